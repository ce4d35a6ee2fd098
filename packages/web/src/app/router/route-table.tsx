import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { ROUTES, type RouteDef, type RouteName } from '@fura/domain/routes';
import { NotFoundPage } from '../../shared/ui/NotFoundPage';
import { AdminOnly, GuestOnly, LayoutByLogin, LoggedInOnly, RoleOnly } from './guards';
import { RootRoute } from './RootRoute';
import { RouteError } from './RouteError';
import { Screen } from './Screen';

export interface AppLayouts {
  Public: ComponentType;
  Private: ComponentType;
  Auth: ComponentType;
  Admin: ComponentType;
}

export type RenderScreen = (name: RouteName) => ReactNode;

const ENTRIES = Object.entries(ROUTES) as [RouteName, RouteDef][];

function routesOf(kind: RouteDef['access']['kind'], renderScreen: RenderScreen): RouteObject[] {
  return ENTRIES.filter(([, def]) => def.access.kind === kind).map(([name, def]) => {
    const screen = <Screen name={name}>{renderScreen(name)}</Screen>;
    const { access } = def;
    return {
      path: def.path,
      caseSensitive: true,
      element:
        access.kind === 'private' || access.kind === 'admin' ? (
          <RoleOnly role={access.kind === 'admin' ? 'admin' : access.role}>{screen}</RoleOnly>
        ) : (
          screen
        ),
    };
  });
}

/**
 * The route tree from the domain route table (SPEC §2): every route exact, grouped by access under the layout
 * and guard it needs. Screens and layouts are passed in so that tests can check the guards alone.
 */
export function buildRoutes(renderScreen: RenderScreen, layouts: AppLayouts): RouteObject[] {
  return [
    {
      element: <RootRoute />,
      errorElement: <RouteError />,
      children: [
        { element: <GuestOnly layout={layouts.Auth} />, children: routesOf('auth', renderScreen) },
        { element: <LoggedInOnly layout={layouts.Private} />, children: routesOf('private', renderScreen) },
        {
          element: <AdminOnly layout={layouts.Admin} otherUserLayout={layouts.Private} />,
          children: routesOf('admin', renderScreen),
        },
        {
          element: <LayoutByLogin loggedIn={layouts.Private} visitor={layouts.Public} />,
          children: routesOf('common', renderScreen),
        },
        {
          element: <layouts.Public />,
          children: [...routesOf('public', renderScreen), { path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ];
}
