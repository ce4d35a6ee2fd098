import type { TSavedSearch } from '@fura/domain/saved-search-schemas';
import type { Handler } from './my-articles-fixtures';

/** Saved searches (issue 27) and a stand-in server for their calls, for the «Мои поиски» and save tests. */

export function makeSavedSearch(id: string, overrides: Partial<TSavedSearch> = {}): TSavedSearch {
  return {
    id,
    name: 'Москва → Казань, тент',
    query: {
      kind: 'radius',
      search: {
        type: 'order',
        from: { lat: 55.7558, lon: 37.6173, radiusKm: 50 },
        to: { lat: 55.7887, lon: 49.1221, radiusKm: 100 },
        bodyType: 'tent',
        dateFrom: '2030-08-01',
        weightMax: 20000,
      },
    },
    places: {},
    channels: ['site', 'email'],
    quietHours: { from: '22:00', to: '07:00' },
    paused: false,
    newCount: 0,
    createdAt: '2030-07-01T10:00:00.000Z',
    lastOpenedAt: null,
    ...overrides,
  };
}

/** A corridor search Москва → Владимир → Казань, ±30 km, with the names of its places kept beside it. */
export function makeCorridorSearch(id: string, overrides: Partial<TSavedSearch> = {}): TSavedSearch {
  return {
    ...makeSavedSearch(id),
    name: 'По пути: Москва → Казань',
    query: {
      kind: 'corridor',
      search: {
        type: 'order',
        route: {
          departure: { lat: 55.7558, lon: 37.6173 },
          via: [{ lat: 56.1291, lon: 40.4066 }],
          destination: { lat: 55.7887, lon: 49.1221 },
        },
        widthKm: 30,
        cargoType: 2,
      },
    },
    ...overrides,
  };
}

/** A server keeping `searches`: list, update (the fields given), delete; each answer from the current list. */
export function savedSearchServer(initial: TSavedSearch[]) {
  const state = { searches: [...initial] };
  const list: Handler = () => ({ body: { error: false, searches: state.searches, max: 20 } });
  const update: Handler = (body) => {
    const { id, ...change } = body as { id: string } & Partial<TSavedSearch>;
    const index = state.searches.findIndex((search) => search.id === id);
    const current = state.searches[index];
    if (!current) return { status: 404, body: { error: true, errors: [{ msg: 'Поиск не найден' }] } };
    const next = { ...current, ...change };
    state.searches[index] = next;
    return { body: { error: false, search: next } };
  };
  const remove: Handler = (body) => {
    state.searches = state.searches.filter((search) => search.id !== body.id);
    return { body: { error: false } };
  };
  return {
    state,
    handlers: {
      '/api/saved-search/list': list,
      '/api/saved-search/update': update,
      '/api/saved-search/delete': remove,
    } as Record<string, Handler>,
  };
}
