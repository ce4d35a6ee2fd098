import type pg from 'pg';
import * as schema from './schema';
import type { Database } from './connect';
import { MIGRATIONS_DIR } from '../paths';
import { outageLog, type OutageLogger } from '../outage-log';

/** Any number; fixed so that every instance takes the same advisory lock while migrating. */
const MIGRATION_LOCK_ID = 7_101_917;

/** Waiting longer for a connection than this answers 503 rather than holding the request (and the client) on. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A pool that outlives its server: a connection PostgreSQL drops (restart, pg_terminate_backend, network) emits
 * `error` on its client, idle or checked out, and an `error` nobody listens to ends the process. Every client gets a
 * listener when it connects (the migration lock client and transactions' clients included); the pool drops broken
 * clients and connects anew on the next query, so the instance recovers by itself once the server is back.
 */
function resilientPool(Pool: typeof pg.Pool, url: string, log: OutageLogger): pg.Pool {
  const outage = outageLog(log, 'postgresql', 'database requests answer 503 until it is back');
  const pool = new Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    application_name: 'fura',
  });
  pool.on('error', (error) => outage.failed(error));
  pool.on('connect', (client) => {
    client.on('error', (error) => outage.failed(error));
    outage.recovered();
  });
  return pool;
}

export async function connectPostgres(url: string, log: OutageLogger): Promise<Database> {
  // Imported here, not at the top: the bundle would hoist them, and the embedded default never needs them.
  const { default: pgModule } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = resilientPool(pgModule.Pool, url, log);
  const lockClient = await pool.connect();
  try {
    // Several instances may start at once: one migrates, the others wait on the lock.
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(lockClient, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
  const db = drizzle(pool, { schema });
  return {
    kind: 'pg',
    db,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
