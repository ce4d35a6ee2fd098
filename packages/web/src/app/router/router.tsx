import { createBrowserRouter } from 'react-router';
import { AdminLayout } from '../layouts/AdminLayout';
import { AuthLayout } from '../layouts/AuthLayout';
import { PrivateLayout } from '../layouts/PrivateLayout';
import { PublicLayout } from '../layouts/PublicLayout';
import { buildRoutes } from './route-table';
import { renderScreen } from './screens';

export function createAppRouter() {
  return createBrowserRouter(
    buildRoutes(renderScreen, {
      Public: PublicLayout,
      Private: PrivateLayout,
      Auth: AuthLayout,
      Admin: AdminLayout,
    }),
  );
}
