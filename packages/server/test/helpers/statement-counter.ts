import { PGlite, type Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../src/db/schema';
import type { Database } from '../../src/db/connect';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import { MemoryFileStorage } from './memory-file-storage';
import { testConfig, testDatabase } from './test-app';

export interface IssuedStatement {
  text: string;
  /** Run on a transaction's connection (between BEGIN and COMMIT). */
  inTransaction: boolean;
}

export interface CountedDatabase {
  /** The shared test database's connection, every statement recorded: pass as buildApp's `database`. */
  database: Database;
  /** Statements since the last reset, BEGIN / COMMIT / ROLLBACK left out (PGlite issues them out of sight). */
  statements(): IssuedStatement[];
  reset(): void;
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

type Query = (text: unknown, ...rest: unknown[]) => unknown;

/** The SQL of a query call: a string (PGlite) or a config object with `text` (pg). */
function statementText(query: unknown): string {
  if (typeof query === 'string') return query;
  const text: unknown = typeof query === 'object' && query !== null ? Reflect.get(query, 'text') : undefined;
  return typeof text === 'string' ? text : '';
}

/** `target` with its `query` recorded; every other member bound to the target (PGlite keeps private fields). */
function recording<T extends object>(target: T, record: (text: string) => void, extra: Partial<T> = {}): T {
  return new Proxy(target, {
    get(object, key) {
      if (key in extra) return extra[key as keyof T];
      const value: unknown = Reflect.get(object, key, object);
      if (key === 'query' && typeof value === 'function') {
        const query = value as Query;
        return (text: unknown, ...rest: unknown[]) => {
          record(statementText(text));
          return query.call(object, text, ...rest);
        };
      }
      return typeof value === 'function' ? (value as Query).bind(object) : value;
    },
  });
}

/**
 * The shared test database (PGlite in memory, or DATABASE_URL's PostgreSQL) under a second drizzle instance whose
 * driver client counts what it is asked: statements on the pool or PGlite itself run outside a transaction, those on
 * a checked-out pg client or a PGlite transaction inside one.
 */
export async function countedTestDatabase(): Promise<CountedDatabase> {
  const shared = await testDatabase();
  const client: unknown = (shared.db as unknown as { $client: unknown }).$client;
  let issued: IssuedStatement[] = [];
  const record = (inTransaction: boolean) => (text: string) => {
    if (!TRANSACTION_CONTROL.test(text)) issued.push({ text, inTransaction });
  };

  let db: Database['db'];
  if (client instanceof PGlite) {
    const transaction = <T>(work: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) => work(recording(tx, record(true))));
    db = drizzlePglite(recording(client, record(false), { transaction }), { schema });
  } else if (client instanceof pg.Pool) {
    const connect = async () => recording(await client.connect(), record(true));
    db = drizzlePg(recording(client, record(false), { connect }), { schema });
  } else {
    throw new Error('unknown driver client');
  }
  return {
    database: { kind: shared.kind, db, ping: () => shared.ping(), close: () => Promise.resolve() },
    statements: () => [...issued],
    reset: () => {
      issued = [];
    },
  };
}

/** The real app on the counted database (see countedTestDatabase). Call `close()` in afterAll. */
export async function startCountedApp(config: Partial<Config> = {}) {
  const counted = await countedTestDatabase();
  const built = await buildApp({
    config: testConfig(config),
    database: counted.database,
    storage: new MemoryFileStorage(),
  });
  await built.app.ready();
  return { ...built, counted, close: () => built.app.close() };
}
