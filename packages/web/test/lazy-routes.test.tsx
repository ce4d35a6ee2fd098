import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import type { ComponentType } from 'react';
import { ROUTES, type RouteName } from '@fura/domain/routes';
import { buildRoutes } from '../src/app/router/route-table';
import { lazyScreen, screen as screenOf } from '../src/app/router/lazy-screen';
import { RENDERED_ROUTES, SCREEN_MODULES } from '../src/app/router/screen-modules';
import { rendersOnServer } from '../src/app/router/route-data';
import { SCREENS, renderScreen } from '../src/app/router/screens';
import { Providers, makeQueryClient } from './render';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

function Stub() {
  return (
    <div data-testid="layout">
      <Outlet />
    </div>
  );
}
const layouts = { Public: Stub, Private: Stub, Auth: Stub, Admin: Stub };

function open(path: string, render_: (name: RouteName) => React.ReactNode) {
  const router = createMemoryRouter(buildRoutes(render_, layouts), { initialEntries: [path] });
  render(
    <Providers client={makeQueryClient(null)}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

/** A screen whose chunk arrives when the test says so. */
function deferredScreen() {
  let arrive: (module: { FaqStub: ComponentType }) => void = () => undefined;
  const chunk = new Promise<{ FaqStub: ComponentType }>((resolve) => (arrive = resolve));
  const load = vi.fn(() => chunk);
  return { Page: lazyScreen(load, 'FaqStub'), load, arrive };
}

describe('lazy routes', () => {
  it('shows an accessible skeleton in the layout while the screen’s chunk loads, then the screen', async () => {
    const { Page, arrive } = deferredScreen();
    const entry = screenOf(Page, {});
    open('/faq', (name) => (name === 'faq' ? entry.render() : null));

    const skeleton = await screen.findByTestId('screen-skeleton');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.getAttribute('role')).toBe('status');
    expect(skeleton.textContent).toBe('Загрузка…');
    expect(screen.getByTestId('layout').contains(skeleton)).toBe(true);
    // The tab title does not wait for the chunk.
    expect(document.title).toBe('Фура | Частые вопросы');

    arrive({ FaqStub: () => <h1>Вопросы</h1> });
    expect(await screen.findByRole('heading', { name: 'Вопросы' })).toBeTruthy();
    expect(screen.queryByTestId('screen-skeleton')).toBeNull();
  });

  it('loads a chunk once for preload and render, and again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ Page: ComponentType }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Page: () => <p>экран</p> });
    const Page = lazyScreen(load, 'Page');
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders a real screen through the app’s table after its chunk loads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    try {
      open('/download-app', renderScreen);
      expect(await screen.findByTestId('download-app-page', {}, { timeout: 15_000 })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('has a screen for every route, loaded from the module the build maps the route to', async () => {
    const modules = import.meta.glob<Record<string, unknown>>([
      '../src/features/*/pages/*.tsx',
      '../src/features/landing/MainPage.tsx',
    ]);
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      const loaded = (await SCREENS[name].preload()) as { default: unknown };
      const module = modules[`../src/${SCREEN_MODULES[name]}`];
      expect(module, `${name}: ${SCREEN_MODULES[name]}`).toBeDefined();
      expect(Object.values(await module!()), name).toContain(loaded.default);
    }
  }, 120_000);

  it('lists for the build exactly the routes the server renders', () => {
    const rendered = (Object.keys(ROUTES) as RouteName[]).filter(rendersOnServer);
    expect([...RENDERED_ROUTES].sort()).toEqual(rendered.sort());
  });
});
