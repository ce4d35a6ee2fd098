import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { expect, vi } from 'vitest';
import type { TArticle, TPlace } from '@fura/domain/article-schemas';
import type { TSearchRequest } from '@fura/domain/search';
import type { TUserResponse } from '@fura/domain/user';
import { SearchPage } from '../src/features/search/pages/SearchPage';
import { SESSION_QUERY_KEY } from '../src/shared/session/session-query';
import { makeSession } from './fixtures';

/** What the search page tests share: a listing, a fetch stub of the search, the page in a router, its cards. */

export const SAMARA: TPlace = {
  address: 'Самара, Самарская область',
  settlement: 'Самара',
  region: 'Самарская область',
  lat: 53.1959,
  lon: 50.1002,
  placeId: 'samara',
};

export function makeArticle(id: string, overrides: Partial<TArticle> = {}): TArticle {
  return {
    _id: id,
    type: 'order',
    status: 2,
    author: {
      _id: 'author',
      name: { first: 'Анна', last: 'Смирнова' },
      rating: 5,
      reviewsCount: 0,
      avatar: null,
      contract: { id: null },
      isPassportVerified: false,
    },
    from: { ...SAMARA, placeId: null },
    to: {
      address: 'Казань',
      settlement: 'Казань',
      region: 'Республика Татарстан',
      lat: 55.79,
      lon: 49.12,
      placeId: null,
    },
    loadingDate: '2030-08-12',
    loadingTimeFrom: null,
    loadingTimeTo: null,
    cargoTypes: [2],
    weightKg: 1500,
    volumeM3: 12,
    lengthM: null,
    widthM: null,
    heightM: null,
    places: null,
    bodyTypes: ['tent'],
    loadingTypes: [],
    budgetKopecks: 4_500_000,
    paymentMethod: 'cash',
    contractType: null,
    comment: '',
    cargoPhoto: [],
    car: null,
    executors: [],
    requests: [],
    reviews: [],
    delivered: [],
    requestsCount: 0,
    lastCarrierLocation: null,
    contacts: [],
    createdAt: '2030-08-01T10:00:00.000Z',
    updatedAt: '2030-08-01T10:00:00.000Z',
    publishedAt: '2030-08-01T10:00:00.000Z',
    confirmedAt: '2030-08-01T10:00:00.000Z',
    ...overrides,
  };
}

export type Answer = { status: number; body: unknown };

/** A fetch stub for /api/article/search: records each request body and answers from `answer`. */
export function stubSearch(answer: (request: TSearchRequest, call: number) => Answer) {
  const requests: TSearchRequest[] = [];
  const mock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    expect(input).toBe('/api/article/search');
    const request = JSON.parse(init?.body as string) as TSearchRequest;
    requests.push(request);
    const { status, body } = answer(request, requests.length);
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', mock);
  return requests;
}

/** Pages of 6 out of `total` listings, each with its distance when an origin is given. */
export function pagedAnswer(total: number) {
  return (request: TSearchRequest): Answer => {
    const count = Math.max(0, Math.min(6, total - request.offset));
    const articles = Array.from({ length: count }, (_, index) =>
      makeArticle(`a${request.offset + index + 1}`, {
        type: request.type,
        ...(request.from ? { distanceKm: 12.4 + index } : {}),
      }),
    );
    return { status: 200, body: { error: false, articles, hasMore: request.offset + count < total } };
  };
}

export function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
      <button type="button" onClick={() => void navigate(-1)}>
        назад
      </button>
    </>
  );
}

/** Renders the search page and waits for its controls, which load apart from the results (issue 28). */
export async function renderSearch(
  type: 'order' | 'offer',
  session: TUserResponse | null,
  path = `/search-${type}`,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(SESSION_QUERY_KEY, session);
  const view = render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <DatesProvider settings={{ locale: 'ru' }}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={`/search-${type}`} element={<SearchPage type={type} />} />
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </DatesProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  // A page that searches nothing (a guest, the other role's search) has no controls to wait for.
  if (screen.queryByTestId('search-filters-toggle')) {
    await screen.findByTestId('search-cargo', {}, { timeout: 10_000 });
    await screen.findByTestId('search-sort', {}, { timeout: 10_000 });
  }
  return view;
}

export const carrier = makeSession({}, { type: 'carrier' });
export const cargo = makeSession({}, { type: 'cargo' });

export function currentQuery(): URLSearchParams {
  const text = screen.getByTestId('location').textContent ?? '';
  return new URLSearchParams(text.includes('?') ? text.slice(text.indexOf('?') + 1) : '');
}

export function cards() {
  return within(screen.getByTestId('search-results')).getAllByTestId('article-card');
}

export function card(index: number): HTMLElement {
  const found = cards()[index];
  if (!found) throw new Error(`no result card ${index}`);
  return found;
}

export function pickOption(testId: string, name: string) {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(screen.getByRole('option', { name }));
}
