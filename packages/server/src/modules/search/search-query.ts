import { and, asc, between, desc, eq, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ARTICLES_PER_PAGE } from '@fura/domain/constants';
import type { TSearchRequest } from '@fura/domain/search';
import { withCompiledRows } from '../../db/compiled-rows';
import type { Db } from '../../db/connect';
import { articles, users } from '../../db/schema';
import { articleAuthorColumns } from '../listing/user-columns';
import { distanceKmSql } from './distance-sql';
import {
  CONFIRMED_SINCE_PARAM,
  TODAY_PARAM,
  radiusParams,
  shapeKey,
  shapeOf,
  searchValues,
  type OptionalFilter,
  type RadiusEnd,
  type SearchShape,
} from './search-shape';

const param = (name: string) => sql.placeholder(name);

/**
 * Inside the radius: the bounding box first (an index range on the partial search indexes), then the exact distance.
 */
function withinRadius(lat: AnyPgColumn, lon: AnyPgColumn, end: RadiusEnd): SQL[] {
  const names = radiusParams(end);
  return [
    between(lat, param(names.minLat), param(names.maxLat)),
    between(lon, param(names.minLon), param(names.maxLon)),
    sql`${distanceKmSql(lat, lon, { lat: param(names.lat), lon: param(names.lon) })} <= ${param(names.radiusKm)}::float8`,
  ];
}

/** Listings without the value never match a range; a fractional bound is compared as a number, not cast to int. */
function inRange(
  shape: SearchShape,
  column: AnyPgColumn,
  [min, max]: [OptionalFilter, OptionalFilter],
  cast: 'float8' | 'real',
) {
  const bound = (name: string) => sql`${param(name)}::${sql.raw(cast)}`;
  return [
    ...(shape.present.has(min) ? [sql`${column} >= ${bound(min)}`] : []),
    ...(shape.present.has(max) ? [sql`${column} <= ${bound(max)}`] : []),
  ];
}

/**
 * The author's side of the search rule (domain `matchesSearch`: authorVisible, authorPassportVerified), on `users`.
 * SPEC §6: offers of carriers without an active tariff are hidden (domain `hasActiveTariff`). A banned author's
 * listings and those of an author whose company the register says is liquidating, liquidated or bankrupt (issue 29,
 * `users.company_blocked`) are out.
 */
function authorConditions(shape: SearchShape): SQL[] {
  const conditions: SQL[] = [eq(users.isBan, false), eq(users.companyBlocked, false)];
  if (shape.type === 'offer') conditions.push(isNotNull(users.tariff), sql`${users.tariffExpiresAt} > now()`);
  if (shape.verifiedOnly) conditions.push(eq(users.isPassportVerified, true));
  return conditions;
}

/**
 * The listing's side of the search rule. Type and status are literals (not parameters) so the planner can always
 * match the partial indexes `WHERE status = 2`; the type comes from a closed enum.
 */
export function listingConditions(shape: SearchShape): SQL[] {
  const type = shape.type === 'offer' ? sql.raw(`'offer'`) : sql.raw(`'order'`);
  const has = (name: OptionalFilter) => shape.present.has(name);
  const conditions: SQL[] = [sql`${articles.type} = ${type}`, sql`${articles.status} = 2`];
  // A listing whose loading date has passed (Moscow) is out of search at once, before the expiry job moves it (issue 26).
  conditions.push(sql`${articles.loadingDate} >= ${param(TODAY_PARAM)}::date`);
  if (shape.confirmedWithin24h) {
    conditions.push(sql`${articles.confirmedAt} >= ${param(CONFIRMED_SINCE_PARAM)}::timestamptz`);
  }
  if (has('from')) conditions.push(...withinRadius(articles.fromLat, articles.fromLon, 'from'));
  if (has('to')) conditions.push(...withinRadius(articles.toLat, articles.toLon, 'to'));
  if (has('dateFrom')) conditions.push(gte(articles.loadingDate, param('dateFrom')));
  if (has('dateTo')) conditions.push(lte(articles.loadingDate, param('dateTo')));
  if (has('cargoType')) conditions.push(sql`${param('cargoType')}::smallint = any(${articles.cargoTypes})`);
  conditions.push(...inRange(shape, articles.weightKg, ['weightMin', 'weightMax'], 'float8'));
  // volume_m3 is real: compare in real, as the stored value reads back (2.3 stays 2.3).
  conditions.push(...inRange(shape, articles.volumeM3, ['volumeMin', 'volumeMax'], 'real'));
  conditions.push(...inRange(shape, articles.budgetKopecks, ['budgetMin', 'budgetMax'], 'float8'));
  if (has('bodyType')) {
    conditions.push(
      sql`(cardinality(${articles.bodyTypes}) = 0 or ${param('bodyType')}::text = any(${articles.bodyTypes}))`,
    );
  }
  return conditions;
}

/** The WHERE of a search (listings joined with their authors): the same rule as domain's `matchesSearch`. */
export function searchConditions(shape: SearchShape): SQL[] {
  return [...listingConditions(shape), ...authorConditions(shape)];
}

/**
 * The author's side as a condition on `articles.author_id` alone, for a statement that reads thousands of listings
 * (the corridor search) where a lookup of the author per row would cost more than the rest: a set the planner hashes
 * once — the few banned or company-blocked cargo owners an order's author must not be (each set a partial index), or
 * the authors an offer's must be (carriers with an active tariff) or a verified search's.
 */
export function authorVisibleById(shape: SearchShape): SQL {
  if (shape.type === 'order' && !shape.verifiedOnly) {
    return sql`${articles.authorId} not in (select ${users.id} from ${users} where ${users.isBan} or ${users.companyBlocked})`;
  }
  return sql`${articles.authorId} in (select ${users.id} from ${users} where ${and(...authorConditions(shape))})`;
}

/** Stable orders, each ending with the id, so paging never repeats or skips a listing. */
export function searchOrder(sort: SearchShape['sort'], distance: SQL<number> | null): SQL[] {
  const newest = [desc(articles.publishedAt), desc(articles.id)];
  switch (sort) {
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
 * The statement of a search shape, with placeholders for every value. `distanceKm` is the distance of the listing's
 * origin from the `from` centre, or null without `from`. Prepared without a name: PostgreSQL plans each search with its
 * own values (a generic plan could pick the wrong index for a small or a huge circle); only the SQL building is saved.
 */
function buildSearchStatement(db: Db, shape: SearchShape) {
  const from = radiusParams('from');
  const distance = shape.present.has('from')
    ? distanceKmSql(articles.fromLat, articles.fromLon, { lat: param(from.lat), lon: param(from.lon) })
    : null;
  const statement = db
    .select({
      article: articles,
      author: articleAuthorColumns,
      distanceKm: distance ?? sql<number | null>`null::float8`,
    })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(and(...searchConditions(shape)))
    .orderBy(...searchOrder(shape.sort, distance))
    .limit(ARTICLES_PER_PAGE + 1)
    .offset(param('offset'))
    .prepare('');
  return withCompiledRows(statement);
}

type SearchStatement = ReturnType<typeof buildSearchStatement>;

/** Shapes seen are few (a type, a sort and a handful of filters); the bound only guards against a flood of odd ones. */
const MAX_SHAPES = 256;
const statements = new WeakMap<Db, Map<string, SearchStatement>>();

function statementFor(db: Db, shape: SearchShape): SearchStatement {
  let byShape = statements.get(db);
  if (!byShape) statements.set(db, (byShape = new Map<string, SearchStatement>()));
  const key = shapeKey(shape);
  let statement = byShape.get(key);
  if (!statement) {
    if (byShape.size >= MAX_SHAPES) byShape.delete(byShape.keys().next().value ?? key);
    statement = buildSearchStatement(db, shape);
    byShape.set(key, statement);
  }
  return statement;
}

/** One page of a search plus one row (to know whether more follow). */
export function runSearchQuery(db: Db, filters: TSearchRequest) {
  return statementFor(db, shapeOf(filters)).execute(searchValues(filters));
}
