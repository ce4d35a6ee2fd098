import { BODY_TYPES } from '@fura/domain/article-options';
import { greatCircleLine } from '@fura/domain/corridor';
import type { TSavedSearchQuery } from '@fura/domain/saved-searches';
import type { Db } from '../../packages/server/src/db/connect';
import { articles, savedSearches, users } from '../../packages/server/src/db/schema';
import { savedSearchKeys } from '../../packages/server/src/modules/saved-search/search-keys';
import { BENCH_CITIES, type BenchCity } from '../search/cities';
import { log } from '../search/generate';

/** A small seeded generator (mulberry32): the same searches and listings in every run. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TOTAL_WEIGHT = BENCH_CITIES.reduce((sum, city) => sum + city.weight, 0);

function city(next: () => number): BenchCity {
  let left = next() * TOTAL_WEIGHT;
  for (const candidate of BENCH_CITIES) {
    left -= candidate.weight;
    if (left <= 0) return candidate;
  }
  return BENCH_CITIES[0]!;
}

const near = (place: BenchCity, next: () => number) => ({
  lat: place.lat + (next() - 0.5) * 0.4,
  lon: place.lon + (next() - 0.5) * 0.7,
});
const pick = <T>(items: readonly T[], next: () => number): T => items[Math.floor(next() * items.length)]!;

/**
 * One saved search as carriers and cargo owners would save them: four in five look for orders. Most are a lane — from
 * a city's surroundings to another's (30–150 km each); one in five leaves the destination open («из Москвы куда
 * угодно»); about one in six is «По пути» between two cities, 20–50 km wide; some ask for a body type or a weight
 * range.
 */
function searchQuery(next: () => number): TSavedSearchQuery {
  const type = next() < 0.8 ? 'order' : 'offer';
  const filters = {
    type,
    ...(next() < 0.4 ? { bodyType: pick(BODY_TYPES, next) } : {}),
    ...(next() < 0.2 ? { weightMin: 1000, weightMax: 10_000 + Math.floor(next() * 10_000) } : {}),
  } as const;
  if (next() < 0.15) {
    const from = city(next);
    let to = city(next);
    while (to === from) to = city(next);
    return {
      kind: 'corridor',
      search: {
        ...filters,
        route: { departure: near(from, next), via: [], destination: near(to, next) },
        widthKm: pick([20, 30, 50], next),
      },
    };
  }
  const radius = () => pick([30, 50, 50, 100, 150], next);
  return {
    kind: 'radius',
    search: {
      ...filters,
      from: { ...near(city(next), next), radiusKm: radius() },
      ...(next() < 0.8 ? { to: { ...near(city(next), next), radiusKm: radius() } } : {}),
    },
  };
}

export interface BenchWorld {
  author: { cargo: string; carrier: string };
  listings: { id: string; name: string }[];
}

/** `count` saved searches of carriers (orders) and cargo owners (offers), 20 each, inserted in batches. */
export async function generateSearches(db: Db, count: number, passwordHash: string): Promise<void> {
  const next = random(27);
  const owners = Math.ceil(count / 20);
  const ownerIds: { carrier: string[]; cargo: string[] } = { carrier: [], cargo: [] };
  for (let done = 0; done < owners; done += 1000) {
    const batch = Array.from({ length: Math.min(1000, owners - done) }, (_, i) => {
      const type = (done + i) % 5 === 0 ? 'cargo' : 'carrier';
      return {
        type,
        email: `bench-owner-${done + i}@fura.local`,
        phone: `+7900${String(done + i).padStart(7, '0')}`,
        firstName: 'Бенч',
        lastName: 'Поисков',
        passwordHash,
        ...(type === 'carrier'
          ? { tariff: 'pro', tariffExpiresAt: new Date(Date.now() + 30 * 86_400_000) }
          : {}),
      };
    });
    const rows = await db.insert(users).values(batch).returning({ id: users.id, type: users.type });
    for (const row of rows) ownerIds[row.type === 'cargo' ? 'cargo' : 'carrier'].push(row.id);
  }
  for (let done = 0; done < count; done += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - done) }, () => {
      const query = searchQuery(next);
      const line = query.kind === 'corridor' ? greatCircleLine(query.search.route) : null;
      return {
        userId: pick(query.search.type === 'order' ? ownerIds.carrier : ownerIds.cargo, next),
        name: 'Бенч',
        type: query.search.type,
        query,
        route: line ? { line, roadKm: null } : null,
        channels: ['site' as const, 'email' as const],
        quietFrom: '22:00',
        quietTo: '07:00',
        cellKeys: savedSearchKeys(query, line),
      };
    });
    await db.insert(savedSearches).values(batch);
    log(`saved searches: ${done + batch.length} / ${count}`);
  }
}

/** Published listings to match: orders and offers between weighted cities, by two authors of their own. */
export async function generateListings(db: Db, count: number, passwordHash: string): Promise<BenchWorld> {
  const next = random(2026);
  const [cargo, carrier] = await db
    .insert(users)
    .values([
      {
        type: 'cargo',
        email: 'bench-author-cargo@fura.local',
        phone: '+79990000001',
        firstName: 'Груз',
        lastName: 'Автор',
        passwordHash,
      },
      {
        type: 'carrier',
        email: 'bench-author-carrier@fura.local',
        phone: '+79990000002',
        firstName: 'Перевоз',
        lastName: 'Автор',
        passwordHash,
        tariff: 'pro',
        tariffExpiresAt: new Date(Date.now() + 30 * 86_400_000),
      },
    ])
    .returning({ id: users.id });
  const listings: BenchWorld['listings'] = [];
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  for (let i = 0; i < count; i++) {
    const [from, to] = [city(next), city(next)];
    const type = i % 5 === 4 ? 'offer' : 'order';
    const [a, b] = [near(from, next), near(to, next)];
    const [row] = await db
      .insert(articles)
      .values({
        type,
        status: 2,
        authorId: type === 'order' ? cargo!.id : carrier!.id,
        fromAddress: `${from.name}, улица Ленина, 1`,
        fromSettlement: from.name,
        fromRegion: from.region,
        fromLat: a.lat,
        fromLon: a.lon,
        toAddress: `${to.name}, улица Мира, 2`,
        toSettlement: to.name,
        toRegion: to.region,
        toLat: b.lat,
        toLon: b.lon,
        loadingDate: tomorrow,
        cargoTypes: [1],
        weightKg: 5000,
        bodyTypes: [pick(BODY_TYPES, next)],
        budgetKopecks: 5_000_000,
        paymentMethod: 'cash',
        publishedAt: new Date(),
        confirmedAt: new Date(),
      })
      .returning({ id: articles.id });
    listings.push({
      id: row!.id,
      name: `${type === 'order' ? 'заказ' : 'предложение'} ${from.name} → ${to.name}`,
    });
  }
  return { author: { cargo: cargo!.id, carrier: carrier!.id }, listings };
}
