import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TPlace } from '@fura/domain/article-schemas';
import type { TSearchRequest } from '@fura/domain/search';
import type { TUserResponse } from '@fura/domain/user';
import { CorridorPage } from '../src/features/search/pages/CorridorPage';
import { SearchPage } from '../src/features/search/pages/SearchPage';
import { SAVED_SEARCH_LIST_QUERY_KEY } from '../src/shared/saved-searches/query-keys';
import { corridorAnswer } from './corridor-fixtures';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { stubApi, type Call, type Handler } from './my-articles-fixtures';
import { makeQueryClient } from './render';
import { makeSavedSearch } from './saved-search-fixtures';
import { pagedAnswer } from './search-page-harness';

// The real AddressField asks the server for suggestions; none are needed here.
vi.mock('../src/shared/ui/inputs/AddressField', () => ({
  AddressField: (props: { value: TPlace | null; 'data-testid'?: string }) => (
    <span data-testid={`${props['data-testid']}-value`}>{props.value?.settlement ?? ''}</span>
  ),
}));
// Leaflet does not run in jsdom.
vi.mock('../src/features/search/corridor/components/CorridorMap', () => ({ default: () => null }));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const carrier = makeSession({}, { type: 'carrier' });

const RADIUS_QUERY =
  'fromName=Москва&fromLat=55.7558&fromLon=37.6173&fromRegion=Москва&fromR=100' +
  '&toName=Казань&toLat=55.7887&toLon=49.1221&toRegion=Республика+Татарстан&toR=50' +
  '&cargo=2&wMax=20000&bMin=30000&body=tent&dateFrom=2030-08-01&fresh=1&sort=price';

const ROUTE_QUERY =
  'depName=Москва&depLat=55.7558&depLon=37.6173&depRegion=Москва' +
  '&via1Name=Владимир&via1Lat=56.1291&via1Lon=40.4066' +
  '&destName=Казань&destLat=55.7887&destLon=49.1221&w=50&body=refrigerator&sort=price';

const created: Handler = (body) => ({
  body: { error: false, search: makeSavedSearch('new', { name: String(body.name) }) },
});

function renderSearchPage(query: string, session: TUserResponse | null, handlers: Record<string, Handler>) {
  const calls = stubApi({
    '/api/article/search': (body) => pagedAnswer(2)(body as unknown as TSearchRequest),
    ...handlers,
  });
  const client = makeQueryClient(session);
  renderPage(<SearchPage type="order" />, {
    path: `/search-order?${query}`,
    pattern: '/search-order',
    queryClient: client,
  });
  return { calls, client };
}

const bodiesOf = (calls: Call[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => call.body);

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Сохранить поиск и присылать новые' }));
  return screen.findByRole('dialog', { name: 'Сохранить поиск' });
}

describe('«Сохранить поиск и присылать новые» on the search page', () => {
  it('prefills the name, saves exactly what the page searches and offers «Мои поиски»', async () => {
    const { calls, client } = renderSearchPage(RADIUS_QUERY, carrier, {
      '/api/saved-search/create': created,
    });
    await waitFor(() => expect(bodiesOf(calls, '/api/article/search')).toHaveLength(1));
    client.setQueryData(SAVED_SEARCH_LIST_QUERY_KEY, { error: false, searches: [], max: 20 });

    const dialog = await openDialog();
    const name = within(dialog).getByRole<HTMLInputElement>('textbox', { name: /Название поиска/ });
    expect(name.value).toBe('Москва → Казань, тент, мебель');
    const channel = (label: string) =>
      within(dialog).getByRole<HTMLInputElement>('checkbox', { name: label });
    expect([
      channel('На сайте').checked,
      channel('На почту').checked,
      channel('Push-уведомления').checked,
    ]).toEqual([true, true, false]);
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: /Тихие часы/ }).checked).toBe(true);
    const clock = (name: string) =>
      ['Часы', 'Минуты'].map(
        (part) =>
          within(within(dialog).getByRole('group', { name })).getByLabelText<HTMLInputElement>(part).value,
      );
    expect(clock('Не беспокоить с')).toEqual(['22', '00']);
    expect(clock('Не беспокоить до')).toEqual(['07', '00']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodiesOf(calls, '/api/saved-search/create')).toHaveLength(1));

    const { sort, offset, ...searched } = bodiesOf(calls, '/api/article/search')[0]!;
    expect([sort, offset]).toEqual(['price', 0]);
    expect(bodiesOf(calls, '/api/saved-search/create')[0]).toEqual({
      name: 'Москва → Казань, тент, мебель',
      query: { kind: 'radius', search: searched },
      channels: ['site', 'email'],
      quietHours: { from: '22:00', to: '07:00' },
      places: {
        from: { name: 'Москва', region: 'Москва' },
        to: { name: 'Казань', region: 'Республика Татарстан' },
      },
    });
    expect(searched).toEqual({
      type: 'order',
      from: { lat: 55.7558, lon: 37.6173, radiusKm: 100 },
      to: { lat: 55.7887, lon: 49.1221, radiusKm: 50 },
      dateFrom: '2030-08-01',
      cargoType: 2,
      weightMax: 20000,
      bodyType: 'tent',
      budgetMin: 3_000_000,
      confirmedWithin24h: true,
    });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const toast = await screen.findByTestId('save-search-done');
    expect(toast.textContent).toContain('Поиск сохранён.');
    // «Мои поиски» will read its list again.
    expect(client.getQueryState(SAVED_SEARCH_LIST_QUERY_KEY)?.isInvalidated).toBe(true);
    const link = within(toast).getByRole('link', { name: 'Мои поиски' });
    expect(link.getAttribute('href')).toBe('/my-searches');
    fireEvent.click(link);
    expect((await screen.findByTestId('location')).textContent).toBe('/my-searches');
  });

  it('sends the channels and quiet hours as chosen', async () => {
    const { calls } = renderSearchPage('toName=Казань&toLat=55.7887&toLon=49.1221', carrier, {
      '/api/saved-search/create': created,
    });
    const dialog = await openDialog();
    const name = within(dialog).getByRole<HTMLInputElement>('textbox', { name: /Название поиска/ });
    expect(name.value).toBe('любой пункт → Казань');
    fireEvent.change(name, { target: { value: 'В Казань' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'На почту' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Push-уведомления' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Тихие часы/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodiesOf(calls, '/api/saved-search/create')).toHaveLength(1));
    expect(bodiesOf(calls, '/api/saved-search/create')[0]).toMatchObject({
      name: 'В Казань',
      query: {
        kind: 'radius',
        search: { type: 'order', to: { lat: 55.7887, lon: 49.1221, radiusKm: 50 } },
      },
      channels: ['site', 'push'],
      quietHours: null,
      places: { to: { name: 'Казань', region: '' } },
    });
  });

  it('refuses no channel before the server and shows the server’s refusals in the dialog', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: {
        error: true,
        errors: [{ msg: 'Сохранить можно не больше 20 поисков: удалите ненужный' }],
      },
    };
    const { calls } = renderSearchPage(RADIUS_QUERY, carrier, { '/api/saved-search/create': () => answer });
    const dialog = await openDialog();

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'На сайте' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'На почту' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const group = within(dialog).getByRole('group', { name: 'Куда присылать новые' });
    await waitFor(() => expect(group.getAttribute('aria-describedby')).toContain('error'));
    expect(dialog.textContent).toContain('Выберите, куда присылать новые объявления');
    expect(bodiesOf(calls, '/api/saved-search/create')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'На сайте' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const alert = await within(dialog).findByTestId('save-search-error');
    expect(alert.textContent).toBe('Сохранить можно не больше 20 поисков: удалите ненужный');
    expect(screen.getByRole('dialog', { name: 'Сохранить поиск' })).toBeTruthy();

    answer = {
      status: 400,
      body: { error: true, errors: [{ msg: 'Название — не длиннее 60 символов', param: 'name' }] },
    };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const name = within(dialog).getByRole('textbox', { name: /Название поиска/ });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Название — не длиннее 60 символов',
    );
    expect(bodiesOf(calls, '/api/saved-search/create')).toHaveLength(2);
  });

  it('a visitor is taken to log in and brought back to the same search', async () => {
    renderSearchPage(RADIUS_QUERY, null, {});
    const link = await screen.findByRole('link', { name: 'Сохранить поиск и присылать новые' });
    const href = new URL(link.getAttribute('href') ?? '', 'https://fura.example');
    expect(href.pathname).toBe('/login');
    expect(href.searchParams.get('next')).toBe(`/search-order?${RADIUS_QUERY}`);
  });
});

describe('«Сохранить поиск и присылать новые» on «По пути»', () => {
  function renderCorridor(query: string) {
    const calls = stubApi({
      '/api/article/corridor': corridorAnswer(2),
      '/api/saved-search/create': created,
    });
    renderPage(<CorridorPage type="order" />, {
      path: `/route-order?${query}`,
      pattern: '/route-order',
      queryClient: makeQueryClient(carrier),
    });
    return calls;
  }

  it('saves the route, its width and filters exactly as searched', async () => {
    const calls = renderCorridor(ROUTE_QUERY);
    await waitFor(() => expect(bodiesOf(calls, '/api/article/corridor')).toHaveLength(1));
    const dialog = await openDialog();
    const name = within(dialog).getByRole<HTMLInputElement>('textbox', { name: /Название поиска/ });
    expect(name.value).toBe('По пути: Москва → Казань, рефрижератор');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodiesOf(calls, '/api/saved-search/create')).toHaveLength(1));

    const { sort, offset, ...searched } = bodiesOf(calls, '/api/article/corridor')[0]!;
    expect([sort, offset]).toEqual(['price', 0]);
    expect(bodiesOf(calls, '/api/saved-search/create')[0]).toMatchObject({
      query: { kind: 'corridor', search: searched },
      places: {
        departure: { name: 'Москва', region: 'Москва' },
        via: [{ name: 'Владимир', region: '' }],
        destination: { name: 'Казань', region: '' },
      },
    });
    expect(searched).toMatchObject({ widthKm: 50, bodyType: 'refrigerator' });
  });

  it('offers nothing to save until the route has both ends', async () => {
    renderCorridor('depName=Москва&depLat=55.7558&depLon=37.6173');
    expect(await screen.findByTestId('corridor-need-route')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Сохранить поиск и присылать новые' })).toBeNull();
  });
});
