import { describe, expect, it } from 'vitest';
import { haversineKm } from '../src/geo';
import {
  cargoSideIdsOf,
  estimateArrival,
  locationRequestTooSoon,
  ZPublicTrack,
  ZTrackPoint,
} from '../src/geo-tracking';

describe('estimateArrival', () => {
  it('is the straight line × 1.25 at 60 km/h, rounded', () => {
    // One degree of latitude is 111.195 km: 138.99 km of road, 139 minutes at 60 km/h.
    expect(estimateArrival({ lat: 55, lon: 37 }, { lat: 56, lon: 37 })).toEqual({
      distanceKm: 139,
      minutes: 139,
    });
  });

  it('is zero at the destination', () => {
    expect(estimateArrival({ lat: 55.79, lon: 49.1 }, { lat: 55.79, lon: 49.1 })).toEqual({
      distanceKm: 0,
      minutes: 0,
    });
  });

  it('follows the haversine distance for a long trip (Москва → Казань)', () => {
    const from = { lat: 55.7558, lon: 37.6173 };
    const to = { lat: 55.7964, lon: 49.1089 };
    const road = haversineKm(from, to) * 1.25;
    expect(estimateArrival(from, to)).toEqual({ distanceKm: Math.round(road), minutes: Math.round(road) });
  });
});

describe('cargoSideIdsOf', () => {
  it('an order: its author; an offer: its executors', () => {
    expect(cargoSideIdsOf({ type: 'order', authorId: 'a' }, ['c'])).toEqual(['a']);
    expect(cargoSideIdsOf({ type: 'offer', authorId: 'c' }, ['a', 'b'])).toEqual(['a', 'b']);
    expect(cargoSideIdsOf({ type: 'offer', authorId: 'c' }, [])).toEqual([]);
  });
});

describe('locationRequestTooSoon', () => {
  it('names whole minutes left, at least one', () => {
    expect(locationRequestTooSoon(4.2)).toBe('Запрос уже отправлен. Повторить можно через 5 мин.');
    expect(locationRequestTooSoon(0.1)).toBe('Запрос уже отправлен. Повторить можно через 1 мин.');
  });
});

describe('schemas', () => {
  it('a track point is [lat, lon, time]', () => {
    expect(ZTrackPoint.safeParse([55, 37, '2026-01-01T00:00:00.000Z']).success).toBe(true);
    expect(ZTrackPoint.safeParse([55, 37]).success).toBe(false);
  });

  it('the public track strips anything but its fields', () => {
    const parsed = ZPublicTrack.parse({
      from: { settlement: 'Москва', lat: 55.76, lon: 37.62, region: 'Москва' },
      to: { settlement: 'Казань', lat: 55.8, lon: 49.11 },
      position: null,
      eta: null,
      expiresAt: '2026-01-01T00:00:00.000Z',
      toChangedAt: null,
      carrier: 'Иван',
    });
    expect(Object.keys(parsed).sort()).toEqual(['eta', 'expiresAt', 'from', 'position', 'to', 'toChangedAt']);
    expect(Object.keys(parsed.from).sort()).toEqual(['lat', 'lon', 'settlement']);
  });
});
