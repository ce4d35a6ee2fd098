import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPlace } from '@fura/domain/article-schemas';
import {
  SAMARA,
  card,
  cards,
  cargo,
  carrier,
  currentQuery,
  pagedAnswer,
  pickOption,
  renderSearch,
  stubSearch,
} from './search-page-harness';

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

// Rendering Mantine in jsdom is slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SearchPage: the request from the URL and the results', () => {
  it('builds the request from the query string, shows the results and loads more', async () => {
    const requests = stubSearch(pagedAnswer(9));
    await renderSearch(
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
    await renderSearch('offer', cargo);
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(requests).toEqual([{ type: 'offer', sort: 'newest', offset: 0 }]);
    expect(within(card(1)).getByTestId('article-card-route').getAttribute('href')).toBe('/offer/a2');
    expect(screen.queryByTestId('load-more')).toBeNull();
  });

  it('puts a changed filter in the URL, searches again, and the back button restores the previous search', async () => {
    const requests = stubSearch(pagedAnswer(3));
    await renderSearch('order', carrier);
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
    await renderSearch('order', carrier);
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
    await renderSearch('order', carrier);
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
    await renderSearch('order', carrier, '/search-order?cargo=1&wMin=5&wMax=10&sort=price');
    expect(screen.getByTestId('search-filters-toggle').textContent).toContain('2');
    fireEvent.click(screen.getByTestId('search-filters-toggle'));
    expect(screen.getByTestId('search-filters-toggle').getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('says nothing was found and resets the filters', async () => {
    const requests = stubSearch((request) => pagedAnswer(request.cargoType === undefined ? 4 : 0)(request));
    await renderSearch('order', carrier, '/search-order?cargo=3&sort=price');
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
    await renderSearch('order', carrier);
    expect(await screen.findByText('Не удалось загрузить результаты поиска')).toBeTruthy();
    expect(screen.getByText('Сервер недоступен')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(requests).toHaveLength(2);
  });
});
