import { and, asc, between, desc, eq, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ARTICLES_PER_PAGE } from '@fura/domain/constants';
import type { LatLon } from '@fura/domain/geo';
import type { TSearchRequest } from '@fura/domain/search';
import type { Db } from '../../db/connect';
import { articles, users } from '../../db/schema';
import { articleAuthorColumns } from '../article/present';
import { searchBoundingBox } from './bounding-box';
import { distanceKmSql } from './distance-sql';

interface RadiusFilter extends LatLon {
  radiusKm: number;
}

/**
 * Inside the radius: the bounding box first (an index range on the partial search indexes), then the exact distance.
 */
function withinRadius(lat: AnyPgColumn, lon: AnyPgColumn, filter: RadiusFilter): SQL[] {
  const box = searchBoundingBox(filter, filter.radiusKm);
  return [
    between(lat, box.minLat, box.maxLat),
    between(lon, box.minLon, box.maxLon),
    sql`${distanceKmSql(lat, lon, filter)} <= ${filter.radiusKm}::float8`,
  ];
}

/** Listings without the value never match a range; a fractional bound is compared as a number, not cast to int. */
function inRange(
  column: AnyPgColumn,
  min: number | undefined,
  max: number | undefined,
  cast: 'float8' | 'real',
) {
  const bound = (value: number) => sql`${value}::${sql.raw(cast)}`;
  return [
    ...(min === undefined ? [] : [sql`${column} >= ${bound(min)}`]),
    ...(max === undefined ? [] : [sql`${column} <= ${bound(max)}`]),
  ];
}

/**
 * The WHERE of a search: the same rule as domain's `matchesSearch`. Type and status are literals (not parameters)
 * so the planner can always match the partial indexes `WHERE status = 2`; the type comes from a closed enum.
 */
export function searchConditions(filters: TSearchRequest): SQL[] {
  const type = filters.type === 'offer' ? sql.raw(`'offer'`) : sql.raw(`'order'`);
  const conditions: SQL[] = [
    sql`${articles.type} = ${type}`,
    sql`${articles.status} = 2`,
    eq(users.isBan, false),
  ];
  // SPEC §6: offers of carriers without an active tariff are hidden (domain `hasActiveTariff`).
  if (filters.type === 'offer') {
    conditions.push(isNotNull(users.tariff), sql`${users.tariffExpiresAt} > now()`);
  }
  if (filters.verifiedOnly) conditions.push(eq(users.isPassportVerified, true));
  if (filters.from) conditions.push(...withinRadius(articles.fromLat, articles.fromLon, filters.from));
  if (filters.to) conditions.push(...withinRadius(articles.toLat, articles.toLon, filters.to));
  if (filters.dateFrom) conditions.push(gte(articles.loadingDate, filters.dateFrom));
  if (filters.dateTo) conditions.push(lte(articles.loadingDate, filters.dateTo));
  if (filters.cargoType !== undefined) {
    conditions.push(sql`${filters.cargoType}::smallint = any(${articles.cargoTypes})`);
  }
  conditions.push(...inRange(articles.weightKg, filters.weightMin, filters.weightMax, 'float8'));
  // volume_m3 is real: compare in real, as the stored value reads back (2.3 stays 2.3).
  conditions.push(...inRange(articles.volumeM3, filters.volumeMin, filters.volumeMax, 'real'));
  conditions.push(...inRange(articles.budgetKopecks, filters.budgetMin, filters.budgetMax, 'float8'));
  if (filters.bodyType) {
    conditions.push(
      sql`(cardinality(${articles.bodyTypes}) = 0 or ${filters.bodyType}::text = any(${articles.bodyTypes}))`,
    );
  }
  return conditions;
}

/** Stable orders, each ending with the id, so paging never repeats or skips a listing. */
export function searchOrder(filters: TSearchRequest, distance: SQL<number> | null): SQL[] {
  const newest = [desc(articles.publishedAt), desc(articles.id)];
  switch (filters.sort) {
    case 'loadingDate':
      return [asc(articles.loadingDate), ...newest];
    case 'distance':
      return distance ? [asc(distance), asc(articles.id)] : newest;
    case 'price':
      return [sql`${articles.budgetKopecks} asc nulls last`, asc(articles.id)];
    case 'newest':
      return newest;
  }
}

/** Radii tried in turn for the distance sort before the one asked for (see `searchAttempts`). */
const DISTANCE_RINGS_KM = [1, 4, 16, 64, 256];

/**
 * The queries a search runs, in turn, until one fills the page. The distance sort with a wide radius would have to
 * rank every listing within it (hundreds of thousands around Moscow); instead it asks within 1 km, then 4, 16, … and
 * finally the radius asked for, and stops at the first that returns a full page plus one. That page is exact: the
 * listings within a smaller circle are all nearer than any outside it, so the first `offset + 7` by distance within
 * it are the first `offset + 7` within the whole radius. Other sorts run one query.
 */
export function searchAttempts(filters: TSearchRequest): TSearchRequest[] {
  const from = filters.from;
  if (filters.sort !== 'distance' || !from) return [filters];
  const rings = DISTANCE_RINGS_KM.filter((radiusKm) => radiusKm < from.radiusKm);
  return [...rings.map((radiusKm) => ({ ...filters, from: { ...from, radiusKm } })), filters];
}

/**
 * One page of a search plus one row (to know whether more follow). `distanceKm` is the distance of the listing's
 * origin from the `from` centre, or null without `from`.
 */
export function buildSearchQuery(db: Db, filters: TSearchRequest) {
  const distance = filters.from ? distanceKmSql(articles.fromLat, articles.fromLon, filters.from) : null;
  return db
    .select({
      article: articles,
      author: articleAuthorColumns,
      distanceKm: distance ?? sql<number | null>`null::float8`,
    })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(and(...searchConditions(filters)))
    .orderBy(...searchOrder(filters, distance))
    .limit(ARTICLES_PER_PAGE + 1)
    .offset(filters.offset);
}
