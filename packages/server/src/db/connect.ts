import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { pino } from 'pino';
import * as schema from './schema';
import { MIGRATIONS_DIR } from '../paths';
import { outageLog, type OutageLogger } from '../outage-log';

export type Schema = typeof schema;
/** A database or a transaction: drizzle's PgTransaction extends PgDatabase, so services accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: 'pglite' | 'pg';
  db: Db;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  databaseUrl: string | null;
  /** Folder for the embedded PGlite; `null` keeps it in memory (tests). */
  dataDir: string | null;
  /** Where a lost connection is reported (the app's logger); a warning logger on stdout otherwise. */
  log?: OutageLogger;
}

/** Any number; fixed so that every instance takes the same advisory lock while migrating. */
const MIGRATION_LOCK_ID = 7_101_917;

export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  if (options.databaseUrl)
    return connectPostgres(options.databaseUrl, options.log ?? pino({ level: 'warn' }));
  return connectPglite(options.dataDir);
}

async function connectPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(`${dataDir}/pglite`) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    kind: 'pglite',
    db,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/** Waiting longer for a connection than this answers 503 rather than holding the request (and the client) on. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A pool that outlives its server: a connection PostgreSQL drops (restart, pg_terminate_backend, network) emits
 * `error` on its client, idle or checked out, and an `error` nobody listens to ends the process. Every client gets a
 * listener when it connects (the migration lock client and transactions' clients included); the pool drops broken
 * clients and connects anew on the next query, so the instance recovers by itself once the server is back.
 */
function resilientPool(url: string, log: OutageLogger): pg.Pool {
  const outage = outageLog(log, 'postgresql', 'database requests answer 503 until it is back');
  const pool = new pg.Pool({
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

async function connectPostgres(url: string, log: OutageLogger): Promise<Database> {
  const pool = resilientPool(url, log);
  const lockClient = await pool.connect();
  try {
    // Several instances may start at once: one migrates, the others wait on the lock.
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
  const db = drizzlePg(pool, { schema });
  return {
    kind: 'pg',
    db,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
