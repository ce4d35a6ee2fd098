import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { TCorridorRequest } from '@fura/domain/corridor-search';
import type { Db } from '../../packages/server/src/db/connect';
import * as schema from '../../packages/server/src/db/schema';
import { GreatCircleRouteProvider } from '../../packages/server/src/integrations/routing/great-circle-provider';
import { searchCorridor, type CorridorDeps } from '../../packages/server/src/modules/search/corridor-service';
import type { LoggedQuery } from './direct';

const DETOUR_FACTOR = 1.25;

/** The corridor search's dependencies on a database: the great-circle estimate, as `npm start` has it by default. */
export function corridorDeps(db: Db): CorridorDeps {
  return {
    db,
    routes: new GreatCircleRouteProvider(DETOUR_FACTOR),
    config: { routing: { url: null, detourFactor: DETOUR_FACTOR } },
  };
}

/**
 * The baseline of a corridor search: the statements the service sent (the candidates, then the page's rows and its
 * request counts), recorded once through a drizzle logger and replayed as they were through pg. The data does not
 * change during the run, so the page's ids recorded are the ids the service reads each time.
 */
export async function captureCorridorPlan(pool: pg.Pool, request: TCorridorRequest): Promise<LoggedQuery[]> {
  const queries: LoggedQuery[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => queries.push({ sql, params }) },
  }) as unknown as Db;
  await searchCorridor(corridorDeps(db), request);
  return queries;
}

/** The candidates statement alone first (the service needs its rows before it knows the page), then the page's two. */
export async function runCorridorDirect(
  pool: pg.Pool,
  plan: readonly LoggedQuery[],
): Promise<{ rows: number }> {
  const [candidates, ...page] = plan;
  if (!candidates) throw new Error('corridor: no statement recorded');
  const { rows } = await pool.query({ text: candidates.sql, values: candidates.params, rowMode: 'array' });
  await Promise.all(
    page.map((query) => pool.query({ text: query.sql, values: query.params, rowMode: 'array' })),
  );
  return { rows: rows.length };
}
