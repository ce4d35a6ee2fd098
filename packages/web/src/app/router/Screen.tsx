import type { ReactNode } from 'react';
import { ROUTES, type RouteName } from '@fura/domain/routes';
import { useNoIndex, useRouteTitle } from '../../shared/ui/page-meta';

/** A routed screen: sets `Фура | <title>` and, for private screens, the robots noindex tag. */
export function Screen({ name, children }: { name: RouteName; children: ReactNode }) {
  const route = ROUTES[name];
  useRouteTitle(route.title);
  useNoIndex(route.access.kind === 'private' || route.access.kind === 'admin');
  return children;
}
