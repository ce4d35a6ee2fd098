import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CorridorBox, LatLonBox } from '@fura/domain/corridor-boxes';
import { corridorCellPairs } from '@fura/domain/corridor-cells';
import type { CorridorNarrowing } from '@fura/domain/corridor-narrow';
import type { TSearchRequest } from '@fura/domain/search';
import type { Db } from '../../db/connect';
import { articles, users } from '../../db/schema';
import { articleAuthorColumns } from '../listing/user-columns';
import { packedCandidateColumns, readCandidateColumns, type CandidateColumns } from './candidate-columns';
import { narrowCondition } from './corridor-narrow-sql';
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

export interface CandidateRequest {
  filters: TSearchRequest;
  boxes: CorridorBoxes;
  /** Rows read at most per part. */
  limit: number;
  /** Read the loading date and the price too (`packedCandidateColumns`). */
  sortFields: boolean;
  /** Only the listings that may have a small detour (domain corridor-narrow.ts), or every candidate. */
  narrowing: CorridorNarrowing | null;
}

/**
 * Candidates for the corridor, each once, as columns (candidate-columns.ts), in parts to rank as each arrives; the
 * page's full rows are read afterwards (`corridorPageRows`). The cell pairs are index scans of
 * `articles_pub_cells_idx`, which holds the ends, loading date, price, author and id (migration 0017), so with the
 * search's usual filters no table row is read; the author's side is a hashed set, not a join (`authorVisibleById`).
 * The pairs are read in two halves at once: on PostgreSQL two connections scan side by side while the first half
 * is ranked (the whole search took 30 % less time); PGlite runs them in turn.
 */
export function corridorCandidates(db: Db, request: CandidateRequest): Promise<CandidateColumns>[] {
  if (request.boxes.departure.length === 0) return [Promise.resolve(readCandidateColumns(undefined))];
  const pairs = corridorCellPairs(request.boxes.departure, request.boxes.destination);
  if (pairs === null || pairs.length < 2) return [candidatesOf(db, request, pairs)];
  return [0, 1].map((half) =>
    candidatesOf(
      db,
      request,
      pairs.filter((_, index) => index % 2 === half),
    ),
  );
}

async function candidatesOf(
  db: Db,
  { filters, boxes, limit, sortFields, narrowing }: CandidateRequest,
  pairs: number[] | null,
): Promise<CandidateColumns> {
  const shape = shapeOf(filters);
  const conditions = [
    ...listingConditions(shape),
    authorVisibleById(shape),
    inAnyBox(articles.toLat, articles.toLon, boxes.destination),
    ...(narrowing ? [narrowCondition(narrowing)] : []),
  ];
  const candidates =
    pairs === null
      ? // Too many pairs: the departure boxes join as a VALUES table, each a range scan of the departure index, which
        // carries the same columns (migration 0015); a listing in two overlapping boxes is kept once.
        db
          .selectDistinct(candidateColumns)
          .from(articles)
          .innerJoin(
            boxTable(boxes.departure),
            sql`${articles.fromLat} between corridor_box.min_lat and corridor_box.max_lat and ${articles.fromLon} between corridor_box.min_lon and corridor_box.max_lon`,
          )
          .where(and(...conditions))
          .limit(limit)
          .as('candidate')
      : db
          .select(candidateColumns)
          .from(articles)
          .where(
            and(
              // The pairs through an InitPlan: the planner would estimate each of a thousand values against the
              // column's statistics (a millisecond of planning) for a plan that is this index scan anyway.
              sql`${articles.cellPair} = any(array(select unnest(${sql.param(pairs)}::bigint[])))`,
              inAnyBox(articles.fromLat, articles.fromLon, boxes.departure),
              ...conditions,
            ),
          )
          .limit(limit)
          .as('candidate');
  const [packed] = await db
    .select(packedCandidateColumns(candidates, sortFields))
    .from(candidates)
    .prepare('')
    .execute(searchValues(filters));
  return readCandidateColumns(packed);
}

/** The page's listings with their authors (as the search selects them), in any order. */
export function corridorPageRows(db: Db, ids: readonly string[]) {
  return db
    .select({ article: articles, author: articleAuthorColumns })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(inArray(articles.id, [...ids]));
}
