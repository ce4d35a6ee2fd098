import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm/logger';
import type { TSearchRequest } from '@fura/domain/search';
import type { Db } from '../../packages/server/src/db/connect';
import * as schema from '../../packages/server/src/db/schema';
import { searchArticles } from '../../packages/server/src/modules/search/search-service';

export interface LoggedQuery {
  sql: string;
  params: unknown[];
}

/** Where a parameter of the request-count statement comes from: a cell of the last search statement's rows. */
interface Cell {
  row: number;
  column: number;
}

/**
 * The baseline of one search: the statements the service sent (the search, or the distance sort's widening radii,
 * then `countRequests` of the page), to be run straight through pg.
 */
export interface DirectPlan {
  search: LoggedQuery[];
  count: { sql: string; params: Param[] } | null;
}

type Param = { cell: Cell } | { value: unknown };

class Recorder implements Logger {
  readonly queries: LoggedQuery[] = [];
  logQuery(query: string, params: unknown[]): void {
    this.queries.push({ sql: query, params });
  }
}

function findCell(rows: readonly unknown[][], value: unknown): Cell | null {
  for (const [row, cells] of rows.entries()) {
    const column = cells.indexOf(value);
    if (column >= 0) return { row, column };
  }
  return null;
}

const arrayRows = (pool: pg.Pool, query: LoggedQuery) =>
  pool.query<unknown[]>({ text: query.sql, values: query.params, rowMode: 'array' });

/**
 * Runs the service once through a drizzle logger on the same pool and keeps what it sent. The ids the request-count
 * statement takes are located in the last search statement's rows, so the baseline takes them from its own result.
 */
export async function capturePlan(pool: pg.Pool, filters: TSearchRequest): Promise<DirectPlan> {
  const recorder = new Recorder();
  const db = drizzle(pool, { schema, logger: recorder }) as unknown as Db;
  const page = await searchArticles(db, filters);
  const queries = recorder.queries;
  if (page.articles.length === 0) return { search: queries, count: null };
  const countQuery = queries.at(-1);
  const search = queries.slice(0, -1);
  const last = search.at(-1);
  if (!countQuery || !last) throw new Error('search: expected the search and the request count statements');
  const { rows } = await arrayRows(pool, last);
  const params = countQuery.params.map((value): Param => {
    const cell = findCell(rows, value);
    return cell ? { cell } : { value };
  });
  return { search, count: { sql: countQuery.sql, params } };
}

/** The baseline: the captured statements through pg, the request count with the ids of its own result. */
export async function runDirect(pool: pg.Pool, plan: DirectPlan): Promise<{ rows: number }> {
  let rows: unknown[][] = [];
  for (const query of plan.search) rows = (await arrayRows(pool, query)).rows;
  if (plan.count) {
    const values = plan.count.params.map((param) =>
      'cell' in param ? rows[param.cell.row]?.[param.cell.column] : param.value,
    );
    await pool.query({ text: plan.count.sql, values, rowMode: 'array' });
  }
  return { rows: rows.length };
}
