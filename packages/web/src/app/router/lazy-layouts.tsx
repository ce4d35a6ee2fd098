import { Suspense, type ComponentType } from 'react';
import { lazyScreen, type LazyScreen } from './lazy-screen';
import { ScreenSkeleton } from './ScreenSkeleton';

type PreloadableLayout = ComponentType & { preload: () => Promise<unknown> };

/** A lazy layout that shows the skeleton while its chunk loads (no boundary above the router would catch it). */
function suspended(Lazy: LazyScreen<object>): PreloadableLayout {
  function Layout() {
    return (
      <Suspense fallback={<ScreenSkeleton />}>
        <Lazy />
      </Suspense>
    );
  }
  return Object.assign(Layout, { preload: Lazy.preload });
}

/** The personal account's layout (side menu, ban notice): not part of a visitor's first load. */
export const PrivateLayout = suspended(lazyScreen(() => import('../layouts/PrivateLayout'), 'PrivateLayout'));

/** The admin console's layout, in the console's chunk with its screens. */
export const AdminLayout = suspended(lazyScreen(() => import('./admin-pages'), 'AdminLayout'));
