import { lazy, Suspense, useSyncExternalStore } from 'react';
import { pendingUpdate, subscribeUpdate } from '../shared/pwa/sw-update';

// The banner's code loads only once a new release waits (issue 27): nothing of it in the first load.
const UpdatePrompt = lazy(() =>
  import('./UpdatePrompt').then((module) => ({ default: module.UpdatePrompt })),
);

/** Where the new-release banner appears (mounted once, in App, outside the start gate). */
export function UpdateSlot() {
  const offer = useSyncExternalStore(subscribeUpdate, pendingUpdate, () => null);
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt offer={offer} />
    </Suspense>
  );
}
