import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while the server renders a page and while the browser takes it over, true after (and at once in a page the
 * browser renders itself): for parts that exist only in a browser, such as maps (issue 28).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
