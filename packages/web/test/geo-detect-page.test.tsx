import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatAgo } from '../src/shared/format/date';
import { NOW, emitSocket, listAnswer, makeGeoItem, renderGeoDetect } from './geo-fixtures';
import { stubApi } from './my-articles-fixtures';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());
vi.mock('../src/features/geo-detect/components/GeoMap', () => ({
  default: (props: {
    items: { articleId: string; lastLocation: { lat: number; lon: number } | null }[];
    selectedId: string | null;
    track: unknown[];
    onSelect: (id: string) => void;
  }) => (
    <div data-testid="map-stub" data-selected={props.selectedId ?? ''} data-track={props.track.length}>
      {props.items.map((item) => (
        <button
          key={item.articleId}
          type="button"
          data-testid="map-stub-marker"
          data-lat={item.lastLocation?.lat ?? ''}
          onClick={() => props.onSelect(item.articleId)}
        >
          {item.articleId}
        </button>
      ))}
    </div>
  ),
}));

beforeEach(() => vi.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => vi.restoreAllMocks());

const items = () => screen.getAllByTestId('geo-item');

describe('formatAgo', () => {
  it('says how long ago, with Russian plurals for days', () => {
    const ago = (ms: number) => formatAgo(new Date(NOW - ms).toISOString(), NOW);
    expect(ago(20_000)).toBe('только что');
    expect(ago(5 * 60_000)).toBe('5 мин назад');
    expect(ago(59 * 60_000)).toBe('59 мин назад');
    expect(ago(3 * 3_600_000)).toBe('3 ч назад');
    expect(ago(24 * 3_600_000)).toBe('1 день назад');
    expect(ago(3 * 24 * 3_600_000)).toBe('3 дня назад');
    expect(ago(5 * 24 * 3_600_000)).toBe('5 дней назад');
    // A clock a little ahead on the server side is «только что», not a negative time.
    expect(formatAgo(new Date(NOW + 30_000).toISOString(), NOW)).toBe('только что');
  });
});

describe('/geo-detect list', () => {
  it('shows each listing on the way: carrier, route, last position time, and a stubbed map with all of them', async () => {
    const calls = stubApi({
      '/api/geo/list': () =>
        listAnswer([
          makeGeoItem('a1'),
          makeGeoItem('a2', { carrier: { _id: 'c2', name: 'Олег Смирнов' }, lastLocation: null }),
        ]),
    });
    renderGeoDetect();
    expect(screen.getByTestId('geo-loading')).toBeTruthy();
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(calls[0]?.path).toBe('/api/geo/list');

    const [first, second] = items() as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Сергей Иванов')).toBeTruthy();
    expect(within(first).getByText('Москва → Тверь')).toBeTruthy();
    expect(within(first).getByTestId('geo-item-time').textContent).toBe('Последняя точка: 5 мин назад');
    expect(within(first).getByRole('link', { name: 'Открыть заказ' }).getAttribute('href')).toBe('/order/a1');
    expect(within(second).getByTestId('geo-item-time').textContent).toBe(
      'Перевозчик ещё не передавал геолокацию',
    );
    expect(await screen.findByTestId('map-stub')).toBeTruthy();
    expect(screen.getAllByTestId('map-stub-marker')).toHaveLength(2);
  });

  it('selecting an item (list or marker) follows it and loads its track; selecting it again lets go', async () => {
    const calls = stubApi({
      '/api/geo/list': () => listAnswer([makeGeoItem('a1'), makeGeoItem('a2')]),
      '/api/geo/track': () => ({
        body: {
          error: false,
          points: [
            [56, 37, '2026-05-12T09:50:00.000Z'],
            [56.1, 37.1, '2026-05-12T09:55:00.000Z'],
          ],
        },
      }),
    });
    renderGeoDetect();
    const map = await screen.findByTestId('map-stub');
    const select = within(items()[1] as HTMLElement).getByTestId('geo-item-select');
    expect(select.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(select);
    expect(select.getAttribute('aria-pressed')).toBe('true');
    expect(map.getAttribute('data-selected')).toBe('a2');
    await waitFor(() => expect(map.getAttribute('data-track')).toBe('2'));
    expect(calls.find((call) => call.path === '/api/geo/track')?.body).toEqual({ articleId: 'a2' });
    expect(screen.getByText('Карта следует за этим грузом')).toBeTruthy();

    fireEvent.click(screen.getAllByTestId('map-stub-marker')[0] as HTMLElement);
    expect(map.getAttribute('data-selected')).toBe('a1');
    fireEvent.click(screen.getAllByTestId('map-stub-marker')[0] as HTMLElement);
    expect(map.getAttribute('data-selected')).toBe('');
  });

  it('moves the marker and extends the shown track live on setLocation, and reloads when a listing joins «в пути»', async () => {
    let list = [makeGeoItem('a1')];
    const calls = stubApi({
      '/api/geo/list': () => listAnswer(list),
      '/api/geo/track': () => ({
        body: { error: false, points: [[56.1, 37.1, '2026-05-12T09:55:00.000Z']] },
      }),
    });
    renderGeoDetect();
    const map = await screen.findByTestId('map-stub');
    fireEvent.click(within(items()[0] as HTMLElement).getByTestId('geo-item-select'));
    await waitFor(() => expect(map.getAttribute('data-track')).toBe('1'));

    act(() =>
      emitSocket('setLocation', {
        articleId: 'a1',
        position: [56.3, 36.8],
        at: new Date(NOW - 10_000).toISOString(),
      }),
    );
    await waitFor(() => expect(screen.getByTestId('map-stub-marker').getAttribute('data-lat')).toBe('56.3'));
    expect(map.getAttribute('data-track')).toBe('2');
    expect(screen.getByTestId('geo-item-time').textContent).toBe('Последняя точка: только что');
    // An older position arriving late does not move the marker back.
    act(() =>
      emitSocket('setLocation', {
        articleId: 'a1',
        position: [50, 30],
        at: new Date(NOW - 60 * 60_000).toISOString(),
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('map-stub-marker').getAttribute('data-lat')).toBe('56.3');
    expect(map.getAttribute('data-track')).toBe('2');

    list = [makeGeoItem('a1'), makeGeoItem('a3')];
    act(() =>
      emitSocket('updateStatusMyArticle', {
        articleId: 'a3',
        type: 'order',
        oldStatus: 3,
        status: 4,
        isTaking: false,
      }),
    );
    await waitFor(() => expect(items()).toHaveLength(2));
    const listCalls = calls.filter((call) => call.path === '/api/geo/list').length;
    // A change that does not touch «в пути» (published → executor chosen) reloads nothing.
    act(() =>
      emitSocket('updateStatusMyArticle', {
        articleId: 'a9',
        type: 'order',
        oldStatus: 2,
        status: 3,
        isTaking: false,
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.filter((call) => call.path === '/api/geo/list')).toHaveLength(listCalls);
  });

  it('says what makes a listing appear when none is on the way, with a link to the working orders', async () => {
    stubApi({ '/api/geo/list': () => listAnswer([]) });
    renderGeoDetect();
    const empty = await screen.findByTestId('geo-empty');
    expect(within(empty).getByText('Сейчас нет грузов в пути')).toBeTruthy();
    expect(empty.textContent).toContain('«В пути»');
    expect(within(empty).getByRole('link', { name: 'Заказы в работе' }).getAttribute('href')).toBe(
      '/my-orders-working',
    );
    expect(screen.queryByTestId('map-stub')).toBeNull();
  });

  it('shows a failed load with the reason and loads again on «Повторить»', async () => {
    let fail = true;
    stubApi({
      '/api/geo/list': () =>
        fail
          ? { status: 500, body: { error: true, errors: [{ msg: 'Сервер недоступен' }] } }
          : listAnswer([makeGeoItem('a1')]),
    });
    renderGeoDetect();
    const error = await screen.findByTestId('geo-error');
    expect(error.textContent).toContain('Сервер недоступен');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(items()).toHaveLength(1));
  });
});
