import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import * as schema from './schema';
import type { Database } from './connect';
import { MIGRATIONS_DIR } from '../paths';
import { initPgliteDir, pgliteOptions, useBaselineWasmCompiler } from './pglite-setup';

/** The embedded PostgreSQL (PGlite, WASM) in `<dataDir>/pglite`, or in memory when `dataDir` is null (tests). */
export async function connectPglite(dataDir: string | null): Promise<Database> {
  useBaselineWasmCompiler();
  // Imported here, not at the top: the bundle would hoist them, and a PostgreSQL deployment never needs them.
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const pgliteDir = dataDir ? `${dataDir}/pglite` : null;
  if (pgliteDir) {
    mkdirSync(pgliteDir, { recursive: true });
    await initPgliteDir(pgliteDir, PGlite.defaultStartParams);
  }
  const options = pgliteOptions(PGlite.defaultStartParams);
  const client = pgliteDir ? new PGlite(pgliteDir, options) : new PGlite(options);
  await client.waitReady;
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    kind: 'pglite',
    db,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
