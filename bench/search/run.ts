import { cpus, totalmem } from 'node:os';
import pg from 'pg';
import { connectDatabase, type Database } from '../../packages/server/src/db/connect';
import { ARTICLES_PER_PAGE } from '@fura/domain/constants';
import { searchArticles } from '../../packages/server/src/modules/search/search-service';
import { benchCases, type BenchCase } from './cases';
import { corridorBenchCases, type CorridorBenchCase } from './corridor-cases';
import { captureCorridorPlan, corridorDeps, runCorridorDirect } from './corridor-direct';
import { searchCorridor } from '../../packages/server/src/modules/search/corridor-service';
import { capturePlan, runDirect, type DirectPlan } from './direct';
import { generateListings } from './generate';
import { summarize, timeOnce, type Timing } from './measure';

const USAGE = `npm run bench:search needs DATABASE_URL: the benchmark targets PostgreSQL (it creates a database
fura_bench_<time> there and drops it afterwards), e.g.
  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:search
Бенчмарк поиска работает с PostgreSQL: укажите DATABASE_URL (пользователь с правом CREATE DATABASE), например
  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:search
Options: BENCH_LISTINGS (default 1000000; e.g. 5000 for a quick check), BENCH_RUNS (default 50),
BENCH_EXPLAIN=1 prints the plans, BENCH_KEEP=1 keeps the database.`;

const WARMUP_RUNS = 5;

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`${name} must be a positive integer / ${name} должно быть целым положительным числом`);
    process.exit(1);
  }
  return value;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

interface CaseResult {
  name: string;
  rows: number;
  /** Statements the search ran (the distance sort widens its radius until a page fills), and the request count. */
  statements: number;
  service: Timing;
  direct: Timing;
}

async function measureCase(
  database: Database,
  pool: pg.Pool,
  item: BenchCase,
  runs: number,
): Promise<CaseResult> {
  const plan = await capturePlan(pool, item.filters);
  const direct = () => runDirect(pool, plan);
  const service = () => searchArticles(database.db, item.filters);

  const [page, raw] = await Promise.all([service(), direct()]);
  if (page.articles.length !== Math.min(raw.rows, ARTICLES_PER_PAGE))
    throw new Error(`${item.name}: rows differ`);
  return {
    name: item.name,
    rows: page.articles.length,
    statements: plan.search.length + (plan.count ? 1 : 0),
    ...(await timeBoth(service, direct, runs)),
  };
}

/**
 * A corridor search: the service (route, candidates, the domain's rule on each, order, page, presenter) against its
 * statements replayed through pg. `rows` is the candidates the SQL returned, the work the TypeScript side does.
 */
async function measureCorridorCase(
  database: Database,
  pool: pg.Pool,
  item: CorridorBenchCase,
  runs: number,
): Promise<CaseResult> {
  const plan = await captureCorridorPlan(pool, item.request);
  const direct = () => runCorridorDirect(pool, plan);
  const deps = corridorDeps(database.db);
  const service = () => searchCorridor(deps, item.request);
  const [, raw] = await Promise.all([service(), direct()]);
  return {
    name: item.name,
    rows: raw.rows,
    statements: plan.length,
    ...(await timeBoth(service, direct, runs)),
  };
}

async function timeBoth(
  service: () => Promise<unknown>,
  direct: () => Promise<unknown>,
  runs: number,
): Promise<Pick<CaseResult, 'service' | 'direct'>> {
  for (let i = 0; i < WARMUP_RUNS; i += 1) {
    await service();
    await direct();
  }
  const serviceTimes: number[] = [];
  const directTimes: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    // Alternate which goes first so neither always runs on a warmer cache.
    if (i % 2 === 0) {
      serviceTimes.push(await timeOnce(service));
      directTimes.push(await timeOnce(direct));
    } else {
      directTimes.push(await timeOnce(direct));
      serviceTimes.push(await timeOnce(service));
    }
  }
  return { service: summarize(serviceTimes), direct: summarize(directTimes) };
}

/** EXPLAIN ANALYZE of each statement the search runs (until the one that fills the page). */
async function printPlan(pool: pg.Pool, item: BenchCase): Promise<void> {
  const plan: DirectPlan = await capturePlan(pool, item.filters);
  const used = plan.search.length;
  for (const [index, query] of plan.search.entries()) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>({
      text: `explain (analyze, buffers) ${query.sql}`,
      values: query.params,
    });
    const label = used > 1 ? ` (statement ${index + 1} of ${used})` : '';
    console.log(`\n--- ${item.name}${label}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
}

/** The corridor cases' yardstick (issue 26: a corridor's p95 within 2 × this case's of the same run). */
const FROM_TO_CASE = 'Москва 50 км → СПб 50 км, новые';

async function printCorridorPlan(pool: pg.Pool, item: CorridorBenchCase): Promise<void> {
  for (const [index, query] of (await captureCorridorPlan(pool, item.request)).entries()) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>({
      text: `explain (analyze, buffers) ${query.sql}`,
      values: query.params,
    });
    console.log(
      `\n--- ${item.name} (statement ${index + 1})\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`,
    );
  }
}

const ms = (value: number) => value.toFixed(2);

function printCorridorTable(results: readonly CaseResult[], fromTo: CaseResult | undefined): void {
  console.log(
    '\n| corridor | candidates | statements | service p50 ms | service p95 ms | SQL p50 ms | SQL p95 ms | ratio p95 | ÷ from+to p95 |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const result of results) {
    const ratio95 = (result.service.p95 / result.direct.p95).toFixed(2);
    const versus = fromTo ? (result.service.p95 / fromTo.service.p95).toFixed(2) : '—';
    console.log(
      `| ${result.name} | ${result.rows} | ${result.statements} | ${ms(result.service.p50)} | ${ms(result.service.p95)} | ` +
        `${ms(result.direct.p50)} | ${ms(result.direct.p95)} | ${ratio95} | ${versus} |`,
    );
  }
  console.log(
    '\ncandidates = rows the corridor statement returned (decided in TypeScript); ratio = service / its statements ' +
      'through pg; ÷ from+to = service p95 / the service p95 of «' +
      FROM_TO_CASE +
      '» (goal ≤ 2, and ≤ 100 ms)',
  );
}

function printTable(results: readonly CaseResult[]): void {
  console.log(
    '\n| search | rows | statements | service p50 ms | service p95 ms | SQL p50 ms | SQL p95 ms | ratio p50 | ratio p95 |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const result of results) {
    const ratio50 = (result.service.p50 / result.direct.p50).toFixed(2);
    const ratio95 = (result.service.p95 / result.direct.p95).toFixed(2);
    console.log(
      `| ${result.name} | ${result.rows} | ${result.statements} | ${ms(result.service.p50)} | ${ms(result.service.p95)} | ` +
        `${ms(result.direct.p50)} | ${ms(result.direct.p95)} | ${ratio50} | ${ratio95} |`,
    );
  }
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(USAGE);
    process.exit(1);
  }
  const listings = positiveInt('BENCH_LISTINGS', 1_000_000);
  const runs = positiveInt('BENCH_RUNS', 50);
  const name = `fura_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  console.log(`database ${name}: ${listings} listings, ${runs} runs per search`);
  const benchUrl = withDatabase(url, name);
  let database: Database | null = null;
  const pool = new pg.Pool({ connectionString: benchUrl, max: 10 });
  try {
    database = await connectDatabase({ databaseUrl: benchUrl, dataDir: null });
    const started = performance.now();
    const loader = new pg.Client({ connectionString: benchUrl });
    await loader.connect();
    try {
      await generateListings(loader, listings);
    } finally {
      await loader.end();
    }
    console.log(`generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);

    const results: CaseResult[] = [];
    for (const item of benchCases()) {
      if (process.env.BENCH_EXPLAIN === '1') await printPlan(pool, item);
      results.push(await measureCase(database, pool, item, runs));
    }
    const corridors: CaseResult[] = [];
    for (const item of corridorBenchCases()) {
      if (process.env.BENCH_EXPLAIN === '1') await printCorridorPlan(pool, item);
      corridors.push(await measureCorridorCase(database, pool, item, runs));
    }
    const { rows } = await pool.query<{ server_version: string }>('show server_version');
    console.log(
      `\n${new Date().toISOString().slice(0, 10)}, ${listings} listings, ${runs} runs each; ` +
        `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, ` +
        `PostgreSQL ${rows[0]?.server_version ?? '?'}, Node ${process.version}`,
    );
    printTable(results);
    console.log(
      '\nratio = service (build, run, map, present) / the same statements (search and request count) run directly ' +
        'through pg',
    );
    printCorridorTable(
      corridors,
      results.find((result) => result.name === FROM_TO_CASE),
    );
  } finally {
    await pool.end();
    if (database) await database.close();
    if (process.env.BENCH_KEEP === '1') {
      console.log(`kept database ${name}`);
    } else {
      await admin.query(`drop database "${name}"`);
    }
    await admin.end();
  }
}

await main();
