import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ARTICLE_STATUSES, CARGO_TYPES, type ArticleType } from '@fura/domain/articles';
import { BODY_TYPES, type BodyType } from '@fura/domain/article-options';
import { haversineKm, type LatLon } from '@fura/domain/geo';
import { matchesSearch, type TSearchRequest } from '@fura/domain/search';
import { hasActiveTariff } from '@fura/domain/tariff-badge';
import type { Db } from '../../src/db/connect';
import { articles } from '../../src/db/schema';
import { moscowDate } from './articles';
import { createUser } from './factories';

/**
 * The data set of the search property test (search-property.test.ts) and its reference: a few thousand generated
 * listings of authors with every visibility, and what `matchesSearch` + the same sort in plain TypeScript answer.
 *
 * Floating point: SQL and JS compute the haversine with different libm/rounding (differences ~1e-12 km). A listing
 * whose distance from a searched centre is within 1e-6 km of the radius is "on the boundary" and left out of the
 * comparison on both sides (`BOUNDARY_KM`); the runs count how often that happens (practically never).
 */

const LISTINGS = 3000;
const BOUNDARY_KM = 1e-6;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Seeded PRNG (mulberry32): the same data every run, so a failure replays with fast-check's seed alone. */
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

export const CITIES: readonly LatLon[] = [
  { lat: 55.7558, lon: 37.6173 }, // Москва
  { lat: 59.9386, lon: 30.3141 }, // Санкт-Петербург
  { lat: 55.7964, lon: 49.1089 }, // Казань
  { lat: 56.3269, lon: 44.0059 }, // Нижний Новгород
  { lat: 56.838, lon: 60.5975 }, // Екатеринбург
  { lat: 55.0302, lon: 82.9204 }, // Новосибирск
  { lat: 47.2221, lon: 39.7203 }, // Ростов-на-Дону
  { lat: 45.0355, lon: 38.9753 }, // Краснодар
  { lat: 54.7104, lon: 20.4522 }, // Калининград
  { lat: 68.9585, lon: 33.0827 }, // Мурманск
  { lat: 62.0281, lon: 129.7326 }, // Якутск
  { lat: 43.1155, lon: 131.8855 }, // Владивосток
  { lat: 64.7337, lon: 177.5089 }, // Анадырь
  { lat: 66.1604, lon: -169.8089 }, // Уэлен, across the antimeridian
];

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

interface Author {
  id: string;
  visibleOrders: boolean;
  visibleOffers: boolean;
}

export interface Listing {
  id: string;
  type: ArticleType;
  status: number;
  authorId: string;
  from: LatLon;
  to: LatLon;
  loadingDate: string;
  cargoTypes: number[];
  weightKg: number | null;
  volumeM3: number | null;
  bodyTypes: BodyType[];
  budgetKopecks: number | null;
  publishedAt: number | null;
  /** Hours before the run, odd: never within half an hour of the 24 h bound of «подтверждено за 24 ч». */
  confirmedAt: number | null;
}

async function createAuthors(db: Db, now: Date) {
  const authors = new Map<string, Author>();
  const day = (n: number) => new Date(now.getTime() + n * DAY_MS);
  const kinds = [
    { type: 'cargo' as const },
    { type: 'cargo' as const },
    { type: 'cargo' as const },
    { type: 'cargo' as const, isBan: true },
    { type: 'carrier' as const, tariff: 'demo', tariffExpiresAt: day(7) },
    { type: 'carrier' as const, tariff: 'pro', tariffExpiresAt: day(30) },
    { type: 'carrier' as const, tariff: 'demo', tariffExpiresAt: day(2) },
    { type: 'carrier' as const, tariff: 'demo', tariffExpiresAt: day(-1) },
    { type: 'carrier' as const, tariff: null, tariffExpiresAt: null },
    { type: 'carrier' as const, tariff: null, tariffExpiresAt: day(5) },
    { type: 'carrier' as const, tariff: 'pro', tariffExpiresAt: day(20), isBan: true },
    // Their companies liquidated (issue 29): out of search as a banned author is.
    { type: 'cargo' as const, companyBlocked: true },
    { type: 'carrier' as const, tariff: 'pro', tariffExpiresAt: day(25), companyBlocked: true },
  ];
  const created = { cargo: [] as string[], carrier: [] as string[] };
  for (const kind of kinds) {
    const { user } = await createUser(db, kind);
    const fields = {
      isBan: user.isBan,
      tariff: user.tariff,
      expiriesTariffAt: user.tariffExpiresAt ? user.tariffExpiresAt.toISOString() : null,
    };
    authors.set(user.id, {
      id: user.id,
      visibleOrders: !user.isBan && !user.companyBlocked,
      visibleOffers: hasActiveTariff(fields, now) && !user.companyBlocked,
    });
    created[kind.type].push(user.id);
  }
  return { authors, ids: created };
}

function generateListings(authorIds: { cargo: string[]; carrier: string[] }, today: string): Listing[] {
  const random = prng(20_261_121);
  const base = Date.now();
  // Few distinct publish times, so the sorts' tie-breaks (id) matter.
  const publishTimes = Array.from({ length: 400 }, (_, i) => base - i * 37_000);
  const point = (): LatLon => {
    if (random.chance(0.12)) return { ...random.pick(CITIES) }; // exactly a city centre: equal distances
    if (random.chance(0.15)) return { lat: 41 + random.next() * 30, lon: 19 + random.next() * 161 };
    const city = random.pick(CITIES);
    const lon = city.lon + (random.next() - 0.5) * 4;
    return { lat: city.lat + (random.next() - 0.5) * 3, lon: lon > 180 ? lon - 360 : lon };
  };
  const some = <T>(items: readonly T[], max: number): T[] => {
    const count = random.int(0, max);
    return [...new Set(Array.from({ length: count }, () => random.pick(items)))];
  };
  return Array.from({ length: LISTINGS }, () => {
    const type: ArticleType = random.chance(0.5) ? 'order' : 'offer';
    const status = random.chance(0.55) ? 2 : random.pick(ARTICLE_STATUSES);
    return {
      id: randomUUID(),
      type,
      status,
      authorId: random.pick(type === 'order' ? authorIds.cargo : authorIds.carrier),
      from: point(),
      to: point(),
      loadingDate: addDays(today, random.int(-5, 40)),
      cargoTypes: some(CARGO_TYPES, 3),
      weightKg: random.chance(0.15)
        ? null
        : random.chance(0.2)
          ? random.pick([1000, 5000, 20000])
          : random.int(1, 40000),
      volumeM3: random.chance(0.15) ? null : random.int(1, 1200) / 10,
      bodyTypes: random.chance(0.3) ? [] : some(BODY_TYPES, 3),
      budgetKopecks: random.chance(0.2) ? null : random.int(10, 100_000) * 1000,
      publishedAt: status === 1 ? null : random.pick(publishTimes),
      confirmedAt: status === 1 ? null : base - (2 * random.int(0, 23) + 1) * HOUR_MS,
    };
  });
}

async function insertListings(db: Db, listings: readonly Listing[]) {
  for (let start = 0; start < listings.length; start += 500) {
    await db.insert(articles).values(
      listings.slice(start, start + 500).map((listing) => ({
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
        publishedAt: listing.publishedAt === null ? null : new Date(listing.publishedAt),
        confirmedAt: listing.confirmedAt === null ? null : new Date(listing.confirmedAt),
      })),
    );
  }
}

// --- the reference ---------------------------------------------------------------------------------------------

const byId = (a: Listing, b: Listing) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const newestFirst = (a: Listing, b: Listing) => (b.publishedAt ?? 0) - (a.publishedAt ?? 0) || -byId(a, b);

function comparator(filters: TSearchRequest): (a: Listing, b: Listing) => number {
  const from = filters.from;
  switch (filters.sort) {
    case 'loadingDate':
      return (a, b) => a.loadingDate.localeCompare(b.loadingDate) || newestFirst(a, b);
    case 'distance':
      if (!from) return newestFirst;
      return (a, b) => haversineKm(a.from, from) - haversineKm(b.from, from) || byId(a, b);
    case 'price':
      return (a, b) =>
        (a.budgetKopecks ?? Number.POSITIVE_INFINITY) - (b.budgetKopecks ?? Number.POSITIVE_INFINITY) ||
        byId(a, b);
    case 'newest':
      return newestFirst;
  }
}

function onBoundary(listing: Listing, filters: TSearchRequest): boolean {
  // The same point as the centre is at exactly 0 km in both (sin 0 = 0): not a boundary case even for radius 0.
  const near = (point: LatLon, circle: { lat: number; lon: number; radiusKm: number }) =>
    !(point.lat === circle.lat && point.lon === circle.lon) &&
    Math.abs(haversineKm(point, circle) - circle.radiusKm) < BOUNDARY_KM;
  return Boolean(
    (filters.from && near(listing.from, filters.from)) || (filters.to && near(listing.to, filters.to)),
  );
}

/** The ids the search must answer, in order, and the listings left out as on the boundary. */
export interface ExpectedResult {
  ids: string[];
  boundary: Set<string>;
}

function expectedResult(
  dataset: readonly Listing[],
  authors: ReadonlyMap<string, Author>,
  filters: TSearchRequest,
): ExpectedResult {
  const boundary = new Set(
    dataset.filter((listing) => onBoundary(listing, filters)).map((listing) => listing.id),
  );
  const matched = dataset.filter((listing) => {
    const author = authors.get(listing.authorId)!;
    const authorVisible = listing.type === 'offer' ? author.visibleOffers : author.visibleOrders;
    const confirmedAt = listing.confirmedAt === null ? null : new Date(listing.confirmedAt);
    return matchesSearch({ ...listing, authorVisible, confirmedAt }, filters, new Date());
  });
  const ids = matched
    .sort(comparator(filters))
    .map((listing) => listing.id)
    .filter((id) => !boundary.has(id));
  return { ids, boundary };
}

export interface SearchDataset {
  /** Europe/Moscow date the loading dates count from. */
  today: string;
  byId: ReadonlyMap<string, Listing>;
  expectedResult(filters: TSearchRequest): ExpectedResult;
}

/** Creates the authors, inserts the listings (seeded: the same every run but for ids) and analyzes the table. */
export async function seedSearchDataset(db: Db, now: Date = new Date()): Promise<SearchDataset> {
  const today = moscowDate(0, now);
  const { authors, ids } = await createAuthors(db, now);
  const dataset = generateListings(ids, today);
  await insertListings(db, dataset);
  await db.execute(sql`analyze articles`);
  return {
    today,
    byId: new Map(dataset.map((listing) => [listing.id, listing])),
    expectedResult: (filters) => expectedResult(dataset, authors, filters),
  };
}
