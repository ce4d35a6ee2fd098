import { describe, expect, it } from 'vitest';
import { ZSearchRequest } from '@fura/domain/search';
import {
  DEFAULT_RADIUS_KM,
  EMPTY_FILTERS,
  countActiveFilters,
  fromSearchParams,
  toSearchParams,
  toSearchRequest,
  type SearchFilters,
} from '../src/shared/search/search-params';

const FULL: SearchFilters = {
  from: { name: 'Тольятти', region: 'Самарская область', lat: 53.5078, lon: 49.4204, radiusKm: 100 },
  to: { name: 'Санкт-Петербург', region: '', lat: 59.9386, lon: 30.3141, radiusKm: 0 },
  dateFrom: '2026-08-01',
  dateTo: '2026-08-31',
  cargoType: 2,
  weightMin: 500,
  weightMax: 20000,
  volumeMin: 0,
  volumeMax: 82,
  bodyType: 'refrigerator',
  budgetMin: 10000,
  budgetMax: 150000,
  sort: 'distance',
};

const params = (query: string) => fromSearchParams(new URLSearchParams(query));

describe('search params', () => {
  it('round-trips every filter through the query string', () => {
    const query = toSearchParams(FULL).toString();
    expect(params(query)).toEqual(FULL);
    expect(query).toContain('fromName=%D0%A2%D0%BE%D0%BB%D1%8C%D1%8F%D1%82%D1%82%D0%B8');
    expect(Object.fromEntries(toSearchParams(FULL))).toMatchObject({
      fromLat: '53.5078',
      fromLon: '49.4204',
      fromRegion: 'Самарская область',
      fromR: '100',
      toR: '0',
      cargo: '2',
      wMin: '500',
      vMin: '0',
      body: 'refrigerator',
      bMin: '10000',
      bMax: '150000',
      sort: 'distance',
    });
  });

  it('writes nothing for empty filters and reads an empty query as empty filters', () => {
    expect(toSearchParams(EMPTY_FILTERS).toString()).toBe('');
    expect(params('')).toEqual(EMPTY_FILTERS);
  });

  it('round-trips a filter set with only some fields', () => {
    const some: SearchFilters = { ...EMPTY_FILTERS, to: FULL.to, weightMax: 1500, sort: 'price' };
    expect(params(toSearchParams(some).toString())).toEqual(some);
  });

  it('ignores values that do not parse', () => {
    const filters = params(
      'fromName=X&fromLat=abc&fromLon=10&toName=Y&toLat=95&toLon=10&dateFrom=2026-02-30&dateTo=tomorrow' +
        '&cargo=9&wMin=-5&wMax=1e3&vMin=12.5&vMax=201&body=boat&bMin=&bMax=100000001&sort=random',
    );
    expect(filters).toEqual(EMPTY_FILTERS);
  });

  it('needs a name and both coordinates for a place; a bad radius becomes the default', () => {
    expect(params('fromLat=55&fromLon=37').from).toBeNull();
    expect(params('fromName=Москва&fromLat=55.75&fromLon=37.61&fromR=75').from).toEqual({
      name: 'Москва',
      region: '',
      lat: 55.75,
      lon: 37.61,
      radiusKm: DEFAULT_RADIUS_KM,
    });
    expect(params('fromName=Москва&fromLat=55.75&fromLon=37.61&fromR=1000').from?.radiusKm).toBe(1000);
  });

  it('sorts by distance only with an origin', () => {
    expect(params('sort=distance').sort).toBe('newest');
    expect(params('sort=loadingDate').sort).toBe('loadingDate');
  });

  it('counts active filters, a range or a date range once', () => {
    expect(countActiveFilters(EMPTY_FILTERS)).toBe(0);
    expect(countActiveFilters(FULL)).toBe(8);
    expect(countActiveFilters({ ...EMPTY_FILTERS, weightMax: 5, dateTo: '2026-08-01', sort: 'price' })).toBe(
      2,
    );
  });
});

describe('toSearchRequest', () => {
  it('builds a valid request with kopecks and radii', () => {
    const request = toSearchRequest(FULL, 12, 'order');
    expect(request).toEqual({
      type: 'order',
      sort: 'distance',
      offset: 12,
      from: { lat: 53.5078, lon: 49.4204, radiusKm: 100 },
      to: { lat: 59.9386, lon: 30.3141, radiusKm: 0 },
      dateFrom: '2026-08-01',
      dateTo: '2026-08-31',
      cargoType: 2,
      weightMin: 500,
      weightMax: 20000,
      volumeMin: 0,
      volumeMax: 82,
      bodyType: 'refrigerator',
      budgetMin: 1_000_000,
      budgetMax: 15_000_000,
    });
    expect(ZSearchRequest.parse(request)).toEqual(request);
  });

  it('sends only the type, sort and offset without filters', () => {
    expect(toSearchRequest(EMPTY_FILTERS, 0, 'offer')).toEqual({ type: 'offer', sort: 'newest', offset: 0 });
    expect(toSearchRequest({ ...EMPTY_FILTERS, sort: 'distance' }, 0, 'offer').sort).toBe('newest');
  });

  it('the largest values the URL accepts are valid requests', () => {
    const max = params('wMax=100000&vMax=200&bMax=100000000');
    expect(ZSearchRequest.safeParse(toSearchRequest(max, 0, 'order')).success).toBe(true);
  });
});
