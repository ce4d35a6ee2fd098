import { createBrowserRouter } from 'react-router';
import { AuthLayout } from '../layouts/AuthLayout';
import { PublicLayout } from '../layouts/PublicLayout';
import { AdminLayout, PrivateLayout } from './lazy-layouts';
import { preloadPath } from './preload-path';
import { buildRoutes } from './route-table';
import { renderScreen } from './screens';

export function createAppRouter() {
  // The opened page's chunks are fetched while the app start waits for the session and the settings.
  preloadPath(window.location.pathname);
  return createBrowserRouter(
    buildRoutes(renderScreen, {
      Public: PublicLayout,
      Private: PrivateLayout,
      Auth: AuthLayout,
      Admin: AdminLayout,
    }),
  );
}
