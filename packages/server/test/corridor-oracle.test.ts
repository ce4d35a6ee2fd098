import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARGO_TYPES, type ArticleType } from '@fura/domain/articles';
import { BODY_TYPES, type BodyType } from '@fura/domain/article-options';
import { ARTICLES_PER_PAGE } from '@fura/domain/constants';
import { CORRIDOR_MAX_KM, CORRIDOR_MIN_KM, corridorMatcher, greatCircleLine } from '@fura/domain/corridor';
import {
  corridorListingMatch,
  ZCorridorRequest,
  ZCorridorResponse,
  type TCorridorRequest,
} from '@fura/domain/corridor-search';
import { corridorBoxes } from '@fura/domain/corridor-boxes';
import { corridorCellPairs } from '@fura/domain/corridor-cells';
import {
  compareCorridorResults,
  corridorSortKey,
  CORRIDOR_SORTS,
  type CorridorResult,
} from '@fura/domain/corridor-sort';
import type { LatLon } from '@fura/domain/geo';
import { matchesSearch, type TSearchRequest } from '@fura/domain/search';
import { articles } from '../src/db/schema';
import { corridorMatches } from '../src/modules/search/corridor-service';
import { moscowDate } from './helpers/articles';
import { createUser } from './helpers/factories';
import { addDays, CITIES } from './helpers/search-dataset';
import { startTestApp } from './helpers/test-app';

/**
 * The corridor search (SQL prefilter by cell pairs or boxes + the domain rule + the order) against a brute-force scan of the same
 * listings in plain TypeScript (issue 26): ~20,000 generated listings, 200 random routes with random widths, via
 * points, start radii, sorts and filters. The same ids in the same order, every time; pages over HTTP for a sample.
 */

const LISTINGS = 20_000;
const ROUTES = 200;
const FACTOR = 1.25;

/** Seeded PRNG (mulberry32): the same data and routes every run. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}

interface Listing {
  id: string;
  type: ArticleType;
  status: number;
  authorVisible: boolean;
  authorPassportVerified: boolean;
  authorId: string;
  from: LatLon;
  to: LatLon;
  loadingDate: string;
  cargoTypes: number[];
  weightKg: number | null;
  volumeM3: number | null;
  bodyTypes: BodyType[];
  budgetKopecks: number | null;
  confirmedAt: Date | null;
}

const random = prng(20_261_127);
let t: Awaited<ReturnType<typeof startTestApp>>;
let listings: Listing[] = [];
const today = moscowDate(0);

/** Around the western cities mostly (where routes run), some anywhere in Russia. */
const WESTERN = CITIES.slice(0, 8);
function point(spread: number): LatLon {
  if (random.chance(0.1)) return { lat: 42 + random.next() * 26, lon: 20 + random.next() * 110 };
  const city = random.pick(WESTERN);
  return {
    lat: city.lat + (random.next() - 0.5) * spread,
    lon: city.lon + (random.next() - 0.5) * spread * 1.6,
  };
}

beforeAll(async () => {
  t = await startTestApp({ ownDatabase: true });
  const db = t.deps.db;
  const day = 24 * 60 * 60 * 1000;
  const started = Date.now();
  const kinds = [
    { type: 'cargo' as const, visible: true, verified: false },
    { type: 'cargo' as const, visible: true, verified: true, isPassportVerified: true },
    { type: 'cargo' as const, visible: false, verified: false, isBan: true },
    {
      type: 'carrier' as const,
      visible: true,
      verified: false,
      tariff: 'pro',
      tariffExpiresAt: new Date(Date.now() + 9 * day),
    },
    {
      type: 'carrier' as const,
      visible: true,
      verified: true,
      isPassportVerified: true,
      tariff: 'demo',
      tariffExpiresAt: new Date(Date.now() + 3 * day),
    },
    {
      type: 'carrier' as const,
      visible: false,
      verified: false,
      tariff: 'demo',
      tariffExpiresAt: new Date(Date.now() - day),
    },
    // Their companies liquidated (issue 29): out as a banned author is.
    { type: 'cargo' as const, visible: false, verified: false, companyBlocked: true },
    {
      type: 'carrier' as const,
      visible: false,
      verified: true,
      isPassportVerified: true,
      companyBlocked: true,
      tariff: 'pro',
      tariffExpiresAt: new Date(Date.now() + 9 * day),
    },
  ];
  const authors: { id: string; type: 'cargo' | 'carrier'; visible: boolean; verified: boolean }[] = [];
  for (const { visible, verified, ...kind } of kinds) {
    const { user } = await createUser(db, kind);
    authors.push({ id: user.id, type: kind.type, visible, verified });
  }
  listings = Array.from({ length: LISTINGS }, (): Listing => {
    const type: ArticleType = random.chance(0.5) ? 'order' : 'offer';
    const author = random.pick(
      authors.filter((candidate) => candidate.type === (type === 'order' ? 'cargo' : 'carrier')),
    );
    const some = <T>(items: readonly T[], max: number): T[] => [
      ...new Set(Array.from({ length: random.int(0, max) }, () => random.pick(items))),
    ];
    return {
      id: randomUUID(),
      type,
      status: random.chance(0.8) ? 2 : random.pick([1, 3, 4, 5, 6, 7]),
      authorVisible: author.visible,
      authorPassportVerified: author.verified,
      authorId: author.id,
      from: point(random.pick([0.3, 1, 4])),
      to: point(random.pick([0.3, 1, 4])),
      loadingDate: addDays(today, random.int(-3, 30)),
      cargoTypes: some(CARGO_TYPES, 2),
      weightKg: random.chance(0.15) ? null : random.int(100, 20_000),
      volumeM3: random.chance(0.15) ? null : random.int(1, 900) / 10,
      bodyTypes: random.chance(0.3) ? [] : some(BODY_TYPES, 2),
      // Few distinct prices and dates, so the sorts' tie-breaks (detour, id) matter.
      budgetKopecks: random.chance(0.2) ? null : random.int(1, 40) * 500_000,
      // Whole hours and a half ago: never within minutes of the 24 h bound while the test runs.
      confirmedAt: random.chance(0.1) ? null : new Date(started - (random.int(0, 71) + 0.5) * 3_600_000),
    };
  });
  for (let start = 0; start < listings.length; start += 1000) {
    await db.insert(articles).values(
      listings.slice(start, start + 1000).map((listing) => ({
        id: listing.id,
        type: listing.type,
        status: listing.status,
        authorId: listing.authorId,
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
        loadingDate: listing.loadingDate,
        cargoTypes: listing.cargoTypes,
        weightKg: listing.weightKg,
        volumeM3: listing.volumeM3,
        bodyTypes: listing.bodyTypes,
        budgetKopecks: listing.budgetKopecks,
        paymentMethod: 'cash',
        publishedAt: listing.status === 1 ? null : new Date(),
        confirmedAt: listing.confirmedAt,
      })),
    );
  }
}, 300_000);
afterAll(() => t.close());

function randomRequest(): TCorridorRequest {
  const stop = () => point(0.6);
  const filters: Record<string, unknown> = {};
  if (random.chance(0.2)) filters.cargoType = random.pick(CARGO_TYPES);
  if (random.chance(0.2)) filters.bodyType = random.pick(BODY_TYPES);
  if (random.chance(0.2)) filters.dateFrom = addDays(today, random.int(0, 10));
  if (random.chance(0.15)) filters.dateTo = addDays(today, random.int(5, 30));
  if (random.chance(0.15)) filters.weightMax = random.int(1000, 20_000);
  if (random.chance(0.15)) filters.budgetMin = random.int(1, 20) * 500_000;
  if (random.chance(0.15)) filters.verifiedOnly = true;
  if (random.chance(0.15)) filters.confirmedWithin24h = true;
  return ZCorridorRequest.parse({
    type: random.chance(0.5) ? 'order' : 'offer',
    route: {
      departure: stop(),
      via: Array.from({ length: random.pick([0, 0, 0, 1, 2, 3]) }, stop),
      destination: stop(),
    },
    widthKm: random.chance(0.3)
      ? random.pick([CORRIDOR_MIN_KM, 30, CORRIDOR_MAX_KM])
      : random.int(CORRIDOR_MIN_KM, CORRIDOR_MAX_KM),
    ...(random.chance(0.25) ? { startRadiusKm: random.int(1, 300) } : {}),
    sort: random.pick(CORRIDOR_SORTS),
    ...filters,
  });
}

/** The brute force: every listing through the search rule and the corridor rule, then the domain's order. */
function bruteForce(request: TCorridorRequest): string[] {
  const { route, widthKm, startRadiusKm, sort, ...rest } = request;
  const filters: TSearchRequest = { ...rest, sort: 'newest' };
  const matcher = corridorMatcher(greatCircleLine(route), null, widthKm, FACTOR);
  const start = startRadiusKm === undefined ? null : { center: route.departure, radiusKm: startRadiusKm };
  const now = new Date();
  const results: CorridorResult[] = [];
  for (const listing of listings) {
    if (!matchesSearch(listing, filters, now)) continue;
    const match = corridorListingMatch(matcher, start, listing.from, listing.to);
    if (!match) continue;
    results.push({
      id: listing.id,
      detourKm: match.detourKm,
      key: corridorSortKey(sort, { ...listing, loadKm: match.loadKm }),
    });
  }
  return results.sort(compareCorridorResults).map((result) => result.id);
}

describe('corridor search against a brute-force scan', () => {
  it(`${ROUTES} random routes over ${LISTINGS} listings: the same ids in the same order`, async () => {
    let nonEmpty = 0;
    let paged = 0;
    // Which statement read the candidates (corridor-query.ts): the cell pairs, or the boxes for a wide corridor.
    const statements = { cells: 0, boxes: 0 };
    for (let run = 0; run < ROUTES; run++) {
      const request = randomRequest();
      if (request.startRadiusKm === undefined) {
        const boxes = corridorBoxes(greatCircleLine(request.route), request.widthKm);
        statements[corridorCellPairs(boxes, boxes) ? 'cells' : 'boxes']++;
      }
      const expected = bruteForce(request);
      const { matches, more } = await corridorMatches(t.deps, request, Infinity);
      expect(
        matches.map((match) => match.id),
        JSON.stringify(request),
      ).toEqual(expected);
      expect(more).toBe(false);
      // The first page as the search ranks it: only what may rank is kept.
      const first = await corridorMatches(t.deps, request, ARTICLES_PER_PAGE);
      expect(first.matches.map((match) => match.id)).toEqual(expected.slice(0, ARTICLES_PER_PAGE));
      expect(first.more).toBe(expected.length > ARTICLES_PER_PAGE);
      if (expected.length > 0) nonEmpty++;
      // A page over HTTP for every tenth route: the page is the slice of the same order.
      if (run % 10 === 0 && expected.length > 0) {
        const offset =
          ARTICLES_PER_PAGE * random.int(0, Math.floor((expected.length - 1) / ARTICLES_PER_PAGE));
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/article/corridor',
          payload: { ...request, offset },
        });
        expect(response.statusCode, response.body).toBe(200);
        const page = ZCorridorResponse.parse(response.json());
        expect(page.results.map((result) => result.article._id)).toEqual(
          expected.slice(offset, offset + ARTICLES_PER_PAGE),
        );
        expect(page.hasMore).toBe(expected.length > offset + ARTICLES_PER_PAGE);
        paged++;
      }
    }
    // The generator must exercise the rule, not compare empty lists.
    expect(nonEmpty).toBeGreaterThan(ROUTES * 0.6);
    expect(paged).toBeGreaterThan(10);
    expect(statements.cells, JSON.stringify(statements)).toBeGreaterThan(ROUTES * 0.15);
    expect(statements.boxes, JSON.stringify(statements)).toBeGreaterThan(ROUTES * 0.05);
  }, 600_000);
});
