import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { TArticle } from '@fura/domain/article-schemas';
import { KAZAN, MOSCOW, NIZHNY, VLADIMIR } from './corridor-places';
import type { TCorridorRequest, TCorridorResponse } from '@fura/domain/corridor-search';
import type { TUserResponse } from '@fura/domain/user';
import { SESSION_QUERY_KEY } from '../src/shared/session/session-query';
import { SETTINGS_QUERY_KEY } from '../src/shared/settings/settings-query';
import { makeSettings } from './fixtures';
import { makeArticle } from './search-page-harness';
import { LocationProbe } from './search-page-harness';
import type { Handler } from './my-articles-fixtures';

/** What the corridor page tests share: places, results, the corridor answer, the page in a router. */

/** A result «Владимир → Нижний Новгород» with its detour. */
export function makeResult(id: string, detourKm: number, overrides: Partial<TArticle> = {}) {
  return {
    article: makeArticle(id, { from: VLADIMIR, to: NIZHNY, ...overrides }),
    detourKm,
    loadKm: 280,
  };
}

export const ROUTE_LINE: [number, number][] = [
  [MOSCOW.lon, MOSCOW.lat],
  [KAZAN.lon, KAZAN.lat],
];

/** Pages of 6 out of `total` results, detours 5, 6, 7…; the route as given. */
export function corridorAnswer(
  total: number,
  route = { line: ROUTE_LINE, km: 812.4, estimated: true },
): Handler {
  return (body) => {
    const request = body as unknown as TCorridorRequest;
    const count = Math.max(0, Math.min(6, total - request.offset));
    const results = Array.from({ length: count }, (_, index) =>
      makeResult(`r${request.offset + index + 1}`, 5 + request.offset + index),
    );
    const answer: TCorridorResponse = {
      error: false,
      results,
      hasMore: request.offset + count < total,
      route,
    };
    return { body: answer };
  };
}

export function renderAt(
  path: string,
  routePath: string,
  element: ReactElement,
  session: TUserResponse | null,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(SESSION_QUERY_KEY, session);
  client.setQueryData(SETTINGS_QUERY_KEY, makeSettings());
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <DatesProvider settings={{ locale: 'ru' }}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={routePath} element={element} />
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </DatesProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

export function results() {
  return within(screen.getByTestId('corridor-results')).getAllByTestId('corridor-result');
}

export function currentQuery(): URLSearchParams {
  const text = screen.getByTestId('location').textContent ?? '';
  return new URLSearchParams(text.includes('?') ? text.slice(text.indexOf('?') + 1) : '');
}

/** The corridor requests among the stubbed calls. */
export function corridorRequests(calls: { path: string; body: Record<string, unknown> }[]) {
  return calls.filter((call) => call.path === '/api/article/corridor').map((call) => call.body);
}
