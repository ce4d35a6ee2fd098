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

/**
 * As the service runs them: the candidate statements side by side (the cell pairs in two halves, each packing its
 * columns into one row of base64 text: `candidate-columns.ts`), then the page's two. `rows` is the candidates' count.
 */
export async function runCorridorDirect(
  pool: pg.Pool,
  plan: readonly LoggedQuery[],
): Promise<{ rows: number }> {
  const isCandidates = (query: LoggedQuery) => query.sql.includes('uuid_send');
  const candidates = plan.filter(isCandidates);
  if (candidates.length === 0) throw new Error('corridor: no candidates statement recorded');
  const parts = await Promise.all(
    candidates.map((query) =>
      pool.query<[string | null]>({ text: query.sql, values: query.params, rowMode: 'array' }),
    ),
  );
  await Promise.all(
    plan
      .filter((query) => !isCandidates(query))
      .map((query) => pool.query({ text: query.sql, values: query.params, rowMode: 'array' })),
  );
  // The ids come first, 16 bytes each, in base64.
  const idBytes = (text: string | null | undefined) => (text ? Buffer.from(text, 'base64').length : 0);
  return { rows: parts.reduce((sum, part) => sum + idBytes(part.rows[0]?.[0]) / 16, 0) };
}
