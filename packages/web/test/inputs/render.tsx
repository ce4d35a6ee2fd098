/** Test helpers shared by the inputs, auth, profile and callback component tests. */
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';

function installBrowserStubs(): void {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
}

installBrowserStubs();

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

export function renderUi(ui: React.ReactNode): RenderResult {
  return render(
    <MantineProvider env="test">
      <DatesProvider settings={{ locale: 'ru' }}>{ui}</DatesProvider>
    </MantineProvider>,
  );
}

export interface PageRender extends RenderResult {
  queryClient: QueryClient;
}

/**
 * Renders `element` at `path` (matched by `pattern`) with the app's providers; other paths render
 * `<p data-testid="location">` with the pathname (and `data-search`) so that navigation can be asserted.
 */
export function renderPage(
  element: React.ReactNode,
  {
    path = '/',
    pattern = path,
    queryClient,
  }: { path?: string; pattern?: string; queryClient?: QueryClient } = {},
): PageRender {
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <DatesProvider settings={{ locale: 'ru' }}>
          <Notifications />
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={pattern} element={element} />
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </MemoryRouter>
        </DatesProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient: client };
}

function LocationProbe() {
  const location = useLocation();
  return (
    <p data-testid="location" data-search={location.search}>
      {location.pathname}
    </p>
  );
}

/** A fetch stub answering with `status` and `body` as JSON; returns the mock to inspect calls. */
export function stubFetch(status: number, body: unknown) {
  const mock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  vi.stubGlobal('fetch', mock);
  return mock;
}
