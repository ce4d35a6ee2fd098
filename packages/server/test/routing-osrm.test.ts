import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { haversineKm, type LatLon } from '@fura/domain/geo';
import { LruCache } from '../src/integrations/address/lru-cache';
import { OsrmRouteProvider, type OsrmOptions } from '../src/integrations/routing/osrm-provider';
import type { TRoute } from '../src/integrations/routing/route-provider';
import {
  FAKE_OSRM_DISTANCE_M,
  FAKE_OSRM_LINE_LON_LAT,
  startFakeOsrm,
  type FakeOsrm,
  type FakeOsrmMode,
} from './helpers/fake-osrm';
import { freePort } from './helpers/free-port';
import { captureLog, type CapturedLog } from './helpers/log-capture';

const MOSCOW: LatLon = { lat: 55.7558, lon: 37.6173 };
const VLADIMIR: LatLon = { lat: 56.1291, lon: 40.4066 };
const KAZAN: LatLon = { lat: 55.7963, lon: 49.1088 };
const WARN = 40;
const INFO = 30;
const OUTAGE_WARNING = 'osrm routing unavailable';

let fake: FakeOsrm;
let captured: CapturedLog;

function provider(options: Partial<OsrmOptions> = {}): OsrmRouteProvider {
  return new OsrmRouteProvider({
    url: fake.url,
    detourFactor: 1.25,
    cache: new LruCache<TRoute>(100, 60_000),
    log: pino({ level: 'debug' }, captured.stream),
    timeoutMs: 1000,
    pauseAfterFailureMs: 0,
    ...options,
  });
}

const estimateKm = (...points: LatLon[]) =>
  points.slice(1).reduce((sum, point, index) => sum + haversineKm(points[index]!, point), 0) * 1.25;

beforeAll(async () => {
  fake = await startFakeOsrm();
  captured = captureLog();
  // The first fetch of a process loads the HTTP client: keep that out of the timed tests.
  await provider({ timeoutMs: 10_000 }).route([MOSCOW, KAZAN]);
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.mode = 'ok';
  fake.slowMs = 2000;
  captured = captureLog();
});

describe('OSRM route provider: an answer', () => {
  it('returns the decoded geometry as [lon, lat], the distance in km, not estimated', async () => {
    const route = await provider().route([MOSCOW, KAZAN]);
    expect(route.estimated).toBe(false);
    expect(route.km).toBeCloseTo(FAKE_OSRM_DISTANCE_M / 1000, 6);
    expect(route.line).toHaveLength(FAKE_OSRM_LINE_LON_LAT.length);
    route.line.forEach(([lon, lat], index) => {
      expect(lon).toBeCloseTo(FAKE_OSRM_LINE_LON_LAT[index]![0], 5);
      expect(lat).toBeCloseTo(FAKE_OSRM_LINE_LON_LAT[index]![1], 5);
    });
    expect(captured.matching(OUTAGE_WARNING)).toHaveLength(0);
  });

  it('asks the route service with lon,lat pairs in the order of the points, full polyline overview', async () => {
    await provider({ url: `${fake.url}/` }).route([MOSCOW, VLADIMIR, KAZAN]);
    expect(fake.requests).toEqual([
      '/route/v1/driving/37.6173,55.7558;40.4066,56.1291;49.1088,55.7963?overview=full&geometries=polyline',
    ]);
  });

  it('serves the second identical route from the cache, points rounded to ~1 m', async () => {
    const osrm = provider();
    const first = await osrm.route([MOSCOW, KAZAN]);
    const second = await osrm.route([
      { lat: MOSCOW.lat + 1e-7, lon: MOSCOW.lon },
      { lat: KAZAN.lat, lon: KAZAN.lon - 1e-7 },
    ]);
    expect(second).toEqual(first);
    expect(fake.requests).toHaveLength(1);
    await osrm.route([KAZAN, MOSCOW]);
    expect(fake.requests).toHaveLength(2);
  });

  it('answers the estimate for fewer than two points without asking', async () => {
    expect(await provider().route([MOSCOW])).toEqual({
      line: [[MOSCOW.lon, MOSCOW.lat]],
      km: 0,
      estimated: true,
    });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('OSRM route provider: failures fall back to the estimate', () => {
  const failingModes: { mode: FakeOsrmMode; what: string }[] = [
    { mode: 'slow', what: 'slower than the timeout' },
    { mode: 'error', what: 'HTTP 500' },
    { mode: 'no-route', what: 'code NoRoute' },
    { mode: 'garbage', what: 'malformed JSON' },
  ];

  for (const { mode, what } of failingModes) {
    it(`${what}: the estimate, one warning for the outage, a line when OSRM is back`, async () => {
      fake.mode = mode;
      fake.slowMs = 2000;
      const osrm = provider({ timeoutMs: 200 });
      const started = Date.now();
      const route = await osrm.route([MOSCOW, VLADIMIR, KAZAN]);
      expect(Date.now() - started).toBeLessThan(1500);
      expect(route).toEqual({
        line: [
          [MOSCOW.lon, MOSCOW.lat],
          [VLADIMIR.lon, VLADIMIR.lat],
          [KAZAN.lon, KAZAN.lat],
        ],
        km: estimateKm(MOSCOW, VLADIMIR, KAZAN),
        estimated: true,
      });
      expect((await osrm.route([MOSCOW, KAZAN])).estimated).toBe(true);
      expect(fake.requests).toHaveLength(2);
      expect(captured.matching(OUTAGE_WARNING, WARN)).toHaveLength(1);

      fake.mode = 'ok';
      expect((await osrm.route([MOSCOW, KAZAN])).estimated).toBe(false);
      expect(captured.matching('osrm routing available again', INFO)).toHaveLength(1);
      expect(captured.matching(OUTAGE_WARNING, WARN)).toHaveLength(1);
    });
  }

  it('the server down (nobody on the port): the estimate and one warning', async () => {
    const osrm = provider({ url: `http://127.0.0.1:${await freePort()}` });
    const first = await osrm.route([MOSCOW, KAZAN]);
    expect(first.estimated).toBe(true);
    expect(first.km).toBeCloseTo(estimateKm(MOSCOW, KAZAN), 9);
    expect((await osrm.route([MOSCOW, VLADIMIR])).estimated).toBe(true);
    const warnings = captured.matching(OUTAGE_WARNING, WARN);
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings[0])).toContain('network error');
  });

  it('does not cache an estimate: OSRM answers the same route once it is back', async () => {
    fake.mode = 'error';
    const osrm = provider();
    expect((await osrm.route([MOSCOW, KAZAN])).estimated).toBe(true);
    fake.mode = 'ok';
    expect((await osrm.route([MOSCOW, KAZAN])).estimated).toBe(false);
  });

  it('after an unreachable OSRM, answers the estimate without asking until the pause ends', async () => {
    let now = 1_000_000;
    const osrm = provider({ pauseAfterFailureMs: 30_000, now: () => now });
    fake.mode = 'error';
    await osrm.route([MOSCOW, KAZAN]);
    fake.mode = 'ok';
    expect((await osrm.route([MOSCOW, KAZAN])).estimated).toBe(true);
    expect(fake.requests).toHaveLength(1);
    now += 30_001;
    expect((await osrm.route([MOSCOW, KAZAN])).estimated).toBe(false);
    expect(fake.requests).toHaveLength(2);
  });

  it('a route OSRM cannot build does not pause it for the other routes', async () => {
    const osrm = provider({ pauseAfterFailureMs: 30_000 });
    fake.mode = 'no-route';
    expect((await osrm.route([MOSCOW, KAZAN])).estimated).toBe(true);
    fake.mode = 'ok';
    expect((await osrm.route([MOSCOW, VLADIMIR])).estimated).toBe(false);
    expect(fake.requests).toHaveLength(2);
  });
});
