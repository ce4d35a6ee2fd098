import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLES_PER_PAGE } from '@fura/domain/constants';
import { corridorMatcher, greatCircleLine, lineLengthKm, type LonLat } from '@fura/domain/corridor';
import { NARROW_DETOUR_KM } from '@fura/domain/corridor-narrow';
import { ZCorridorRequest, type TCorridorRequest } from '@fura/domain/corridor-search';
import { compareCorridorResults, type CorridorResult } from '@fura/domain/corridor-sort';
import type { LatLon } from '@fura/domain/geo';
import { pointOnArc } from '@fura/domain/great-circle';
import { articles } from '../src/db/schema';
import { corridorMatches } from '../src/modules/search/corridor-service';
import { moscowDate } from './helpers/articles';
import { createUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

/**
 * The narrow first read of «Меньше крюк» (domain corridor-narrow.ts) against a brute-force scan: busy lanes where
 * many loads run close to the line (so the narrow read answers), loads within the lanes' end cities (the wedge
 * behind the route's end), and routes elsewhere (so it falls back to the whole corridor). The first pages must be
 * the brute force's either way.
 */

const FACTOR = 1.25;
const MOSCOW: LonLat = [37.6173, 55.7558];
const KAZAN: LonLat = [49.1089, 55.7964];
const ST_PETERSBURG: LonLat = [30.3351, 59.9343];
const YEKATERINBURG: LonLat = [60.6057, 56.8389];
const KRASNODAR: LonLat = [38.9753, 45.0355];
const VORONEZH: LonLat = [39.2003, 51.6608];
const NIZHNY_NOVGOROD: LonLat = [44.0059, 56.3269];
/** Routes with busy lanes along them, two through an intermediate point (a small turn). */
const LANES: LonLat[][] = [
  [MOSCOW, KAZAN],
  [MOSCOW, ST_PETERSBURG],
  [YEKATERINBURG, MOSCOW],
  [KRASNODAR, VORONEZH, MOSCOW],
  [MOSCOW, NIZHNY_NOVGOROD, KAZAN],
];

/** Seeded PRNG (mulberry32). */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(20_261_128);
const between = (min: number, max: number) => min + random() * (max - min);

const KM_PER_DEGREE = 111.2;
const cosLat = (lat: number) => Math.cos((lat * Math.PI) / 180);
/** A flat step of `km` east and `northKm` north (a few km). */
const step = ([lon, lat]: LonLat, eastKm: number, northKm: number): LatLon => ({
  lat: lat + northKm / KM_PER_DEGREE,
  lon: lon + eastKm / (KM_PER_DEGREE * cosLat(lat)),
});
/** At most `km` from `point` in a random direction. */
function jitter(point: LonLat, km: number): LatLon {
  const angle = random() * 2 * Math.PI;
  const distance = random() * km;
  return step(point, distance * Math.cos(angle), distance * Math.sin(angle));
}
/** The point at `along` (a share of its km, beyond its ends too) of a route of great-circle legs. */
function pointAlong(lane: LonLat[], along: number): LonLat {
  const legs = lane.slice(1).map((point, i) => lineLengthKm([lane[i]!, point]));
  let km = along * legs.reduce((sum, leg) => sum + leg, 0);
  let leg = 0;
  while (leg < legs.length - 1 && km > legs[leg]!) km -= legs[leg++]!;
  return pointOnArc(lane[leg]!, lane[leg + 1]!, km / legs[leg]!);
}

/** Off the lane at `along` by 0.5–5 km to either side, square to it: a detour near the narrow read's bound. */
function beside(lane: LonLat[], along: number): LatLon {
  const at = pointAlong(lane, along);
  const next = pointAlong(lane, along + 0.001);
  const east = (next[0] - at[0]) * cosLat(at[1]);
  const north = next[1] - at[1];
  const length = Math.hypot(east, north);
  const km = between(0.5, 5) * (random() < 0.5 ? -1 : 1);
  return step(at, (-north / length) * km, (east / length) * km);
}

interface Listing {
  id: string;
  from: LatLon;
  to: LatLon;
}

let t: Awaited<ReturnType<typeof startTestApp>>;
const listings: Listing[] = [];

beforeAll(async () => {
  t = await startTestApp({ ownDatabase: true });
  const { user } = await createUser(t.deps.db, { type: 'cargo' });
  const add = (from: LatLon, to: LatLon) => listings.push({ id: randomUUID(), from, to });
  for (const lane of LANES) {
    const end = lane.at(-1)!;
    for (let i = 0; i < 120; i++) {
      const along = between(-0.03, 0.7);
      add(beside(lane, along), beside(lane, between(along + 0.02, 1.03)));
    }
    // Within the end city, both ways: the wedge behind the route's end.
    for (let i = 0; i < 40; i++) add(jitter(end, 45), jitter(end, 45));
  }
  for (let i = 0; i < 2000; i++) {
    add({ lat: between(44, 61), lon: between(29, 62) }, { lat: between(44, 61), lon: between(29, 62) });
  }
  const loadingDate = moscowDate(1);
  for (let start = 0; start < listings.length; start += 1000) {
    await t.deps.db.insert(articles).values(
      listings.slice(start, start + 1000).map((listing) => ({
        id: listing.id,
        type: 'order' as const,
        status: 2,
        authorId: user.id,
        fromAddress: 'Адрес отправления',
        fromSettlement: 'Город',
        fromRegion: 'Область',
        fromLat: listing.from.lat,
        fromLon: listing.from.lon,
        toAddress: 'Адрес назначения',
        toSettlement: 'Город',
        toRegion: 'Область',
        toLat: listing.to.lat,
        toLon: listing.to.lon,
        loadingDate,
        cargoTypes: [],
        bodyTypes: [],
        paymentMethod: 'cash',
        publishedAt: new Date(),
      })),
    );
  }
}, 300_000);
afterAll(() => t.close());

/** Every listing through the corridor rule, smallest detour first, then the id. */
function bruteForce(request: TCorridorRequest): string[] {
  const matcher = corridorMatcher(greatCircleLine(request.route), null, request.widthKm, FACTOR);
  const results: CorridorResult[] = [];
  for (const listing of listings) {
    const match = matcher(listing.from, listing.to);
    if (match) results.push({ id: listing.id, detourKm: match.detourKm, key: null });
  }
  return results.sort(compareCorridorResults).map((result) => result.id);
}

const lonLat = ([lon, lat]: LonLat): LatLon => ({ lat, lon });

describe('the narrow first read of «Меньше крюк»', () => {
  it('answers along busy lanes and falls back elsewhere, with the brute force’s pages either way', async () => {
    const reads = { narrow: 0, full: 0 };
    const routes: LatLon[][] = [
      ...LANES.flatMap((lane) => Array.from({ length: 10 }, () => lane.map((point) => jitter(point, 5)))),
      ...Array.from({ length: 12 }, () => [
        { lat: between(44, 61), lon: between(29, 62) },
        { lat: between(44, 61), lon: between(29, 62) },
      ]),
    ];
    for (const [departure, ...rest] of routes) {
      const destination = rest.pop()!;
      const request = ZCorridorRequest.parse({
        type: 'order',
        route: { departure, via: rest, destination },
        widthKm: Math.round(between(5, 80)),
      });
      const expected = bruteForce(request);
      for (const limit of [ARTICLES_PER_PAGE, 2 * ARTICLES_PER_PAGE]) {
        const result = await corridorMatches(t.deps, request, limit);
        expect(
          result.matches.map((match) => match.id),
          JSON.stringify(request),
        ).toEqual(expected.slice(0, limit));
        expect(result.more).toBe(expected.length > limit);
        if (result.read === 'narrow') {
          expect(result.matches.at(-1)!.detourKm).toBeLessThanOrEqual(NARROW_DETOUR_KM);
        }
        reads[result.read]++;
      }
    }
    expect(reads.narrow, JSON.stringify(reads)).toBeGreaterThan(40);
    expect(reads.full, JSON.stringify(reads)).toBeGreaterThan(10);
  }, 300_000);

  it('reads the whole corridor for a route that turns back and for other orders', async () => {
    const request = ZCorridorRequest.parse({
      type: 'order',
      route: { departure: lonLat(MOSCOW), via: [lonLat(KAZAN)], destination: lonLat(NIZHNY_NOVGOROD) },
    });
    expect((await corridorMatches(t.deps, request, ARTICLES_PER_PAGE)).read).toBe('full');
    const byDate = ZCorridorRequest.parse({
      type: 'order',
      route: { departure: lonLat(MOSCOW), destination: lonLat(KAZAN) },
      sort: 'loadingDate',
    });
    expect((await corridorMatches(t.deps, byDate, ARTICLES_PER_PAGE)).read).toBe('full');
    const lane = ZCorridorRequest.parse({
      type: 'order',
      route: { departure: lonLat(MOSCOW), destination: lonLat(KAZAN) },
    });
    expect((await corridorMatches(t.deps, lane, ARTICLES_PER_PAGE)).read).toBe('narrow');
  });
});
