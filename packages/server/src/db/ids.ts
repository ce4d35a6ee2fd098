import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from clients: anything that is not a uuid cannot be a row (and must not reach a uuid cast). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** `column = any('{…}'::uuid[])`: one array parameter for any number of ids (a statement takes at most 65,535). */
export const idIn = (column: PgColumn, ids: readonly string[]): SQL =>
  sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;
