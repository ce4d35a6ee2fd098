import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TArticle, TPlace } from '@fura/domain/article-schemas';
import type { TSearchRequest } from '@fura/domain/search';
import type { TUserResponse } from '@fura/domain/user';
import { SearchPage } from '../src/features/search/pages/SearchPage';
import { SESSION_QUERY_KEY } from '../src/shared/session/session-query';
import { makeSession } from './fixtures';

const SAMARA: TPlace = {
  address: 'Самара, Самарская область',
  settlement: 'Самара',
  region: 'Самарская область',
  lat: 53.1959,
  lon: 50.1002,
  placeId: 'samara',
};

// The real AddressField asks the server for suggestions; here a click «picks» Самара.
vi.mock('../src/shared/ui/inputs/AddressField', () => ({
  AddressField: (props: {
    label: string;
    value: TPlace | null;
    onChange: (place: TPlace | null) => void;
    'data-testid'?: string;
  }) => (
    <div data-testid={props['data-testid']}>
      <span data-testid={`${props['data-testid']}-value`}>{props.value?.settlement ?? ''}</span>
      <button type="button" onClick={() => props.onChange(SAMARA)}>
        {`${props.label}: выбрать Самару`}
      </button>
      <button type="button" onClick={() => props.onChange(null)}>
        {`${props.label}: очистить`}
      </button>
    </div>
  ),
}));

function makeArticle(id: string, overrides: Partial<TArticle> = {}): TArticle {
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
    createdAt: '2030-08-01T10:00:00.000Z',
    updatedAt: '2030-08-01T10:00:00.000Z',
    publishedAt: '2030-08-01T10:00:00.000Z',
    ...overrides,
  };
}

type Answer = { status: number; body: unknown };

/** A fetch stub for /api/article/search: records each request body and answers from `answer`. */
function stubSearch(answer: (request: TSearchRequest, call: number) => Answer) {
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
function pagedAnswer(total: number) {
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

function LocationProbe() {
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

function renderSearch(type: 'order' | 'offer', session: TUserResponse | null, path = `/search-${type}`) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(SESSION_QUERY_KEY, session);
  return render(
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
}

const carrier = makeSession({}, { type: 'carrier' });
const cargo = makeSession({}, { type: 'cargo' });

function currentQuery(): URLSearchParams {
  const text = screen.getByTestId('location').textContent ?? '';
  return new URLSearchParams(text.includes('?') ? text.slice(text.indexOf('?') + 1) : '');
}

function cards() {
  return within(screen.getByTestId('search-results')).getAllByTestId('article-card');
}

function card(index: number): HTMLElement {
  const found = cards()[index];
  if (!found) throw new Error(`no result card ${index}`);
  return found;
}

function pickOption(testId: string, name: string) {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(screen.getByRole('option', { name }));
}

// Rendering Mantine in jsdom is slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SearchPage: the request from the URL and the results', () => {
  it('builds the request from the query string, shows the results and loads more', async () => {
    const requests = stubSearch(pagedAnswer(9));
    renderSearch(
      'order',
      carrier,
      '/search-order?fromName=Самара&fromLat=53.1959&fromLon=50.1002&fromRegion=Самарская+область&fromR=100' +
        '&cargo=2&wMin=1000&bMax=50000&body=tent&dateFrom=2030-08-01&sort=distance',
    );
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(requests[0]).toEqual({
      type: 'order',
      sort: 'distance',
      offset: 0,
      from: { lat: 53.1959, lon: 50.1002, radiusKm: 100 },
      dateFrom: '2030-08-01',
      cargoType: 2,
      weightMin: 1000,
      bodyType: 'tent',
      budgetMax: 5_000_000,
    });
    // The filters show what the URL says.
    expect(screen.getByTestId('search-from-value').textContent).toBe('Самара');
    expect(screen.getByTestId('search-from-radius')).toHaveProperty('value', '100 км');
    expect(screen.getByTestId('search-cargo')).toHaveProperty('value', 'Мебель');
    expect(screen.getByTestId('search-body')).toHaveProperty('value', 'Тент');
    expect(screen.getByTestId('search-weight-min')).toHaveProperty('value', '1000');
    expect(screen.getByTestId('search-budget-max')).toHaveProperty('value', '50000');
    expect(screen.getByTestId('search-sort')).toHaveProperty('value', 'Ближе к месту отправления');
    // Each result links to its page and tells the distance from the origin.
    const first = card(0);
    expect(within(first).getByTestId('article-card-route').getAttribute('href')).toBe('/order/a1');
    expect(within(first).getByTestId('article-card-distance').textContent).toMatch(/12/);

    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(cards()).toHaveLength(9));
    expect(requests[1]).toMatchObject({ offset: 6, sort: 'distance', cargoType: 2 });
    expect(screen.queryByTestId('load-more')).toBeNull();
  });

  it('asks for offers on /search-offer and links to /offer/:id', async () => {
    const requests = stubSearch(pagedAnswer(2));
    renderSearch('offer', cargo);
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(requests).toEqual([{ type: 'offer', sort: 'newest', offset: 0 }]);
    expect(within(card(1)).getByTestId('article-card-route').getAttribute('href')).toBe('/offer/a2');
    expect(screen.queryByTestId('load-more')).toBeNull();
  });

  it('puts a changed filter in the URL, searches again, and the back button restores the previous search', async () => {
    const requests = stubSearch(pagedAnswer(3));
    renderSearch('order', carrier);
    await waitFor(() => expect(cards()).toHaveLength(3));

    pickOption('search-body', 'Рефрижератор');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ bodyType: 'refrigerator' }));
    expect(currentQuery().get('body')).toBe('refrigerator');

    fireEvent.click(screen.getByRole('button', { name: 'Откуда: выбрать Самару' }));
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({
        bodyType: 'refrigerator',
        from: { lat: 53.1959, lon: 50.1002, radiusKm: 50 },
      }),
    );
    expect(Object.fromEntries(currentQuery())).toMatchObject({
      fromName: 'Самара',
      fromLat: '53.1959',
      fromLon: '50.1002',
      fromRegion: 'Самарская область',
      fromR: '50',
    });

    pickOption('search-from-radius', '200 км');
    await waitFor(() => expect(requests.at(-1)?.from?.radiusKm).toBe(200));

    fireEvent.click(screen.getByRole('button', { name: 'назад' }));
    await waitFor(() => expect(currentQuery().get('fromR')).toBe('50'));
    fireEvent.click(screen.getByRole('button', { name: 'назад' }));
    await waitFor(() => expect(screen.getByTestId('search-from-value').textContent).toBe(''));
    expect(currentQuery().get('body')).toBe('refrigerator');
    expect(screen.getByTestId('search-body')).toHaveProperty('value', 'Рефрижератор');
  });

  it('commits typed numbers after a pause, the budget in kopecks', async () => {
    const requests = stubSearch(pagedAnswer(1));
    renderSearch('order', carrier);
    await waitFor(() => expect(cards()).toHaveLength(1));
    fireEvent.change(screen.getByTestId('search-budget-min'), { target: { value: '12 000 ₽' } });
    expect(screen.getByTestId('search-budget-min')).toHaveProperty('value', '12000');
    expect(currentQuery().get('bMin')).toBeNull();
    await waitFor(() => expect(currentQuery().get('bMin')).toBe('12000'));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ budgetMin: 1_200_000 }));
    fireEvent.change(screen.getByTestId('search-weight-max'), { target: { value: '800' } });
    fireEvent.blur(screen.getByTestId('search-weight-max'));
    expect(currentQuery().get('wMax')).toBe('800');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ budgetMin: 1_200_000, weightMax: 800 }));
  });

  it('offers the distance sort only when «Откуда» is set, and drops it when the origin is cleared', async () => {
    const requests = stubSearch(pagedAnswer(1));
    renderSearch('order', carrier);
    await waitFor(() => expect(cards()).toHaveLength(1));
    fireEvent.click(screen.getByTestId('search-sort'));
    expect(screen.queryByRole('option', { name: 'Ближе к месту отправления' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Сначала дешевле' }));
    await waitFor(() => expect(requests.at(-1)?.sort).toBe('price'));

    fireEvent.click(screen.getByRole('button', { name: 'Откуда: выбрать Самару' }));
    pickOption('search-sort', 'Ближе к месту отправления');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ sort: 'distance', from: { radiusKm: 50 } }));

    // Without an origin the sort falls back to «Сначала новые» (that search is still cached: no new request).
    fireEvent.click(screen.getByRole('button', { name: 'Откуда: очистить' }));
    await waitFor(() => expect(currentQuery().toString()).toBe(''));
    expect(screen.getByTestId('search-sort')).toHaveProperty('value', 'Сначала новые');
    expect(requests.map((request) => request.sort)).toEqual(['newest', 'price', 'price', 'distance']);
  });

  it('counts active filters on the «Фильтры» button', async () => {
    stubSearch(pagedAnswer(1));
    renderSearch('order', carrier, '/search-order?cargo=1&wMin=5&wMax=10&sort=price');
    expect(screen.getByTestId('search-filters-toggle').textContent).toContain('2');
    fireEvent.click(screen.getByTestId('search-filters-toggle'));
    expect(screen.getByTestId('search-filters-toggle').getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('says nothing was found and resets the filters', async () => {
    const requests = stubSearch((request) => pagedAnswer(request.cargoType === undefined ? 4 : 0)(request));
    renderSearch('order', carrier, '/search-order?cargo=3&sort=price');
    const empty = await screen.findByTestId('search-empty');
    expect(empty.textContent).toContain('Ничего не найдено — расширьте радиус или уберите фильтры');
    fireEvent.click(screen.getByTestId('search-reset'));
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(requests.at(-1)).toEqual({ type: 'order', sort: 'newest', offset: 0 });
    expect(currentQuery().toString()).toBe('');
  });

  it('shows the error with a retry', async () => {
    const requests = stubSearch((request, call) =>
      call === 1
        ? { status: 500, body: { error: true, errors: [{ msg: 'Сервер недоступен' }] } }
        : pagedAnswer(2)(request),
    );
    renderSearch('order', carrier);
    expect(await screen.findByText('Не удалось загрузить результаты поиска')).toBeTruthy();
    expect(screen.getByText('Сервер недоступен')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(requests).toHaveLength(2);
  });
});

describe('SearchPage: who may search', () => {
  it.each(['order', 'offer'] as const)(
    'shows a visitor the %s results and invites him to log in to answer them',
    async (type) => {
      const requests = stubSearch(pagedAnswer(2));
      renderSearch(type, null);
      await waitFor(() => expect(cards()).toHaveLength(2));
      expect(requests[0]?.type).toBe(type);
      expect(card(0).querySelector('a')?.getAttribute('href')).toBe(`/${type}/a1`);
      const notice = screen.getByTestId('search-guest');
      expect(notice.textContent).toContain(
        type === 'order'
          ? 'Войдите, чтобы откликнуться на заказ и написать грузовладельцу'
          : 'Войдите, чтобы отправить заявку перевозчику и написать ему',
      );
      expect(within(notice).getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe('/login');
      expect(within(notice).getByRole('link', { name: 'Зарегистрироваться' }).getAttribute('href')).toBe(
        '/register',
      );
      expect(screen.getByTestId('search-sort')).toBeTruthy();
    },
  );

  it('sends a cargo owner on /search-order to the search of transport', () => {
    const requests = stubSearch(pagedAnswer(1));
    renderSearch('order', cargo);
    const notice = screen.getByTestId('search-wrong-role');
    expect(notice.textContent).toContain('Вы грузовладелец — ищите транспорт в разделе Поиск транспорта');
    expect(within(notice).getByRole('link', { name: 'Поиск транспорта' }).getAttribute('href')).toBe(
      '/search-offer',
    );
    expect(screen.queryByTestId('search-results')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('sends a carrier on /search-offer to the search of orders', () => {
    const requests = stubSearch(pagedAnswer(1));
    renderSearch('offer', carrier);
    const notice = screen.getByTestId('search-wrong-role');
    expect(notice.textContent).toContain('Вы перевозчик — ищите грузы в разделе Поиск заказов');
    expect(within(notice).getByRole('link', { name: 'Поиск заказов' }).getAttribute('href')).toBe(
      '/search-order',
    );
    expect(requests).toHaveLength(0);
  });
});
