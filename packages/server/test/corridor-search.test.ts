import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encode } from '@googlemaps/polyline-codec';
import { corridorMatch, greatCircleLine } from '@fura/domain/corridor';
import {
  ZCorridorResponse,
  type TCorridorRequestInput,
  type TCorridorResponse,
} from '@fura/domain/corridor-search';
import type { LatLon } from '@fura/domain/geo';
import type { Db } from '../src/db/connect';
import { createArticle, moscowDate } from './helpers/articles';
import { bearer, createUser, type CreatedUser } from './helpers/factories';
import { startFakeOsrm, type FakeOsrm } from './helpers/fake-osrm';
import { startTestApp } from './helpers/test-app';

/** «По пути» and «Обратный груз» over HTTP (issue 26), on a database of its own: only this file's listings. */

const MOSCOW: LatLon = { lat: 55.7558, lon: 37.6173 };
const VLADIMIR: LatLon = { lat: 56.129, lon: 40.4066 };
const NIZHNY: LatLon = { lat: 56.3269, lon: 44.0059 };
const KAZAN: LatLon = { lat: 55.7964, lon: 49.1089 };
const EKATERINBURG: LatLon = { lat: 56.838, lon: 60.5975 };
const PERM: LatLon = { lat: 58.0105, lon: 56.2502 };
/** Высокая Гора, 18 km beyond Казань: within W of the route's end. */
const BEYOND_KAZAN: LatLon = { lat: 55.92, lon: 49.31 };
const SPB: LatLon = { lat: 59.9386, lon: 30.3141 };

let t: Awaited<ReturnType<typeof startTestApp>>;
let cargo: CreatedUser;
let carrier: CreatedUser;
const ids: Record<string, string> = {};

async function listing(
  db: Db,
  name: string,
  from: LatLon,
  to: LatLon,
  overrides: Parameters<typeof createArticle>[2] = {},
) {
  const row = await createArticle(db, overrides.authorId ?? cargo.user.id, {
    fromLat: from.lat,
    fromLon: from.lon,
    toLat: to.lat,
    toLon: to.lon,
    ...overrides,
  });
  ids[name] = row.id;
  return row;
}

beforeAll(async () => {
  t = await startTestApp({ ownDatabase: true });
  cargo = await createUser(t.deps.db, { type: 'cargo' });
  carrier = await createUser(t.deps.db, { type: 'carrier' });
  const banned = await createUser(t.deps.db, { type: 'cargo', isBan: true });
  const db = t.deps.db;
  await listing(db, 'vladimirNizhny', VLADIMIR, NIZHNY, { budgetKopecks: 3_000_000 });
  await listing(db, 'vladimirMoscow', VLADIMIR, MOSCOW);
  await listing(db, 'moscowKazan', MOSCOW, KAZAN, { budgetKopecks: 9_000_000 });
  await listing(db, 'nizhnyBeyondKazan', NIZHNY, BEYOND_KAZAN, { budgetKopecks: 20_000_000 });
  await listing(db, 'nizhnyEkaterinburg', NIZHNY, EKATERINBURG);
  // Eight loads along the way of their own cargo type, for paging.
  for (let i = 0; i < 8; i++) {
    const along = (i + 1) / 10;
    const point = {
      lat: MOSCOW.lat + (KAZAN.lat - MOSCOW.lat) * along,
      lon: MOSCOW.lon + (KAZAN.lon - MOSCOW.lon) * along,
    };
    await listing(db, `paging${i}`, point, KAZAN, { cargoTypes: [6] });
  }
  await listing(db, 'moscowSpb', MOSCOW, SPB);
  await listing(db, 'draft', VLADIMIR, NIZHNY, { status: 1, publishedAt: null });
  await listing(db, 'inWork', VLADIMIR, NIZHNY, { status: 4 });
  await listing(db, 'banned', VLADIMIR, NIZHNY, { authorId: banned.user.id });
  await listing(db, 'otherCargo', VLADIMIR, NIZHNY, { cargoTypes: [5] });
  await listing(db, 'ekbPerm', EKATERINBURG, PERM, { loadingDate: moscowDate(3) });
  await listing(db, 'ekbMoscow', { lat: 56.85, lon: 60.55 }, MOSCOW, { loadingDate: moscowDate(4) });
}, 60_000);
afterAll(() => t.close());

async function corridor(body: TCorridorRequestInput, token?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/article/corridor',
    headers: token ? bearer(token) : {},
    payload: body,
  });
  return response;
}

async function found(body: TCorridorRequestInput, token?: string): Promise<TCorridorResponse> {
  const response = await corridor(body, token);
  expect(response.statusCode, response.body).toBe(200);
  return ZCorridorResponse.parse(response.json());
}

const namesOf = (page: TCorridorResponse) =>
  page.results.map((result) => Object.keys(ids).find((name) => ids[name] === result.article._id));

const moscowKazan = { departure: MOSCOW, destination: KAZAN };

describe('POST /api/article/corridor', () => {
  it('finds a guest the loads along Москва → Казань with their detour, never one going back', async () => {
    const page = await found({ type: 'order', route: moscowKazan, widthKm: 50, cargoType: 1 });
    expect(namesOf(page)).toEqual(
      expect.arrayContaining(['vladimirNizhny', 'moscowKazan', 'nizhnyBeyondKazan']),
    );
    expect(namesOf(page)).not.toContain('vladimirMoscow');
    // Its destination lies 700 km beyond the route's end.
    expect(namesOf(page)).not.toContain('nizhnyEkaterinburg');
    expect(namesOf(page)).not.toContain('moscowSpb');
    for (const hidden of ['draft', 'inWork', 'banned']) expect(namesOf(page)).not.toContain(hidden);
    const line = greatCircleLine({ ...moscowKazan, via: [] });
    const vladimir = page.results.find((result) => result.article._id === ids.vladimirNizhny)!;
    expect(vladimir.detourKm).toBe(corridorMatch(line, null, VLADIMIR, NIZHNY, 50)!.detourKm);
    expect(vladimir.detourKm).toBeGreaterThan(0);
    // The whole route itself is no detour at all.
    expect(page.results.find((result) => result.article._id === ids.moscowKazan)!.detourKm).toBe(0);
    expect(page.route.estimated).toBe(true);
    expect(page.route.line).toEqual([
      [MOSCOW.lon, MOSCOW.lat],
      [KAZAN.lon, KAZAN.lat],
    ]);
    expect(page.route.km).toBeGreaterThan(700 * 1.25);
    expect(page.results[0]!.article.author).not.toHaveProperty('email');
  });

  it('sorts by the smallest detour by default, by price and by price per km on request', async () => {
    const byDetour = await found(
      { type: 'order', route: moscowKazan, widthKm: 50, cargoType: 1 },
      carrier.token,
    );
    const detours = byDetour.results.map((result) => result.detourKm);
    expect(detours).toEqual([...detours].sort((a, b) => a - b));
    const byPrice = await found({
      type: 'order',
      route: moscowKazan,
      widthKm: 50,
      cargoType: 1,
      sort: 'price',
    });
    expect(namesOf(byPrice).slice(0, 3)).toEqual(['vladimirNizhny', 'moscowKazan', 'nizhnyBeyondKazan']);
    const perKm = await found({ type: 'order', route: moscowKazan, widthKm: 50, sort: 'pricePerKm' });
    const rates = perKm.results
      .filter((result) => result.article.budgetKopecks !== null)
      .map((result) => (result.article.budgetKopecks ?? 0) / Math.max(1, result.loadKm));
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
  });

  it('applies the search filters: type, cargo, dates', async () => {
    const offers = await found({ type: 'offer', route: moscowKazan, widthKm: 50 });
    expect(offers.results).toEqual([]);
    const construction = await found({ type: 'order', route: moscowKazan, widthKm: 50, cargoType: 5 });
    expect(namesOf(construction)).toEqual(['otherCargo']);
    const later = await found({
      type: 'order',
      route: { departure: EKATERINBURG, destination: MOSCOW },
      widthKm: 50,
      dateFrom: moscowDate(4),
    });
    expect(namesOf(later)).toEqual(['ekbMoscow']);
  });

  it('with the default width of 30 km the great-circle line misses Владимир → Нижний Новгород; a via point finds it', async () => {
    const straight = await found({ type: 'order', route: moscowKazan });
    expect(namesOf(straight)).not.toContain('vladimirNizhny');
    const viaNizhny = await found({ type: 'order', route: { ...moscowKazan, via: [NIZHNY] } });
    expect(namesOf(viaNizhny)).toContain('vladimirNizhny');
  });

  it('«Обратный груз»: a start radius keeps only loads from around the route start', async () => {
    const back = { departure: EKATERINBURG, destination: MOSCOW };
    const wide = await found({ type: 'order', route: back, widthKm: 100 });
    expect(namesOf(wide)).toContain('ekbMoscow');
    const returnLoad = await found({ type: 'order', route: back, widthKm: 100, startRadiusKm: 50 });
    expect(namesOf(returnLoad)).toEqual(['ekbMoscow']);
    const tight = await found({ type: 'order', route: back, widthKm: 100, startRadiusKm: 1 });
    expect(tight.results).toEqual([]);
  });

  it('pages six at a time', async () => {
    const paging = { type: 'order', route: moscowKazan, widthKm: 50, cargoType: 6 } as const;
    const first = await found(paging);
    const second = await found({ ...paging, offset: 6 });
    expect(first.results).toHaveLength(6);
    expect(first.hasMore).toBe(true);
    expect(second.results).toHaveLength(2);
    const all = [...first.results, ...second.results].map((result) => result.article._id);
    expect(new Set(all)).toEqual(new Set(Array.from({ length: 8 }, (_, i) => ids[`paging${i}`])));
    expect(second.hasMore).toBe(false);
  });

  it.each([
    [{ widthKm: 3 }, 'widthKm', 'Ширина коридора — от 5 до 200 км'],
    [{ widthKm: 500 }, 'widthKm', 'Ширина коридора — от 5 до 200 км'],
    [{ startRadiusKm: 900 }, 'startRadiusKm', 'Радиус — не больше 500 км'],
    [
      { route: { ...moscowKazan, via: [VLADIMIR, VLADIMIR, NIZHNY, NIZHNY] } },
      'route.via',
      'Не больше 3 промежуточных пунктов',
    ],
  ])('refuses bad input %j with a Russian message and 400', async (patch, param, msg) => {
    const response = await corridor({ type: 'order', route: moscowKazan, ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true, errors: [{ param, msg }] });
  });

  it('refuses a route without a destination or with a point off the globe', async () => {
    for (const route of [{ departure: MOSCOW }, { departure: { lat: 95, lon: 37 }, destination: KAZAN }]) {
      const response = await corridor({ type: 'order', route } as TCorridorRequestInput);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: true });
    }
  });
});

describe('POST /api/article/corridor with an OSRM server (ROUTING_URL)', () => {
  let osrm: FakeOsrm;
  let withRoads: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    osrm = await startFakeOsrm();
    // The M-7 as a routing server draws it: through Владимир and Нижний Новгород.
    osrm.geometry = encode(
      [MOSCOW, VLADIMIR, NIZHNY, KAZAN].map((point) => [point.lat, point.lon]),
      5,
    );
    osrm.distanceM = 812_000;
    withRoads = await startTestApp({
      ownDatabase: true,
      config: { routing: { url: osrm.url, detourFactor: 1.25 } },
    });
    const owner = await createUser(withRoads.deps.db, { type: 'cargo' });
    await createArticle(withRoads.deps.db, owner.user.id, {
      fromLat: VLADIMIR.lat,
      fromLon: VLADIMIR.lon,
      toLat: NIZHNY.lat,
      toLon: NIZHNY.lon,
    });
  }, 60_000);
  afterAll(async () => {
    await withRoads.close();
    await osrm.close();
  });

  it('follows the road: Владимир → Нижний Новгород lies on it at the default 30 km, with no detour', async () => {
    const response = await withRoads.app.inject({
      method: 'POST',
      url: '/api/article/corridor',
      payload: { type: 'order', route: moscowKazan },
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = ZCorridorResponse.parse(response.json());
    expect(page.route).toMatchObject({ km: 812, estimated: false });
    expect(page.results).toHaveLength(1);
    expect(page.results[0]!.detourKm).toBe(0);
    expect(osrm.requests.some((path) => path.startsWith('/route/v1/driving/'))).toBe(true);
  });

  it('answers a long road drawn with at most 500 points, its ends kept, and still measures along the whole road', async () => {
    const stops = [MOSCOW, VLADIMIR, NIZHNY, KAZAN];
    const dense: [number, number][] = [];
    for (let leg = 0; leg < stops.length - 1; leg++) {
      const [a, b] = [stops[leg]!, stops[leg + 1]!];
      for (let i = 0; i < 1000; i++) {
        const f = i / 1000;
        // A wiggle of ~50 m, as a real road has: simplification drops it.
        const wiggle = (i % 2 === 0 ? 1 : -1) * 0.0005;
        dense.push([a.lat + (b.lat - a.lat) * f + wiggle, a.lon + (b.lon - a.lon) * f]);
      }
    }
    dense.push([KAZAN.lat, KAZAN.lon]);
    osrm.geometry = encode(dense, 5);
    try {
      const response = await withRoads.app.inject({
        method: 'POST',
        url: '/api/article/corridor',
        payload: { type: 'order', route: { ...moscowKazan, via: [VLADIMIR] } },
      });
      expect(response.statusCode, response.body).toBe(200);
      const page = ZCorridorResponse.parse(response.json());
      expect(page.route.line.length).toBeLessThanOrEqual(500);
      expect(page.route.line.length).toBeGreaterThan(3);
      expect(page.route.line[0]).toEqual([dense[0]![1], dense[0]![0]].map((v) => Math.round(v * 1e5) / 1e5));
      expect(page.route.line.at(-1)).toEqual([KAZAN.lon, KAZAN.lat].map((v) => Math.round(v * 1e5) / 1e5));
      expect(page.results).toHaveLength(1);
      expect(page.results[0]!.detourKm).toBe(0);
    } finally {
      osrm.geometry = encode(
        [MOSCOW, VLADIMIR, NIZHNY, KAZAN].map((point) => [point.lat, point.lon]),
        5,
      );
    }
  });

  it('falls back to the estimate when the routing server fails, never an error for the user', async () => {
    osrm.mode = 'error';
    const response = await withRoads.app.inject({
      method: 'POST',
      url: '/api/article/corridor',
      payload: { type: 'order', route: { ...moscowKazan, via: [NIZHNY] } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZCorridorResponse.parse(response.json()).route.estimated).toBe(true);
  });
});
