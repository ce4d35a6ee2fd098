import { and, asc, count, desc, eq, inArray, max, not, or, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { ArticleStatus } from '@fura/domain/articles';
import type { Db } from '../../db/connect';
import { articleExecutors, articles, users } from '../../db/schema';
import { guestVisibleListing } from '../listing/guest-visible';
import type { PublicListingRow } from '../listing/present-public';
import { articleAuthorColumns } from '../listing/user-columns';

/**
 * The lane pages' reads (issue 28). A lane is the listings whose departure is one of `from` (settlement names, as
 * stored) and destination one of `to`; open means what a guest may open (guestVisibleListing), completed status 5.
 */
export interface LaneNames {
  from: readonly string[];
  to: readonly string[];
}

function onLane(lane: LaneNames): SQL | undefined {
  return and(inArray(articles.fromSettlement, [...lane.from]), inArray(articles.toSettlement, [...lane.to]));
}

/**
 * Every settlement name of the listings, departure or destination. Read by skipping through the lane indexes from one
 * name to the next (a recursive query: one index step per distinct name), not by reading every listing.
 */
export async function readPlaceNames(db: Db): Promise<string[]> {
  const distinct = (column: 'from_settlement' | 'to_settlement') => {
    const name = sql.identifier(column);
    return db.select({ name: sql<string>`name` }).from(sql`(
      with recursive names(name) as (
        (select ${name} from ${articles} order by ${name} limit 1)
        union all
        select (select ${name} from ${articles} where ${name} > names.name order by ${name} limit 1)
        from names where names.name is not null
      )
      select name from names where name is not null
    ) as places`);
  };
  const [from, to] = await Promise.all([distinct('from_settlement'), distinct('to_settlement')]);
  return [...new Set([...from, ...to].map((row) => row.name))];
}

export interface LaneFigures {
  orders: number;
  offers: number;
  /** Listings of the lane completed (status 5). */
  completed: number;
  /** Carriers who completed a deal on it: an order's executors, an offer's author, each once. */
  carriers: number;
}

export async function readLaneFigures(db: Db, lane: LaneNames): Promise<LaneFigures> {
  const completedOn = and(onLane(lane), eq(articles.status, ArticleStatus.Completed));
  const carriers = union(
    db
      .select({ id: articleExecutors.userId })
      .from(articleExecutors)
      .innerJoin(articles, eq(articles.id, articleExecutors.articleId))
      .where(and(completedOn, eq(articles.type, 'order'))),
    db
      .select({ id: articles.authorId })
      .from(articles)
      .where(and(completedOn, eq(articles.type, 'offer'))),
  ).as('carriers');
  const [open, completed, carriersCount] = await Promise.all([
    db
      .select({ type: articles.type, n: count() })
      .from(articles)
      .innerJoin(users, eq(users.id, articles.authorId))
      .where(and(onLane(lane), guestVisibleListing))
      .groupBy(articles.type),
    db.select({ n: count() }).from(articles).where(completedOn),
    db.select({ n: count() }).from(carriers),
  ]);
  const openOf = (type: string) => open.find((row) => row.type === type)?.n ?? 0;
  return {
    orders: openOf('order'),
    offers: openOf('offer'),
    completed: completed[0]?.n ?? 0,
    carriers: carriersCount[0]?.n ?? 0,
  };
}

export interface LaneEndRow {
  fromSettlement: string;
  fromRegion: string;
  fromLat: number;
  fromLon: number;
  toSettlement: string;
  toRegion: string;
  toLat: number;
  toLon: number;
}

/** The newest open or completed listing's ends (open first): the names, regions and points the lane is shown with. */
export async function readLaneEnds(db: Db, lane: LaneNames): Promise<LaneEndRow | null> {
  const [row] = await db
    .select({
      fromSettlement: articles.fromSettlement,
      fromRegion: articles.fromRegion,
      fromLat: articles.fromLat,
      fromLon: articles.fromLon,
      toSettlement: articles.toSettlement,
      toRegion: articles.toRegion,
      toLat: articles.toLat,
      toLon: articles.toLon,
    })
    .from(articles)
    .where(and(onLane(lane), inArray(articles.status, [ArticleStatus.Published, ArticleStatus.Completed])))
    .orderBy(asc(articles.status), desc(articles.publishedAt), desc(articles.id))
    .limit(1);
  return row ?? null;
}

/** The newest open listings of one type on the lane, with their authors' public columns. */
export function readLaneListings(
  db: Db,
  lane: LaneNames,
  type: 'order' | 'offer',
  limit: number,
): Promise<PublicListingRow[]> {
  return db
    .select({ article: articles, author: articleAuthorColumns })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(and(onLane(lane), eq(articles.type, type), guestVisibleListing))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
}

export interface LaneCountRow {
  from: string;
  to: string;
  openCount: number;
}

/** Lanes with open listings leaving the same departure or reaching the same destination, busiest first. */
export function readNeighbourLanes(db: Db, lane: LaneNames, limit: number): Promise<LaneCountRow[]> {
  const fromHere = inArray(articles.fromSettlement, [...lane.from]);
  const toThere = inArray(articles.toSettlement, [...lane.to]);
  return db
    .select({ from: articles.fromSettlement, to: articles.toSettlement, openCount: count() })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(and(or(fromHere, toThere), not(and(fromHere, toThere)!), guestVisibleListing))
    .groupBy(articles.fromSettlement, articles.toSettlement)
    .orderBy(desc(count()), asc(articles.fromSettlement), asc(articles.toSettlement))
    .limit(limit);
}

export interface BusyLaneRow extends LaneCountRow {
  completedCount: number;
  updatedAt: Date | null;
}

/**
 * The lanes with open listings, busiest first: by open listings, then by completed deals; `updatedAt` the latest
 * change of an open one (the sitemap's lastmod).
 */
export function readBusiestLanes(db: Db, limit: number): Promise<BusyLaneRow[]> {
  const completed = db
    .select({
      from: sql<string>`${articles.fromSettlement}`.as('completed_from'),
      to: sql<string>`${articles.toSettlement}`.as('completed_to'),
      n: count().as('completed_n'),
    })
    .from(articles)
    .where(eq(articles.status, ArticleStatus.Completed))
    .groupBy(articles.fromSettlement, articles.toSettlement)
    .as('completed');
  const completedCount = sql<number>`coalesce(max(${completed.n}), 0)`.mapWith(Number);
  return db
    .select({
      from: articles.fromSettlement,
      to: articles.toSettlement,
      openCount: count(),
      completedCount,
      updatedAt: max(articles.updatedAt),
    })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .leftJoin(
      completed,
      and(eq(completed.from, articles.fromSettlement), eq(completed.to, articles.toSettlement)),
    )
    .where(guestVisibleListing)
    .groupBy(articles.fromSettlement, articles.toSettlement)
    .orderBy(desc(count()), desc(completedCount), asc(articles.fromSettlement), asc(articles.toSettlement))
    .limit(limit);
}
