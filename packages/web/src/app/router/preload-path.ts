import { ROUTES, matchRoute } from '@fura/domain/routes';
import { AdminLayout, PrivateLayout } from './lazy-layouts';
import { SCREENS } from './screens';

/**
 * Starts fetching the chunks of a path: its screen and, for the personal account and the console, their layout
 * (a menu link under the pointer, the page being opened). Unknown paths are ignored.
 */
export function preloadPath(pathname: string): void {
  const route = matchRoute(pathname);
  if (!route) return;
  const { kind } = ROUTES[route.name].access;
  const loads = [SCREENS[route.name].preload()];
  if (kind === 'private') loads.push(PrivateLayout.preload());
  if (kind === 'admin') loads.push(AdminLayout.preload());
  // A failed preload is retried by the navigation itself, which then shows the error screen.
  for (const load of loads) load.catch(() => undefined);
}
