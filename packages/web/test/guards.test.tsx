import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { ROUTES, type RouteName } from '@fura/domain/routes';
import type { TUserResponse } from '@fura/domain/user';
import { buildRoutes } from '../src/app/router/route-table';
import { makeSession } from './fixtures';
import { Providers, makeQueryClient } from './render';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

function layout(name: string) {
  return function StubLayout() {
    return (
      <div data-testid={`layout-${name}`}>
        <Outlet />
      </div>
    );
  };
}

const layouts = {
  Public: layout('public'),
  Private: layout('private'),
  Auth: layout('auth'),
  Admin: layout('admin'),
};
const stubScreen = (name: RouteName) => <p data-testid="screen">{name}</p>;

function open(path: string, session: TUserResponse | null) {
  const router = createMemoryRouter(buildRoutes(stubScreen, layouts), { initialEntries: [path] });
  render(
    <Providers client={makeQueryClient(session)}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const cargo = makeSession({}, { type: 'cargo' });
const carrier = makeSession({}, { type: 'carrier' });

describe('route guards', () => {
  it('opens the admin console to admins only: a visitor logs in, others see «not found»', async () => {
    const guest = open('/admin/moderation', null);
    expect(await screen.findByTestId('screen')).toHaveProperty('textContent', 'login');
    expect(guest.state.location.pathname).toBe('/login');
  });

  it('shows the not-found page of the console to a cargo owner and a carrier', async () => {
    for (const session of [cargo, carrier]) {
      open('/admin', session);
      expect(await screen.findByTestId('not-found')).toBeTruthy();
      expect(screen.queryByTestId('layout-admin')).toBeNull();
      cleanup();
    }
  });

  it('opens a console screen in the admin layout for an admin', async () => {
    open('/admin/audit', makeSession({}, { type: 'admin' }));
    expect((await screen.findByTestId('screen')).textContent).toBe('adminAudit');
    expect(screen.getByTestId('layout-admin')).toBeTruthy();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('sends a visitor from a private route to /login', async () => {
    const router = open('/my-orders', null);
    expect(await screen.findByTestId('screen')).toHaveProperty('textContent', 'login');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByTestId('layout-auth')).toBeTruthy();
  });

  it('shows the not-found page for a private route of the other role', async () => {
    const router = open('/mytarif', cargo);
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.queryByTestId('screen')).toBeNull();
    expect(router.state.location.pathname).toBe('/mytarif');
    expect(document.title).toBe('Фура | Страница не найдена');
  });

  it('opens a private route of the right role in the private layout with noindex and the title', async () => {
    open('/mytarif', carrier);
    expect((await screen.findByTestId('screen')).textContent).toBe('mytarif');
    expect(screen.getByTestId('layout-private')).toBeTruthy();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.title).toBe(`Фура | ${ROUTES.mytarif.title}`);
  });

  it('sends a logged-in user from /login to /', async () => {
    const router = open('/login', cargo);
    expect((await screen.findByTestId('screen')).textContent).toBe('main');
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets a visitor open the auth routes', async () => {
    open('/reset/abc123', null);
    expect((await screen.findByTestId('screen')).textContent).toBe('reset');
    expect(screen.getByTestId('layout-auth')).toBeTruthy();
  });

  it('puts common routes in the private layout when logged in', async () => {
    open('/order/42', cargo);
    expect(await screen.findByTestId('layout-private')).toBeTruthy();
    expect(screen.getByTestId('screen').textContent).toBe('order');
  });

  it('puts common routes in the public layout for a visitor, without noindex', async () => {
    open('/offer/42', null);
    expect(await screen.findByTestId('layout-public')).toBeTruthy();
    expect(screen.getByTestId('screen').textContent).toBe('offer');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('matches exactly: unknown and extended paths show the not-found page', async () => {
    open('/my-orders/extra', cargo);
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('shows the not-found page for an unknown path', async () => {
    open('/no-such-page', null);
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Страница не найдена');
  });
});
