import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { compareServers, printComparison, type Comparison } from '../api/compare';
import { createBenchDatabase, migrateWithServer, seedPostgres } from '../api/database';
import { apiEndpoints, type EndpointKey } from '../api/endpoints';
import { loadEndpoint } from '../api/load';
import { loadSettings, scaleOf, type Scale } from '../api/options';
import { loadTargets, seedApiData, type LoadTargets } from '../api/seed';
import { startOurServer, type RunningServer } from '../api/servers';

export interface EmbeddedThroughputOptions {
  /** The checkout whose built server (`packages/server/dist/main.js`) is measured; it must be built already. */
  appDir: string;
  /** PostgreSQL to compare with (a scratch database is made there and dropped); null measures PGlite alone. */
  databaseUrl: string | null;
  /** `small`: a hundredth of the bench:api data set and 2 s runs (CI); BENCH_DURATION, BENCH_CONNECTIONS apply. */
  scale: 'small' | 'full';
}

export interface EmbeddedThroughputRow {
  key: EndpointKey;
  label: string;
  pgliteRps: number;
  postgresRps: number | null;
  /** PGlite req/s ÷ PostgreSQL req/s; null without DATABASE_URL. */
  ratio: number | null;
}

/**
 * PGlite can be opened by one process at a time: our server creates and migrates `<dataDir>/pglite` and exits, the
 * data set is written straight into it with PGlite, and only then does the server start on it for the load.
 */
async function preparePglite(appDir: string, dataDir: string, scale: Scale): Promise<LoadTargets> {
  await migrateWithServer({ serverDir: appDir, databaseUrl: null, dataDir });
  const db = new PGlite(join(dataDir, 'pglite'));
  try {
    await db.waitReady;
    const runner = { query: (text: string, params?: unknown[]) => db.query(text, params) };
    await seedApiData(runner, scale);
    return await loadTargets(runner);
  } finally {
    await db.close();
  }
}

function rowsOf(comparisons: readonly Comparison[]): EmbeddedThroughputRow[] {
  return comparisons.map((row) => ({
    key: row.key,
    label: row.label,
    pgliteRps: row.first.rps,
    postgresRps: row.second.rps,
    ratio: row.first.rps / row.second.rps,
  }));
}

async function pgliteAlone(server: RunningServer, targets: LoadTargets, scale: Scale, connections: number) {
  console.log('\nDATABASE_URL is not set: PGlite alone (set it for the ratio to PostgreSQL).\n');
  console.log('| request | PGlite req/s | p50 ms | p99 ms |\n|---|---:|---:|---:|');
  const rows: EmbeddedThroughputRow[] = [];
  for (const endpoint of apiEndpoints(targets)) {
    const options = { connections, tag: `pglite${Date.now().toString(36)}` };
    await loadEndpoint(server.url, endpoint, { ...options, duration: scale.warmup });
    const result = await loadEndpoint(server.url, endpoint, { ...options, duration: scale.duration });
    console.log(`| ${endpoint.label} | ${result.rps.toFixed(0)} | ${result.p50} | ${result.p99} |`);
    rows.push({
      key: endpoint.key,
      label: endpoint.label,
      pgliteRps: result.rps,
      postgresRps: null,
      ratio: null,
    });
  }
  return rows;
}

/**
 * The bench:api load (GET /api/user, search, a listing page, dialog send; the same data set) against our server on
 * the embedded PGlite and on PostgreSQL, one after the other with the order alternating; prints PGlite req/s ÷
 * PostgreSQL req/s per request, so a user can see when to move to DATABASE_URL.
 */
export async function runEmbeddedThroughput(
  options: EmbeddedThroughputOptions,
): Promise<EmbeddedThroughputRow[]> {
  const scale = scaleOf(options.scale);
  const { connections, rounds, logLevel } = loadSettings();

  const workDir = mkdtempSync(join(tmpdir(), 'fura-bench-embedded-'));
  const running: RunningServer[] = [];
  const database = options.databaseUrl
    ? await createBenchDatabase(options.databaseUrl, 'fura_bench_embedded', process.env.BENCH_KEEP === '1')
    : null;
  try {
    const pgliteDir = join(workDir, 'pglite-data');
    console.log(`\n## PGlite throughput against PostgreSQL (bench:api load, scale ${scale.name})\n`);
    const pgliteTargets = await preparePglite(options.appDir, pgliteDir, scale);
    const pglite = await startOurServer({
      serverDir: options.appDir,
      logLevel,
      databaseUrl: null,
      dataDir: pgliteDir,
    });
    running.push(pglite);
    if (!database) return await pgliteAlone(pglite, pgliteTargets, scale, connections);

    const postgresDir = join(workDir, 'postgres-data');
    await migrateWithServer({ serverDir: options.appDir, databaseUrl: database.url, dataDir: postgresDir });
    const postgresTargets = await seedPostgres(database.url, scale);
    const postgres = await startOurServer({
      serverDir: options.appDir,
      logLevel,
      databaseUrl: database.url,
      dataDir: postgresDir,
    });
    running.push(postgres);
    const comparisons = await compareServers(
      { label: 'PGlite', server: pglite, endpoints: apiEndpoints(pgliteTargets) },
      { label: 'PostgreSQL', server: postgres, endpoints: apiEndpoints(postgresTargets) },
      { connections, rounds, ...scale },
    );
    console.log(
      `\nour server (${options.appDir}), NODE_ENV=production, log ${logLevel}; ${connections} connections, ` +
        `${scale.duration} s per run after ${scale.warmup} s warm-up; the same data set in each database`,
    );
    printComparison(comparisons, ['PGlite', 'PostgreSQL']);
    return rowsOf(comparisons);
  } finally {
    for (const server of running.reverse()) await server.stop();
    await database?.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
}
