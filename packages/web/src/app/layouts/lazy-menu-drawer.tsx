import { lazy, useEffect, useState } from 'react';

const loadMenuDrawer = () => import('./MenuDrawer');

/** The narrow-screen menu drawer: Mantine's modal machinery stays out of the first load (issue 14). */
export const LazyMenuDrawer = lazy(() => loadMenuDrawer().then((module) => ({ default: module.MenuDrawer })));

/**
 * Whether to mount the drawer: from its first opening on (so that closing still animates). On a narrow screen its
 * chunk is fetched once the browser is idle after the first paint, so that the burger opens it at once.
 */
export function useMenuDrawerMounted(narrowScreen: boolean, opened: boolean): boolean {
  const [used, setUsed] = useState(opened);
  if (opened && !used) setUsed(true);
  useEffect(() => {
    if (!narrowScreen) return;
    const load = () => void loadMenuDrawer().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(load, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(load, 1000);
    return () => clearTimeout(id);
  }, [narrowScreen]);
  return used;
}
