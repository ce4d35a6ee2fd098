import { Suspense, type ReactNode } from 'react';
import { ROUTES, type RouteName } from '@fura/domain/routes';
import { useNoIndex, useRouteTitle } from '../../shared/ui/page-meta';
import { ScreenSkeleton } from './ScreenSkeleton';

/**
 * A routed screen: sets `Фура | <title>` and, for private screens, the robots noindex tag; the skeleton stands in
 * (inside the layout, so the header stays) while the screen's chunk loads.
 */
export function Screen({ name, children }: { name: RouteName; children: ReactNode }) {
  const route = ROUTES[name];
  useRouteTitle(route.title);
  useNoIndex(route.access.kind === 'private' || route.access.kind === 'admin');
  return <Suspense fallback={<ScreenSkeleton />}>{children}</Suspense>;
}
