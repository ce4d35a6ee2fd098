import { act } from '@testing-library/react';

/**
 * Waits until the listing page's parts for logged-in users (features/article-view/components/logged-in-parts.ts: the
 * author's actions, the deal's sections and panel, the carrier's position), loaded apart from the page, are in it.
 */
export async function listingPartsLoaded(): Promise<void> {
  await act(async () => {
    await import('../src/features/article-view/components/LoggedInParts');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
