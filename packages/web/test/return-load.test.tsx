import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TArticle, TPlace } from '@fura/domain/article-schemas';
import { moscowToday } from '@fura/domain/loading-date';
import { TakenArticlesPage } from '../src/features/taken-articles/pages/TakenArticlesPage';
import { ReturnLoadPage } from '../src/features/search/pages/ReturnLoadPage';
import {
  carrierSession,
  listingAnswer,
  makeDealUser,
  makeExecutor,
  renderListing,
} from './article-deal-fixtures';
import { corridorAnswer, corridorRequests, currentQuery, renderAt, results } from './corridor-fixtures';
import { KAZAN, MOSCOW, VLADIMIR } from './corridor-places';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { makeArticle, myArticlesHandler, stubApi, type Handler } from './my-articles-fixtures';
import { makeQueryClient } from './render';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());
vi.mock('../src/features/search/corridor/components/CorridorMap', () => ({
  default: () => <div data-testid="map-stub" />,
}));
vi.mock('../src/shared/ui/inputs/AddressField', () => ({
  AddressField: (props: { label: string; value: TPlace | null; 'data-testid'?: string }) => (
    <div data-testid={props['data-testid']}>
      <span data-testid={`${props['data-testid']}-value`}>{props.value?.settlement ?? ''}</span>
    </div>
  ),
}));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const CARRIER = 'c1';
const OWNER = makeDealUser('g1', { type: 'cargo' });
const DAY = 24 * 60 * 60 * 1000;

/** An order Москва → Казань the carrier took, on the way and delivered on 13.08.2030 (Moscow). */
const taken = makeArticle('d1', {
  from: MOSCOW,
  to: KAZAN,
  status: 4,
  loadingDate: '2030-08-12',
  executors: [makeExecutor(makeDealUser(CARRIER))],
  delivered: [{ userId: CARRIER, at: '2030-08-13T08:00:00.000Z' }],
  updatedAt: '2030-08-13T08:00:00.000Z',
});

/** His own offer Москва → Владимир in work, a 10-tonne refrigerator, changed earlier. */
const offer = makeArticle('d2', {
  type: 'offer',
  from: MOSCOW,
  to: VLADIMIR,
  status: 3,
  author: { ...makeArticle('x').author, _id: CARRIER },
  loadingDate: '2030-09-01',
  executors: [makeExecutor(OWNER)],
  car: {
    vehicleType: 'truck10',
    make: 'MAN',
    model: 'TGS',
    capacityTons: 10,
    volumeM3: 40,
    bodyType: 'refrigerator',
    loadingTypes: [],
    templateId: null,
    photo: null,
  },
  updatedAt: '2030-08-01T08:00:00.000Z',
});

function dealsHandler(takenList: TArticle[], ownList: TArticle[]): Handler {
  return (body) => myArticlesHandler(() => (body.type === 'taking' ? takenList : ownList))(body);
}

function renderReturnLoad(query = '', session = carrierSession(CARRIER)) {
  return renderAt(`/return-load${query ? `?${query}` : ''}`, '/return-load', <ReturnLoadPage />, session);
}

describe('«Обратный груз»: the search prefilled from a deal', () => {
  it('searches orders from the latest deal’s destination back to its departure, from its delivery date', async () => {
    const calls = stubApi({
      '/api/article/getMyArticles': dealsHandler([taken], [offer]),
      '/api/article/corridor': corridorAnswer(2),
    });
    renderReturnLoad();
    await waitFor(() => expect(results()).toHaveLength(2));
    // Both lists of his deals, in work and completed.
    expect(
      calls.filter((call) => call.path === '/api/article/getMyArticles').map((call) => call.body),
    ).toEqual([
      { type: 'taking', status: [3, 4, 5], offset: 0 },
      { type: 'my', status: [3, 4, 5], offset: 0 },
    ]);
    expect(corridorRequests(calls)[0]).toEqual({
      type: 'order',
      route: {
        departure: { lat: KAZAN.lat, lon: KAZAN.lon },
        via: [],
        destination: { lat: MOSCOW.lat, lon: MOSCOW.lon },
      },
      widthKm: 30,
      startRadiusKm: 50,
      dateFrom: '2030-08-13',
      sort: 'detour',
      offset: 0,
    });
    expect(currentQuery().get('deal')).toBe('d1');
    expect(screen.getByTestId('return-load-deal')).toHaveProperty('value', 'Москва → Казань · Доставлено');
    expect(screen.getByTestId('corridor-departure-value').textContent).toBe('Казань');
    expect(screen.getByTestId('corridor-destination-value').textContent).toBe('Москва');
    expect(screen.getByTestId('corridor-start-radius')).toHaveProperty('value', '50');
  });

  it('takes the deal of `?deal=` and filters by its vehicle’s body and capacity', async () => {
    const calls = stubApi({
      '/api/article/getMyArticles': dealsHandler([taken], [offer]),
      '/api/article/corridor': corridorAnswer(1),
    });
    renderReturnLoad('deal=d2');
    await waitFor(() => expect(results()).toHaveLength(1));
    expect(corridorRequests(calls)[0]).toMatchObject({
      route: { departure: { lat: VLADIMIR.lat }, destination: { lat: MOSCOW.lat } },
      startRadiusKm: 50,
      dateFrom: '2030-09-01',
      bodyType: 'refrigerator',
      weightMax: 10_000,
    });
  });

  it('heads back to his home base when his profile names one, not to the deal’s departure', async () => {
    const tver = { settlement: 'Тверь', region: 'Тверская область', lat: 56.8587, lon: 35.9176 };
    const calls = stubApi({
      '/api/article/getMyArticles': dealsHandler([taken], []),
      '/api/article/corridor': corridorAnswer(1),
    });
    renderReturnLoad('', carrierSession(CARRIER, { homeBase: tver }));
    await waitFor(() => expect(results()).toHaveLength(1));
    expect(corridorRequests(calls)[0]).toMatchObject({
      route: { departure: { lat: KAZAN.lat, lon: KAZAN.lon }, destination: { lat: tver.lat, lon: tver.lon } },
    });
    expect(screen.getByTestId('corridor-destination-value').textContent).toBe('Тверь');
  });

  it('for an order he took, filters by his only vehicle template (not by one of several)', async () => {
    const template = (id: string, bodyType: 'tipper' | 'tent', capacityTons: number) => ({
      _id: id,
      name: id,
      vehicleType: 'truck10',
      make: '',
      model: '',
      capacityTons,
      volumeM3: null,
      bodyType,
      loadingTypes: [],
      photo: null,
      createdAt: '2030-01-01T00:00:00.000Z',
      updatedAt: '2030-01-01T00:00:00.000Z',
    });
    const one = stubApi({
      '/api/article/getMyArticles': dealsHandler([taken], []),
      '/api/vehicle-template/list': () => ({
        body: { error: false, templates: [template('t1', 'tipper', 25)] },
      }),
      '/api/article/corridor': corridorAnswer(1),
    });
    const { unmount } = renderReturnLoad();
    await waitFor(() => expect(results()).toHaveLength(1));
    expect(corridorRequests(one)[0]).toMatchObject({ bodyType: 'tipper', weightMax: 25_000 });
    unmount();

    const several = stubApi({
      '/api/article/getMyArticles': dealsHandler([taken], []),
      '/api/vehicle-template/list': () => ({
        body: { error: false, templates: [template('t1', 'tipper', 25), template('t2', 'tent', 5)] },
      }),
      '/api/article/corridor': corridorAnswer(1),
    });
    renderReturnLoad();
    await waitFor(() => expect(results()).toHaveLength(1));
    expect(corridorRequests(several)[0]).not.toHaveProperty('bodyType');
    expect(corridorRequests(several)[0]).not.toHaveProperty('weightMax');
  });

  it('loads from today when the delivery date has passed, and re-prefills for another deal picked', async () => {
    const past = { ...taken, loadingDate: '2020-01-01', delivered: [] };
    const calls = stubApi({
      '/api/article/getMyArticles': dealsHandler([past], [offer]),
      '/api/article/corridor': corridorAnswer(1),
    });
    renderReturnLoad();
    await waitFor(() => expect(results()).toHaveLength(1));
    expect(corridorRequests(calls)[0]).toMatchObject({ dateFrom: moscowToday(new Date()) });

    fireEvent.click(screen.getByTestId('return-load-deal'));
    fireEvent.click(screen.getByRole('option', { name: 'Москва → Владимир · Исполнитель выбран' }));
    await waitFor(() => expect(corridorRequests(calls).at(-1)).toMatchObject({ bodyType: 'refrigerator' }));
    expect(currentQuery().get('deal')).toBe('d2');
  });

  it('ties the radius’s error to its field and sends an adjusted radius', async () => {
    const calls = stubApi({
      '/api/article/getMyArticles': dealsHandler([taken], []),
      '/api/article/corridor': corridorAnswer(1),
    });
    renderReturnLoad();
    await waitFor(() => expect(results()).toHaveLength(1));
    const radius = screen.getByLabelText(/Радиус от места разгрузки, км/);
    fireEvent.change(radius, { target: { value: '900' } });
    const message = 'Радиус — от 1 до 500 км';
    expect(await screen.findByText(message)).toBeTruthy();
    expect(radius.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(radius, { target: { value: '120' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    await waitFor(() => expect(corridorRequests(calls).at(-1)).toMatchObject({ startRadiusKm: 120 }));
    expect(corridorRequests(calls).some((request) => request.startRadiusKm === 900)).toBe(false);
  });

  it('says what a return load needs when the carrier has no such deal (one completed long ago)', async () => {
    const old = { ...taken, status: 5 as const, updatedAt: new Date(Date.now() - 4 * DAY).toISOString() };
    const calls = stubApi({ '/api/article/getMyArticles': dealsHandler([old], []) });
    renderReturnLoad();
    expect((await screen.findByTestId('return-load-empty')).textContent).toContain(
      'Нет сделок для обратного груза',
    );
    expect(corridorRequests(calls)).toHaveLength(0);
  });
});

describe('«Найти обратный груз» on the carrier’s deal', () => {
  it('the listing page offers it to the order’s carrier on the way, linked to his deal', async () => {
    stubApi({ '/api/article/getUserArticle': listingAnswer(taken) });
    renderListing(carrierSession(CARRIER));
    const link = await screen.findByTestId('deal-return-load');
    expect(link.textContent).toBe('Найти обратный груз');
    expect(link.getAttribute('href')).toBe('/return-load?deal=d1');
  });

  it('the listing page offers nothing on a deal completed 4 days ago, nor to the cargo owner', async () => {
    const old = { ...taken, status: 5 as const, updatedAt: new Date(Date.now() - 4 * DAY).toISOString() };
    stubApi({ '/api/article/getUserArticle': listingAnswer(old) });
    const { unmount } = renderListing(carrierSession(CARRIER));
    expect(await screen.findByTestId('executor-panel')).toBeTruthy();
    expect(screen.queryByTestId('deal-return-load')).toBeNull();
    unmount();

    stubApi({ '/api/article/getUserArticle': listingAnswer(taken) });
    renderListing(makeSession({}, { _id: 'u1', type: 'cargo' }));
    expect(await screen.findByTestId('deal-executors')).toBeTruthy();
    expect(screen.queryByTestId('deal-return-load')).toBeNull();
  });

  it('«Взятые заказы» cards offer it on a deal in work', async () => {
    const published = makeArticle('p1', { status: 2, executors: [] });
    stubApi({ '/api/article/getMyArticles': myArticlesHandler(() => [taken, published]) });
    const client = makeQueryClient(carrierSession(CARRIER));
    renderPage(<TakenArticlesPage type="order" />, {
      path: '/taken-orders',
      pattern: '/taken-orders',
      queryClient: client,
    });
    const links = await screen.findAllByTestId('taken-return-load');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/return-load?deal=d1');
    const card = links[0]!.closest('[data-testid="article-card"]');
    expect(
      within(card as HTMLElement)
        .getByTestId('article-card-route')
        .getAttribute('href'),
    ).toBe('/order/d1');
  });
});
