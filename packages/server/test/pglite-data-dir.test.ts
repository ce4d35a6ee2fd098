import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { connectDatabase, type Database } from '../src/db/connect';
import { users } from '../src/db/schema';
import { PGLITE_SHARED_BUFFERS } from '../src/db/pglite-setup';

const dataDir = mkdtempSync(join(tmpdir(), 'fura-pglite-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function firstValue(database: Database, query: SQL): Promise<unknown> {
  // PGlite answers `{ rows }` (the database type is the drivers' common one, whose result is opaque).
  const result: unknown = await database.db.execute(query);
  const { rows } = result as { rows: Record<string, unknown>[] };
  return Object.values(rows[0] ?? {})[0];
}

const sharedBuffers = (database: Database) => firstValue(database, sql`show shared_buffers`);

describe('the embedded database on disk (DATA_DIR)', () => {
  it('is created on the first start, migrated, and found again with its data on the next', async () => {
    const first = await connectDatabase({ databaseUrl: null, dataDir });
    try {
      expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      expect(await firstValue(first, sql`select count(*)::int from ${users}`)).toBe(0);
      await first.db.execute(sql`create table pglite_kept (note text)`);
      await first.db.execute(sql`insert into pglite_kept values ('kept')`);
      // issue 14: PostgreSQL's 128MB default made a third of the server's memory.
      expect(await sharedBuffers(first)).toBe(PGLITE_SHARED_BUFFERS);
    } finally {
      await first.close();
    }

    const second = await connectDatabase({ databaseUrl: null, dataDir });
    try {
      expect(await firstValue(second, sql`select note from pglite_kept`)).toBe('kept');
      expect(await sharedBuffers(second)).toBe(PGLITE_SHARED_BUFFERS);
    } finally {
      await second.close();
    }
  }, 180_000);

  it('in memory (tests) with the same settings', async () => {
    const database = await connectDatabase({ databaseUrl: null, dataDir: null });
    try {
      expect(await sharedBuffers(database)).toBe(PGLITE_SHARED_BUFFERS);
    } finally {
      await database.close();
    }
  }, 60_000);
});
