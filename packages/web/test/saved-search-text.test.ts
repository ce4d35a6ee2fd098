import { describe, expect, it } from 'vitest';
import { formatRubles } from '@fura/domain/money';
import { ZSavedSearchInput } from '@fura/domain/saved-searches';
import { SAVED_SEARCH_NAME_MAX } from '@fura/domain/search-limits';
import { querySummary } from '../src/features/saved-searches/query-summary';
import { composeName, corridorDraft, radiusDraft } from '../src/features/search/saved/saved-draft';
import { savedSearchPlaces } from '../src/shared/saved-searches/places';
import { EMPTY_CORRIDOR } from '../src/shared/search/corridor-params';
import { EMPTY_FILTERS } from '../src/shared/search/search-params';
import { makeCorridorSearch, makeSavedSearch } from './saved-search-fixtures';

describe('the name a saved search starts with', () => {
  it('adds filter words while they fit and cuts a long route with «…»', () => {
    expect(composeName('Москва → Казань', ['тент', 'мебель'])).toBe('Москва → Казань, тент, мебель');
    const long = 'Санкт-Петербург → Петропавловск-Камчатский';
    expect(composeName(long, ['цельнометаллический фургон'])).toBe(long);
    const cut = composeName('А'.repeat(80), []);
    expect(cut).toHaveLength(SAVED_SEARCH_NAME_MAX);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('is a valid input with the page’s query: everything or a route', () => {
    const all = radiusDraft(EMPTY_FILTERS, 'offer');
    expect(all.name).toBe('Все предложения');
    expect(all.query).toEqual({ kind: 'radius', search: { type: 'offer' } });
    expect(
      ZSavedSearchInput.safeParse({ name: all.name, query: all.query, channels: ['site'] }).success,
    ).toBe(true);

    expect(corridorDraft(EMPTY_CORRIDOR, 'order')).toBeNull();
    const moscow = { name: 'Москва', region: 'Москва', lat: 55.7558, lon: 37.6173 };
    const kazan = { name: 'Казань', region: '', lat: 55.7887, lon: 49.1221 };
    const route = corridorDraft(
      { ...EMPTY_CORRIDOR, departure: moscow, destination: kazan, startRadiusKm: 80 },
      'order',
    );
    expect(route?.query).toEqual({
      kind: 'corridor',
      search: {
        type: 'order',
        route: {
          departure: { lat: 55.7558, lon: 37.6173 },
          via: [],
          destination: { lat: 55.7887, lon: 49.1221 },
        },
        widthKm: 30,
        startRadiusKm: 80,
      },
    });
    expect(
      ZSavedSearchInput.safeParse({ name: route?.name, query: route?.query, channels: ['site'] }).success,
    ).toBe(true);
  });
});

describe('a saved search in one line', () => {
  it('reads every filter', () => {
    const search = makeSavedSearch('s1', {
      query: {
        kind: 'radius',
        search: {
          type: 'offer',
          from: { lat: 55.7558, lon: 37.6173, radiusKm: 0 },
          dateFrom: '2030-08-01',
          dateTo: '2030-08-05',
          cargoType: 1,
          weightMin: 500,
          weightMax: 1500,
          volumeMin: 10,
          bodyType: 'isotherm',
          budgetMax: 5_000_000,
          verifiedOnly: true,
          confirmedWithin24h: true,
        },
      },
    });
    expect(querySummary(search.query, { from: { name: 'Москва', region: '' } })).toBe(
      'Предложения · Москва → любой пункт · погрузка 01.08.2030–05.08.2030 · коробки · вес от 500 кг до 1,5 т · ' +
        `объём от 10 м³ · кузов: изотерм · бюджет до ${formatRubles(5_000_000)} · только проверенные · подтверждено за 24 ч`,
    );
  });

  it('a corridor without its names: the via points counted, the start radius of a return load', () => {
    const search = makeCorridorSearch('s1');
    const query =
      search.query.kind === 'corridor'
        ? { ...search.query, search: { ...search.query.search, startRadiusKm: 100 } }
        : search.query;
    expect(querySummary(query, {})).toBe(
      'Заказы · маршрут через 1 пункт · По пути ±30 км · погрузка до 100 км от начала · мебель',
    );
  });
});

describe('the names of a search’s places', () => {
  it('are read leniently: what does not parse is left out', () => {
    const search = makeSavedSearch('s1');
    expect(savedSearchPlaces(search)).toEqual({});
    expect(
      savedSearchPlaces(
        Object.assign({}, search, {
          places: { from: { name: 'Москва', region: 7 }, to: { name: '' }, via: 'x', destination: null },
        }),
      ),
    ).toEqual({ from: { name: 'Москва', region: '' } });
    expect(savedSearchPlaces(Object.assign({}, search, { places: 'broken' }))).toEqual({});
  });
});
