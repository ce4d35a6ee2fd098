import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import type { SqlRunner } from '../search/generate';
import { withDatabase, type Scale } from './options';
import { loadTargets, seedApiData, type LoadTargets } from './seed';
import { startOurServer } from './servers';

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A scratch database `<prefix>_<time>` in the server of `url`; `drop` removes it (BENCH_KEEP=1 keeps it). */
export async function createBenchDatabase(
  url: string,
  prefix: string,
  keep: boolean,
): Promise<BenchDatabase> {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: withDatabase(url, name),
    drop: async () => {
      if (keep) {
        console.log(`kept database ${name}`);
        return;
      }
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** Builds the measured server's bundle (esbuild, under a second) so that a stale dist is never measured. */
export function buildServer(serverDir: string): void {
  const result = spawnSync(process.execPath, ['build.mjs'], {
    cwd: join(serverDir, 'packages', 'server'),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`building the server in ${serverDir} failed`);
}

/**
 * Our server migrates the database it starts on (and seeds the site settings, content pages and the support
 * account), so the schema is exactly the measured server's: start it once, stop it.
 */
export async function migrateWithServer(options: {
  serverDir: string;
  databaseUrl: string | null;
  dataDir: string;
}): Promise<void> {
  const server = await startOurServer({ ...options, logLevel: 'warn' });
  await server.stop();
}

/** Seeds a migrated PostgreSQL database through one connection and reads the load's targets. */
export async function seedPostgres(url: string, scale: Scale): Promise<LoadTargets> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const runner: SqlRunner = { query: (text, params) => client.query(text, params) };
    await seedApiData(runner, scale);
    return await loadTargets(runner);
  } finally {
    await client.end();
  }
}
