import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { haversineKm, type LatLon } from '@fura/domain/geo';
import { loadConfig } from '../src/config';
import { createRouteProvider } from '../src/integrations/routing/create-route-provider';
import { estimateRoute, GreatCircleRouteProvider } from '../src/integrations/routing/great-circle-provider';

const MOSCOW: LatLon = { lat: 55.7558, lon: 37.6173 };
const VLADIMIR: LatLon = { lat: 56.1291, lon: 40.4066 };
const KAZAN: LatLon = { lat: 55.7963, lon: 49.1088 };
const silent = pino({ level: 'silent' });

describe('great-circle route provider', () => {
  it('Москва → Казань: ≈ 719 km straight × 1.25, estimated, the line through the points as [lon, lat]', async () => {
    const route = await new GreatCircleRouteProvider(1.25).route([MOSCOW, KAZAN]);
    expect(route.estimated).toBe(true);
    expect(Math.abs(route.km - 719 * 1.25) / (719 * 1.25)).toBeLessThan(0.01);
    expect(route.line).toEqual([
      [37.6173, 55.7558],
      [49.1088, 55.7963],
    ]);
  });

  it('sums the legs through intermediate points and applies the detour factor given', () => {
    const route = estimateRoute([MOSCOW, VLADIMIR, KAZAN], 1.4);
    const legs = haversineKm(MOSCOW, VLADIMIR) + haversineKm(VLADIMIR, KAZAN);
    expect(route.km).toBeCloseTo(legs * 1.4, 9);
    expect(route.km).toBeGreaterThan(haversineKm(MOSCOW, KAZAN) * 1.4);
    expect(route.line).toEqual([
      [37.6173, 55.7558],
      [40.4066, 56.1291],
      [49.1088, 55.7963],
    ]);
  });

  it('a single point is a route of 0 km', () => {
    expect(estimateRoute([KAZAN], 1.25)).toEqual({ line: [[49.1088, 55.7963]], km: 0, estimated: true });
  });
});

describe('createRouteProvider', () => {
  it('without ROUTING_URL: the great-circle estimate with ROUTE_DETOUR_FACTOR', async () => {
    const config = loadConfig({ NODE_ENV: 'test', ROUTE_DETOUR_FACTOR: '2' });
    const routes = createRouteProvider(config, silent);
    expect(routes.kind).toBe('great-circle');
    expect((await routes.route([MOSCOW, KAZAN])).km).toBeCloseTo(haversineKm(MOSCOW, KAZAN) * 2, 9);
  });

  it('with ROUTING_URL: OSRM', () => {
    const config = loadConfig({ NODE_ENV: 'test', ROUTING_URL: 'http://osrm.local:5000' });
    expect(createRouteProvider(config, silent).kind).toBe('osrm');
  });
});
