import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ReactElement } from 'react';
import type { TUserResponse } from '@fura/domain/user';
import { AppHeader } from '../src/app/layouts/AppHeader';
import { AdminLayout, PrivateLayout } from '../src/app/router/lazy-layouts';
import { preloadPath } from '../src/app/router/preload-path';
import { SCREENS } from '../src/app/router/screens';
import { AdminNav } from '../src/features/admin-shell/AdminNav';
import { PublicMenu } from '../src/features/layout/PublicMenu';
import { SideMenu } from '../src/features/layout/SideMenu';
import { RoutePreloadProvider } from '../src/shared/routing/route-preload';
import { makeSession } from './fixtures';
import { Providers, makeQueryClient } from './render';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

function renderWithPreload(ui: ReactElement, session: TUserResponse | null = null) {
  const preload = vi.fn<(path: string) => void>();
  render(
    <Providers client={makeQueryClient(session)}>
      <RoutePreloadProvider value={preload}>
        <MemoryRouter>{ui}</MemoryRouter>
      </RoutePreloadProvider>
    </Providers>,
  );
  return preload;
}

describe('menu links fetch their screen ahead', () => {
  it('header menu: on hover, keyboard focus and touch', () => {
    const preload = renderWithPreload(<PublicMenu orientation="horizontal" />);
    const menu = screen.getByTestId('public-menu');
    fireEvent.mouseEnter(within(menu).getByRole('link', { name: 'Тарифы' }));
    expect(preload).toHaveBeenLastCalledWith('/tariffs');
    fireEvent.focus(within(menu).getByRole('link', { name: 'FAQ' }));
    expect(preload).toHaveBeenLastCalledWith('/faq');
    fireEvent.touchStart(within(menu).getByRole('link', { name: 'Перевозчикам' }));
    expect(preload).toHaveBeenLastCalledWith('/carrier');
  });

  it('drawer menu and the header’s login buttons', () => {
    const preload = renderWithPreload(<PublicMenu orientation="vertical" />);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Регистрация' }));
    expect(preload).toHaveBeenLastCalledWith('/register');
    const header = renderWithPreload(<AppHeader menuOpened={false} onMenuToggle={() => undefined} />);
    fireEvent.focus(screen.getByTestId('header-login'));
    expect(header).toHaveBeenLastCalledWith('/login');
  });

  it('side menu of the personal account and the admin console’s menu', () => {
    const preload = renderWithPreload(<SideMenu narrow={false} />, makeSession({}, { type: 'cargo' }));
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Создать заказ' }));
    expect(preload).toHaveBeenLastCalledWith('/order-create');
    const admin = renderWithPreload(<AdminNav />);
    fireEvent.mouseEnter(screen.getByTestId('admin-nav-adminAudit'));
    expect(admin).toHaveBeenLastCalledWith('/admin/audit');
  });

  it('a path starts its screen’s chunk, and the layout’s for the account and the console', () => {
    const faq = vi.spyOn(SCREENS.faq, 'preload').mockResolvedValue(undefined);
    const orders = vi.spyOn(SCREENS.myOrders, 'preload').mockResolvedValue(undefined);
    const audit = vi.spyOn(SCREENS.adminAudit, 'preload').mockResolvedValue(undefined);
    const privateLayout = vi.spyOn(PrivateLayout, 'preload').mockResolvedValue(undefined);
    const adminLayout = vi.spyOn(AdminLayout, 'preload').mockResolvedValue(undefined);

    preloadPath('/faq');
    expect(faq).toHaveBeenCalledOnce();
    expect(privateLayout).not.toHaveBeenCalled();
    preloadPath('/my-orders/');
    expect(orders).toHaveBeenCalledOnce();
    expect(privateLayout).toHaveBeenCalledOnce();
    preloadPath('/admin/audit');
    expect(audit).toHaveBeenCalledOnce();
    expect(adminLayout).toHaveBeenCalledOnce();
    preloadPath('/no-such-page');
    preloadPath('https://example.com/faq');
    expect(faq).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });
});
