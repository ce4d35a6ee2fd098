import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPlace } from '@fura/domain/article-schemas';
import { CorridorPage } from '../src/features/search/pages/CorridorPage';
import { KAZAN, MOSCOW } from './corridor-places';
import {
  ROUTE_LINE,
  corridorAnswer,
  corridorRequests,
  currentQuery,
  renderAt,
  results,
} from './corridor-fixtures';
import { stubApi } from './my-articles-fixtures';
import { cargo, carrier } from './search-page-harness';

// The real AddressField asks the server for suggestions; here a button «picks» each known place.
vi.mock('../src/shared/ui/inputs/AddressField', async () => {
  const { PLACES } = await import('./corridor-places');
  return {
    AddressField: (props: {
      label: string;
      value: TPlace | null;
      error?: string;
      onChange: (place: TPlace | null) => void;
      'data-testid'?: string;
    }) => (
      <div data-testid={props['data-testid']}>
        <span data-testid={`${props['data-testid']}-value`}>{props.value?.settlement ?? ''}</span>
        {PLACES.map((place) => (
          <button key={place.settlement} type="button" onClick={() => props.onChange(place)}>
            {`${props.label}: ${place.settlement}`}
          </button>
        ))}
        <button type="button" onClick={() => props.onChange(null)}>
          {`${props.label}: очистить`}
        </button>
      </div>
    ),
  };
});

// Leaflet does not run in jsdom: the lazy map is a stub with its markers as buttons (or fails when told to).
const map = vi.hoisted(() => ({ fails: false }));
vi.mock('../src/features/search/corridor/components/CorridorMap', () => ({
  default: (props: {
    line: [number, number][];
    widthKm: number;
    markers: { id: string; number: number; name: string }[];
    selection: { id: string } | null;
    onSelect: (id: string) => void;
  }) => {
    if (map.fails) throw new Error('chunk failed');
    return (
      <div
        data-testid="map-stub"
        data-selected={props.selection?.id ?? ''}
        data-width={props.widthKm}
        data-line={JSON.stringify(props.line)}
      >
        {props.markers.map((marker) => (
          <button
            key={marker.id}
            type="button"
            data-testid="map-stub-marker"
            onClick={() => props.onSelect(marker.id)}
          >
            {marker.name}
          </button>
        ))}
      </div>
    );
  },
}));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  map.fails = false;
});

const ROUTE_QUERY =
  'depName=Москва&depLat=55.7558&depLon=37.6173&depRegion=Москва' +
  '&via1Name=Владимир&via1Lat=56.1291&via1Lon=40.4066' +
  '&destName=Казань&destLat=55.7887&destLon=49.1221';

function renderOrders(query = '', session = carrier) {
  return renderAt(
    `/route-order${query ? `?${query}` : ''}`,
    '/route-order',
    <CorridorPage type="order" />,
    session,
  );
}

describe('«По пути»: the request and the results', () => {
  it('sends the route, its intermediate point, the width and the filters from the URL, and loads more', async () => {
    const calls = stubApi({ '/api/article/corridor': corridorAnswer(8) });
    renderOrders(
      `${ROUTE_QUERY}&w=50&cargo=2&wMax=20000&body=tent&dateFrom=2030-08-01&verified=1&fresh=1&sort=price`,
    );
    await waitFor(() => expect(results()).toHaveLength(6));
    expect(corridorRequests(calls)[0]).toEqual({
      type: 'order',
      route: {
        departure: { lat: 55.7558, lon: 37.6173 },
        via: [{ lat: 56.1291, lon: 40.4066 }],
        destination: { lat: 55.7887, lon: 49.1221 },
      },
      widthKm: 50,
      sort: 'price',
      offset: 0,
      dateFrom: '2030-08-01',
      cargoType: 2,
      weightMax: 20000,
      bodyType: 'tent',
      verifiedOnly: true,
      confirmedWithin24h: true,
    });
    expect(screen.getByTestId('corridor-confirmed-24h')).toHaveProperty('checked', true);
    expect(screen.getByTestId('corridor-width')).toHaveProperty('value', '50');
    expect(screen.getByTestId('corridor-sort')).toHaveProperty('value', 'Сначала дешевле');
    expect(screen.getByTestId('corridor-via-1-value').textContent).toBe('Владимир');

    fireEvent.click(screen.getByTestId('corridor-load-more'));
    await waitFor(() => expect(results()).toHaveLength(8));
    expect(corridorRequests(calls)[1]).toMatchObject({ offset: 6, widthKm: 50, sort: 'price' });
    expect(screen.queryByTestId('corridor-load-more')).toBeNull();
  });

  it('numbers the cards as the map does and shows «крюк ≈ N км» on each, the route’s length above', async () => {
    stubApi({ '/api/article/corridor': corridorAnswer(3) });
    renderOrders(ROUTE_QUERY);
    await waitFor(() => expect(results()).toHaveLength(3));
    expect(screen.getByTestId('corridor-route-km').textContent).toBe('Маршрут ≈ 812 км · коридор 30 км');
    const [first, , third] = results();
    expect(within(first!).getByTestId('corridor-result-number').textContent).toBe('Метка на карте 1');
    expect(within(first!).getByTestId('corridor-detour').textContent).toBe('крюк ≈ 5 км');
    expect(within(third!).getByTestId('corridor-detour').textContent).toBe('крюк ≈ 7 км');
    expect(within(first!).getByTestId('article-card-route').getAttribute('href')).toBe('/order/r1');
    const markers = await screen.findAllByTestId('map-stub-marker');
    expect(markers.map((marker) => marker.textContent)).toEqual([
      '1: Владимир → Нижний Новгород, крюк ≈ 5 км',
      '2: Владимир → Нижний Новгород, крюк ≈ 6 км',
      '3: Владимир → Нижний Новгород, крюк ≈ 7 км',
    ]);
    expect(screen.getByTestId('map-stub').getAttribute('data-line')).toBe(JSON.stringify(ROUTE_LINE));
  });

  it('drops «≈» when the kilometres came from a routing server', async () => {
    stubApi({ '/api/article/corridor': corridorAnswer(1, { line: ROUTE_LINE, km: 803, estimated: false }) });
    renderOrders(ROUTE_QUERY);
    await waitFor(() => expect(results()).toHaveLength(1));
    expect(screen.getByTestId('corridor-route-km').textContent).toBe('Маршрут 803 км · коридор 30 км');
    expect(screen.getByTestId('corridor-detour').textContent).toBe('крюк 5 км');
  });

  it('a marker tapped on the map marks its card, and a card’s «На карте» marks its marker', async () => {
    stubApi({ '/api/article/corridor': corridorAnswer(3) });
    renderOrders(ROUTE_QUERY);
    const markers = await screen.findAllByTestId('map-stub-marker');
    fireEvent.click(markers[1]!);
    expect(results()[1]!.getAttribute('aria-current')).toBe('true');
    expect(results()[0]!.getAttribute('aria-current')).toBeNull();
    expect(screen.getByTestId('map-stub').getAttribute('data-selected')).toBe('r2');

    const onMap = within(results()[2]!).getByRole('button', { name: 'На карте — метка 3' });
    fireEvent.click(onMap);
    expect(screen.getByTestId('map-stub').getAttribute('data-selected')).toBe('r3');
    expect(onMap.getAttribute('aria-pressed')).toBe('true');
    expect(results()[2]!.getAttribute('aria-current')).toBe('true');
  });

  it('keeps the list when the map fails to load, with a note', async () => {
    map.fails = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ '/api/article/corridor': corridorAnswer(2) });
    renderOrders(ROUTE_QUERY);
    expect(await screen.findByTestId('corridor-map-failed')).toBeTruthy();
    expect(results()).toHaveLength(2);
  });

  it('an empty result suggests a wider corridor or an intermediate point, and widens on request', async () => {
    const calls = stubApi({ '/api/article/corridor': corridorAnswer(0) });
    renderOrders(ROUTE_QUERY);
    const empty = await screen.findByTestId('corridor-empty');
    expect(empty.textContent).toContain('Вдоль этого маршрута ничего не нашлось');
    expect(empty.textContent).toContain('Расширьте коридор (сейчас 30 км), добавьте промежуточный пункт');
    fireEvent.click(within(empty).getByRole('button', { name: 'Расширить до 60 км' }));
    await waitFor(() => expect(corridorRequests(calls).at(-1)).toMatchObject({ widthKm: 60 }));
    expect(currentQuery().get('w')).toBe('60');
  });
});

describe('«По пути»: the form', () => {
  it('asks for both ends of the route before searching, then puts the route in the URL', async () => {
    const calls = stubApi({ '/api/article/corridor': corridorAnswer(2) });
    renderOrders();
    expect(screen.getByTestId('corridor-need-route').textContent).toContain(
      'Укажите, откуда и куда вы едете',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Откуда: Москва' }));
    expect(screen.getByTestId('corridor-need-route')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Куда: Казань' }));
    await waitFor(() => expect(results()).toHaveLength(2));
    expect(corridorRequests(calls)).toHaveLength(1);
    expect(corridorRequests(calls)[0]).toMatchObject({
      route: {
        departure: { lat: MOSCOW.lat, lon: MOSCOW.lon },
        via: [],
        destination: { lat: KAZAN.lat, lon: KAZAN.lon },
      },
      widthKm: 30,
      sort: 'detour',
    });
    expect(Object.fromEntries(currentQuery())).toMatchObject({ depName: 'Москва', destName: 'Казань' });
  });

  it('adds up to three intermediate points in order and removes one', async () => {
    const calls = stubApi({ '/api/article/corridor': corridorAnswer(1) });
    renderOrders(
      'depName=Москва&depLat=55.7558&depLon=37.6173&destName=Казань&destLat=55.7887&destLon=49.1221',
    );
    await waitFor(() => expect(results()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Добавить пункт' }));
    fireEvent.click(screen.getByRole('button', { name: 'Промежуточный пункт 1: Владимир' }));
    await waitFor(() =>
      expect(corridorRequests(calls).at(-1)?.route).toMatchObject({ via: [{ lat: 56.1291 }] }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Добавить пункт' }));
    fireEvent.click(screen.getByRole('button', { name: 'Промежуточный пункт 2: Нижний Новгород' }));
    await waitFor(() =>
      expect(corridorRequests(calls).at(-1)?.route).toMatchObject({
        via: [{ lat: 56.1291 }, { lat: 56.3269 }],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Добавить пункт' }));
    expect(screen.queryByRole('button', { name: 'Добавить пункт' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Убрать промежуточный пункт 1' }));
    await waitFor(() =>
      expect(corridorRequests(calls).at(-1)?.route).toMatchObject({ via: [{ lat: 56.3269 }] }),
    );
    expect(currentQuery().get('via1Name')).toBe('Нижний Новгород');
    expect(currentQuery().get('via2Name')).toBeNull();
  });

  it('ties the width’s error to its field and holds the search until the width is 5–200 km', async () => {
    const calls = stubApi({ '/api/article/corridor': corridorAnswer(1) });
    renderOrders(ROUTE_QUERY);
    await waitFor(() => expect(results()).toHaveLength(1));
    const width = screen.getByLabelText(/Ширина коридора, км/);
    fireEvent.change(width, { target: { value: '300' } });
    const message = 'Ширина коридора — от 5 до 200 км';
    expect(await screen.findByText(message)).toBeTruthy();
    expect(width.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (width.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    expect(screen.getByTestId('corridor-invalid')).toBeTruthy();
    fireEvent.change(width, { target: { value: '4' } });
    expect(screen.getByText(message)).toBeTruthy();

    fireEvent.change(width, { target: { value: '80' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.queryByText(message)).toBeNull();
    await waitFor(() => expect(corridorRequests(calls).at(-1)).toMatchObject({ widthKm: 80 }));
    expect(corridorRequests(calls).some((request) => request.widthKm === 300)).toBe(false);
    expect(currentQuery().get('w')).toBe('80');
  });

  it('sorts by the labels of the corridor’s orders', async () => {
    const calls = stubApi({ '/api/article/corridor': corridorAnswer(1) });
    renderOrders(ROUTE_QUERY);
    await waitFor(() => expect(results()).toHaveLength(1));
    fireEvent.click(screen.getByTestId('corridor-sort'));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Меньше крюк', 'По дате погрузки', 'Сначала дешевле', 'Выше ставка за км']);
    fireEvent.click(screen.getByRole('option', { name: 'Выше ставка за км' }));
    await waitFor(() => expect(corridorRequests(calls).at(-1)).toMatchObject({ sort: 'pricePerKm' }));
  });
});

describe('«По пути»: who searches', () => {
  it('a visitor searches and is asked to log in', async () => {
    stubApi({ '/api/article/corridor': corridorAnswer(1) });
    renderOrders(ROUTE_QUERY, null as never);
    expect(screen.getByTestId('search-guest')).toBeTruthy();
    await waitFor(() => expect(results()).toHaveLength(1));
  });

  it('a cargo owner on «Заказы по пути» is sent to «Транспорт по пути»', () => {
    stubApi({});
    renderOrders(ROUTE_QUERY, cargo);
    const notice = screen.getByTestId('corridor-wrong-role');
    expect(
      within(notice).getByRole('link', { name: 'Открыть «Транспорт по пути»' }).getAttribute('href'),
    ).toBe('/route-offer');
  });

  it('asks for offers on «Транспорт по пути» and links to /offer/:id', async () => {
    const calls = stubApi({ '/api/article/corridor': corridorAnswer(1) });
    renderAt(`/route-offer?${ROUTE_QUERY}`, '/route-offer', <CorridorPage type="offer" />, cargo);
    await waitFor(() => expect(results()).toHaveLength(1));
    expect(corridorRequests(calls)[0]).toMatchObject({ type: 'offer' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Транспорт по пути');
    expect(within(results()[0]!).getByTestId('article-card-route').getAttribute('href')).toBe('/offer/r1');
  });
});
