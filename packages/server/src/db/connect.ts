import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { pino } from 'pino';
import type * as schema from './schema';
import type { OutageLogger } from '../outage-log';

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

/**
 * Each driver is loaded only when chosen (issue 14): the embedded default does not load `pg`, a PostgreSQL
 * deployment does not load PGlite.
 */
export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { connectPostgres } = await import('./connect-postgres');
    return connectPostgres(options.databaseUrl, options.log ?? pino({ level: 'warn' }));
  }
  const { connectPglite } = await import('./connect-pglite');
  return connectPglite(options.dataDir);
}
