import { is } from 'drizzle-orm';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';
import { withCompiledRows } from './compiled-rows';
import type { Db } from './connect';

/**
 * Statements of the hot paths built once per database (drizzle's `.prepare(name)` with `sql.placeholder`) instead of
 * rebuilding their SQL on every request (issue 14: rebuilding took about a quarter of the busy time). On PostgreSQL
 * the name also makes a server-side prepared statement on each pooled connection. Each statement of the object built
 * maps its rows with a mapper compiled once (compiled-rows.ts).
 */
export function preparedOnce<T extends object>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statements = built.get(db);
    if (!statements) {
      statements = build(db);
      for (const statement of Object.values(statements)) {
        if (is(statement, PgPreparedQuery)) withCompiledRows(statement);
      }
      built.set(db, statements);
    }
    return statements;
  };
}

interface ClientBound {
  client: unknown;
}

function hasClient(value: unknown): value is ClientBound {
  return typeof value === 'object' && value !== null && 'client' in value;
}

/**
 * A statement prepared on the database, run on a transaction's connection. Drizzle's prepared queries of both drivers
 * (node-postgres, PGlite) keep the client they run on in `client`; a transaction's session holds its connection the
 * same way. The copy shares everything else (SQL text, name, result mapping) with the statement built once.
 */
export function boundTo<P extends object>(prepared: P, tx: Db): P {
  const session: unknown = tx._.session;
  if (!hasClient(prepared) || !hasClient(session)) {
    throw new Error('drizzle internals changed: a prepared query or a session has no client');
  }
  return Object.create(prepared, { client: { value: session.client } }) as P;
}
