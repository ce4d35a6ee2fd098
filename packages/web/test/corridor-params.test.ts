import { describe, expect, it } from 'vitest';
import { ZCorridorRequest } from '@fura/domain/corridor-search';
import {
  EMPTY_CORRIDOR,
  fromCorridorParams,
  toCorridorParams,
  toCorridorRequest,
  type CorridorFilters,
} from '../src/shared/search/corridor-params';

const FULL: CorridorFilters = {
  departure: { name: 'Москва', region: 'Москва', lat: 55.7558, lon: 37.6173 },
  via: [
    { name: 'Владимир', region: 'Владимирская область', lat: 56.1291, lon: 40.4066 },
    { name: 'Нижний Новгород', region: '', lat: 56.3269, lon: 44.0059 },
  ],
  destination: { name: 'Казань', region: 'Республика Татарстан', lat: 55.7887, lon: 49.1221 },
  widthKm: 75,
  startRadiusKm: 120,
  dateFrom: '2030-08-01',
  dateTo: '2030-08-31',
  cargoType: 2,
  weightMin: 500,
  weightMax: 20000,
  volumeMin: 0,
  volumeMax: 82,
  bodyType: 'refrigerator',
  budgetMin: 10000,
  budgetMax: 150000,
  verifiedOnly: true,
  confirmedWithin24h: true,
  sort: 'pricePerKm',
};

const read = (query: string) => fromCorridorParams(new URLSearchParams(query));

describe('corridor params', () => {
  it('round-trips every field through the query string, keeping a page’s own key', () => {
    const params = toCorridorParams(FULL, { deal: 'd1' });
    expect(read(params.toString())).toEqual(FULL);
    expect(Object.fromEntries(params)).toMatchObject({
      deal: 'd1',
      depName: 'Москва',
      via1Name: 'Владимир',
      via2Name: 'Нижний Новгород',
      destName: 'Казань',
      w: '75',
      r: '120',
      fresh: '1',
      sort: 'pricePerKm',
    });
  });

  it('writes nothing for the defaults and reads an empty query as them', () => {
    expect(toCorridorParams(EMPTY_CORRIDOR).toString()).toBe('');
    expect(read('')).toEqual(EMPTY_CORRIDOR);
  });

  it('leaves out what does not parse: a width or radius out of range, a point without coordinates', () => {
    const filters = read(
      'w=300&r=0&depName=Москва&depLat=95&depLon=37&via2Name=Тверь&via2Lat=56.8&via2Lon=35.9',
    );
    expect(filters.widthKm).toBe(30);
    expect(filters.startRadiusKm).toBeNull();
    expect(filters.departure).toBeNull();
    // A gap in the numbering does not lose the point.
    expect(filters.via.map((point) => point.name)).toEqual(['Тверь']);
  });

  it('builds a request the server’s schema accepts, and none without both ends of the route', () => {
    const request = toCorridorRequest(FULL, 12, 'order');
    expect(ZCorridorRequest.safeParse(request).success).toBe(true);
    expect(request).toMatchObject({ offset: 12, budgetMin: 1_000_000, startRadiusKm: 120, widthKm: 75 });
    expect(toCorridorRequest({ ...FULL, destination: null }, 0, 'order')).toBeNull();
  });
});
