import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CorridorBox, LatLonBox } from '@fura/domain/corridor-boxes';
import { corridorCellPairs } from '@fura/domain/corridor-cells';
import type { TSearchRequest } from '@fura/domain/search';
import { withCompiledRows } from '../../db/compiled-rows';
import type { Db } from '../../db/connect';
import { articles, users } from '../../db/schema';
import { articleAuthorColumns } from '../listing/user-columns';
import { authorVisibleById, listingConditions } from './search-query';
import { searchValues, shapeOf } from './search-shape';

/**
 * The corridor search's statements (issue 26). The SQL only narrows: published listings of the type with every
 * filter of the search (`searchConditions`, the same WHERE as /api/article/search), whose departure lies in one of
 * the departure boxes and whose destination in one of the corridor's boxes (domain `corridorBoxes`: they cover every
 * point within W of the line, never miss one). The domain's `corridorMatcher` decides and measures the detour.
 * Plain comparisons on the stored lat/lon columns and an integer key: portable to PGlite and to PostgreSQL without
 * PostGIS. The index read is the pairs of departure and destination cells the route can match (domain
 * `corridorCellPairs`, `articles_pub_cells_idx`); a corridor with too many pairs reads the departure boxes instead.
 */

/** A candidate's fields the rule and the sort read; the page's full rows are read afterwards (`corridorPageRows`). */
export interface CorridorCandidate {
  id: string;
  fromLat: number;
  fromLon: number;
  toLat: number;
  toLon: number;
  loadingDate: string;
  budgetKopecks: number | null;
}

function inAnyBox(lat: AnyPgColumn, lon: AnyPgColumn, boxes: readonly LatLonBox[]): SQL {
  const each = boxes.map(
    (box) =>
      sql`(${lat} between ${box.minLat}::float8 and ${box.maxLat}::float8 and ${lon} between ${box.minLon}::float8 and ${box.maxLon}::float8)`,
  );
  return sql`(${sql.join(each, sql` or `)})`;
}

/** The departure boxes as a table, so each is one range of the departure index (an OR of ranges cannot be). */
function boxTable(boxes: readonly LatLonBox[]): SQL {
  const rows = boxes.map(
    (box) =>
      sql`(${box.minLat}::float8, ${box.maxLat}::float8, ${box.minLon}::float8, ${box.maxLon}::float8)`,
  );
  return sql`(values ${sql.join(rows, sql`, `)}) as corridor_box (min_lat, max_lat, min_lon, max_lon)`;
}

export interface CorridorBoxes {
  /** Boxes one of which holds the departure. */
  departure: readonly CorridorBox[];
  /** Boxes one of which holds the destination. */
  destination: readonly CorridorBox[];
}

const candidateColumns = {
  id: articles.id,
  fromLat: articles.fromLat,
  fromLon: articles.fromLon,
  toLat: articles.toLat,
  toLon: articles.toLon,
  loadingDate: articles.loadingDate,
  budgetKopecks: articles.budgetKopecks,
};

/**
 * Candidates for the corridor, each once. The cell pairs are one index scan of `articles_pub_cells_idx`, which holds
 * the ends, loading date, price, author and id (migration 0017), so with the search's usual filters no table row is
 * read; the author's side is a hashed set, not a join (`authorVisibleById`).
 */
export async function corridorCandidates(
  db: Db,
  filters: TSearchRequest,
  boxes: CorridorBoxes,
  limit: number,
): Promise<CorridorCandidate[]> {
  if (boxes.departure.length === 0) return [];
  const pairs = corridorCellPairs(boxes.departure, boxes.destination);
  if (pairs === null) return unique(await boxCandidates(db, filters, boxes, limit));
  const shape = shapeOf(filters);
  const statement = db
    .select(candidateColumns)
    .from(articles)
    .where(
      and(
        sql`${articles.cellPair} = any(${sql.param(pairs)}::bigint[])`,
        ...listingConditions(shape),
        authorVisibleById(shape),
        inAnyBox(articles.fromLat, articles.fromLon, boxes.departure),
        inAnyBox(articles.toLat, articles.toLon, boxes.destination),
      ),
    )
    .limit(limit)
    .prepare('');
  return withCompiledRows(statement).execute(searchValues(filters));
}

/** Overlapping boxes return a listing once per box it lies in: the first is kept. */
function unique(candidates: CorridorCandidate[]): CorridorCandidate[] {
  const seen = new Set<string>();
  return candidates.filter((candidate) => !seen.has(candidate.id) && seen.add(candidate.id));
}

/**
 * A corridor too wide for cell pairs: the departure boxes join as a VALUES table, each a range scan of the departure
 * index, which carries the same columns (migration 0015).
 */
function boxCandidates(
  db: Db,
  filters: TSearchRequest,
  boxes: CorridorBoxes,
  limit: number,
): Promise<CorridorCandidate[]> {
  const shape = shapeOf(filters);
  const statement = db
    .select(candidateColumns)
    .from(articles)
    .innerJoin(
      boxTable(boxes.departure),
      sql`${articles.fromLat} between corridor_box.min_lat and corridor_box.max_lat and ${articles.fromLon} between corridor_box.min_lon and corridor_box.max_lon`,
    )
    .where(
      and(
        ...listingConditions(shape),
        authorVisibleById(shape),
        inAnyBox(articles.toLat, articles.toLon, boxes.destination),
      ),
    )
    .limit(limit)
    .prepare('');
  return withCompiledRows(statement).execute(searchValues(filters));
}

/** The page's listings with their authors (as the search selects them), in any order. */
export function corridorPageRows(db: Db, ids: readonly string[]) {
  return db
    .select({ article: articles, author: articleAuthorColumns })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(inArray(articles.id, [...ids]));
}
