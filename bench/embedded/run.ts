import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentProblems, goalsTable, startHeader, startRow } from './report';
import { runStartupBench } from './startup';
import { runEmbeddedThroughput } from './throughput';

const USAGE = `npm run bench:embedded: start-up time and memory of the embedded default (PGlite, no DATABASE_URL).
Options: BENCH_APP_DIR (another checkout to measure, default this one), BENCH_NO_BUILD=1 (use its dist as it is),
BENCH_SCALE=small (one restart, CI), BENCH_RESTARTS (default 5), BENCH_IDLE_MS (default 5000),
BENCH_WARMUP (requests of each kind, default 10), BENCH_SERVER_ENTRY (default packages/server/dist/main.js),
BENCH_NODE_OPTIONS (extra node flags for the server, e.g. --cpu-prof), BENCH_THROUGHPUT=0 (start-up only).
With DATABASE_URL the PGlite throughput is compared with PostgreSQL's (bench/embedded/throughput.ts).`;

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a whole number / ${name} должно быть целым числом\n\n${USAGE}`);
    process.exit(1);
  }
  return value;
}

function build(appDir: string): void {
  console.log(`building ${appDir} (npm run build; BENCH_NO_BUILD=1 skips it)…`);
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], { cwd: appDir, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) {
    console.error(`npm run build failed in ${appDir} (exit ${result.status})`);
    process.exit(1);
  }
  // `npm start` builds before it starts: a user waits for this too (not part of the goal).
  console.log(`build: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function main(): Promise<void> {
  if (process.argv.includes('--help')) {
    console.log(USAGE);
    return;
  }
  const appDir = resolve(process.env.BENCH_APP_DIR ?? REPO_ROOT);
  const small = process.env.BENCH_SCALE === 'small';
  const restarts = Math.max(1, positiveInt('BENCH_RESTARTS', small ? 1 : 5));
  const idleMs = positiveInt('BENCH_IDLE_MS', 5_000);
  const warmupRequests = positiveInt('BENCH_WARMUP', small ? 3 : 10);
  const nodeFlags = (process.env.BENCH_NODE_OPTIONS ?? '').split(' ').filter(Boolean);

  if (process.env.BENCH_NO_BUILD !== '1') build(appDir);
  const entry = process.env.BENCH_SERVER_ENTRY ?? join('packages', 'server', 'dist', 'main.js');
  const mainJs = join(appDir, entry);
  if (!existsSync(mainJs)) {
    console.error(`${mainJs} is missing: build first (npm run build) or drop BENCH_NO_BUILD`);
    process.exit(1);
  }

  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(`\n## Embedded start-up (${appDir})\n`);
  console.log(
    `${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM, Node ${process.version}; ` +
      `${restarts} restart(s), ${idleMs} ms idle, warm-up ${warmupRequests} × (GET /, search, address suggest)\n`,
  );
  console.log(startHeader(idleMs));
  const result = await runStartupBench({ appDir, entry, restarts, idleMs, warmupRequests, nodeFlags }, (m) =>
    console.log(startRow(m)),
  );
  console.log(`\n${goalsTable(result)}\n`);
  const problems = contentProblems(result);
  for (const problem of problems) console.error(`content check failed: ${problem}`);

  // PGlite throughput against PostgreSQL on the bench:api load: bench/embedded/throughput.ts.
  if (process.env.BENCH_THROUGHPUT !== '0') {
    await runEmbeddedThroughput({
      appDir,
      databaseUrl: process.env.DATABASE_URL || null,
      scale: small ? 'small' : 'full',
    });
  }
  if (problems.length > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
