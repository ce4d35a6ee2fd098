import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

const base = { NODE_ENV: 'test' } as const;

describe('routing settings', () => {
  it('defaults: no routing server, detour factor 1.25', () => {
    expect(loadConfig(base).routing).toEqual({ url: null, detourFactor: 1.25 });
    expect(loadConfig({ ...base, ROUTING_URL: '' }).routing.url).toBeNull();
  });

  it('reads ROUTING_URL and ROUTE_DETOUR_FACTOR', () => {
    expect(
      loadConfig({ ...base, ROUTING_URL: 'http://osrm:5000', ROUTE_DETOUR_FACTOR: '1.4' }).routing,
    ).toEqual({ url: 'http://osrm:5000', detourFactor: 1.4 });
    expect(loadConfig({ ...base, ROUTE_DETOUR_FACTOR: '1' }).routing.detourFactor).toBe(1);
    expect(loadConfig({ ...base, ROUTE_DETOUR_FACTOR: '3' }).routing.detourFactor).toBe(3);
  });

  it.each([
    ['ROUTING_URL', 'osrm:5000'],
    ['ROUTING_URL', 'not a url'],
    ['ROUTING_URL', 'ftp://osrm.local/'],
    ['ROUTE_DETOUR_FACTOR', '0.9'],
    ['ROUTE_DETOUR_FACTOR', '3.5'],
    ['ROUTE_DETOUR_FACTOR', 'много'],
    ['ROUTE_DETOUR_FACTOR', ''],
  ])('refuses %s=%j', (name, value) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(
      new RegExp(`^Invalid environment: .*${name}: `),
    );
  });
});
