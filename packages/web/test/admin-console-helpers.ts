/** Helpers of the admin console's screen tests (notices, listings, callbacks, audit). */
import { fireEvent, screen, within } from '@testing-library/react';

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

export const WAIT = { timeout: 5000 };

export function type(testId: string, value: string, root: HTMLElement = document.body) {
  fireEvent.change(within(root).getByTestId(testId), { target: { value } });
}

export function choose(testId: string, option: string) {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

/** The message tied to the input (Mantine links it with aria-describedby), or null when the input is valid. */
export function fieldError(input: HTMLElement): string | null {
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
