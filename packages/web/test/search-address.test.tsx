import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPlaceSuggestion } from '@fura/domain/address';
import type { TSearchRequest } from '@fura/domain/search';
import { SearchPage } from '../src/features/search/pages/SearchPage';
import { SESSION_QUERY_KEY } from '../src/shared/session/session-query';
import { makeSession } from './fixtures';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const TOLYATTI: TPlaceSuggestion = {
  value: 'Тольятти, Самарская область',
  settlement: 'Тольятти',
  region: 'Самарская область',
  regionIso: 'RU-SAM',
  lat: 53.5078,
  lon: 49.4204,
  placeId: 'tlt',
};

function json(body: unknown): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
}

/** The server: suggestions for any query, an empty search answer; search bodies are recorded. */
function stubServer() {
  const searches: TSearchRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      if (input === '/api/address/suggest') return json({ error: false, suggestions: [TOLYATTI] });
      searches.push(JSON.parse(init?.body as string) as TSearchRequest);
      return json({ error: false, articles: [], hasMore: false });
    }),
  );
  return searches;
}

function Search() {
  return <p data-testid="location-search">{useLocation().search}</p>;
}

async function renderPage(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(SESSION_QUERY_KEY, makeSession({}, { type: 'cargo' }));
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <DatesProvider settings={{ locale: 'ru' }}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/search-offer" element={<SearchPage type="offer" />} />
            </Routes>
            <Search />
          </MemoryRouter>
        </DatesProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  await screen.findByTestId('search-from', {}, { timeout: 10_000 });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SearchPage with the real address field', () => {
  it('a picked suggestion becomes the origin in the URL and the request', async () => {
    const searches = stubServer();
    await renderPage('/search-offer');
    await screen.findByTestId('search-empty');
    const input = screen.getByTestId('search-from');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Толья' } });
    fireEvent.click(await screen.findByTestId('address-option'));

    await waitFor(() =>
      expect(searches.at(-1)).toMatchObject({ from: { lat: 53.5078, lon: 49.4204, radiusKm: 50 } }),
    );
    const query = new URLSearchParams(screen.getByTestId('location-search').textContent ?? '');
    expect(Object.fromEntries(query)).toEqual({
      fromName: 'Тольятти',
      fromLat: '53.5078',
      fromLon: '49.4204',
      fromRegion: 'Самарская область',
      fromR: '50',
    });
    expect(screen.getByTestId('search-from')).toHaveProperty('value', 'Тольятти, Самарская область');
    expect(screen.getByTestId('search-from-radius')).toHaveProperty('disabled', false);
  });

  it('shows a place from a shared link and clears it when the user types anew', async () => {
    const searches = stubServer();
    await renderPage(
      '/search-offer?toName=Тольятти&toLat=53.5078&toLon=49.4204&toRegion=Самарская+область&toR=25',
    );
    const input = screen.getByTestId('search-to');
    expect(input).toHaveProperty('value', 'Тольятти, Самарская область');
    await waitFor(() => expect(searches[0]).toMatchObject({ to: { radiusKm: 25 } }));
    fireEvent.change(input, { target: { value: 'Са' } });
    await waitFor(() => expect(screen.getByTestId('location-search').textContent).toBe(''));
    expect(screen.getByTestId('search-to-radius')).toHaveProperty('disabled', true);
  });
});
