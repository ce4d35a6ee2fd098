import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/** Whether the page's first render is the server's (or the browser's taking over the server's markup), per root. */
interface HydrationState {
  pending: boolean;
}

const Hydration = createContext<HydrationState>({ pending: false });

/** Set by AppFrame: `pending` for the server's rendering and for the browser's hydration of it. */
export const HydrationProvider = Hydration.Provider;

/**
 * False while the server renders a page and while the browser takes it over, true after (and at once in a page the
 * browser renders itself, or in a part mounted after the take-over): for parts that exist only in a browser, such as
 * maps, and for moments in the reader's zone (issue 28). The switch after the take-over is a transition: React
 * re-renders what depends on it in slices, not in one long task on a slow phone.
 */
export function useHydrated(): boolean {
  const state = useContext(Hydration);
  const [hydrated, setHydrated] = useState(() => !state.pending);
  useEffect(() => {
    state.pending = false;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated, state]);
  return hydrated;
}
