import { createContext, useContext } from 'react';

/** Starts fetching the screen of a path ahead of the navigation; the app provides it, tests may leave the no-op. */
export type PreloadPath = (path: string) => void;

const RoutePreloadContext = createContext<PreloadPath>(() => undefined);

export const RoutePreloadProvider = RoutePreloadContext.Provider;

export interface PreloadHandlers {
  onMouseEnter: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
}

/**
 * Handlers for a menu link: the screen's chunk is fetched when the pointer rests on the link, it gets keyboard
 * focus or a finger touches it, so that the click finds it loaded (issue 14).
 */
export function usePreloadHandlers(): (to: string) => PreloadHandlers {
  const preload = useContext(RoutePreloadContext);
  return (to) => {
    const start = () => preload(to);
    return { onMouseEnter: start, onFocus: start, onTouchStart: start };
  };
}
