import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { captureStatements, type StatementCount } from './capture';
import { checkBaseline } from './check';
import { compareServers, printComparison } from './compare';
import { buildServer, createBenchDatabase, migrateWithServer, seedPostgres } from './database';
import { apiEndpoints } from './endpoints';
import { readOptions, USAGE, type ApiBenchOptions } from './options';
import { startBaseline, startOurServer, type RunningServer } from './servers';

async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version ?? '?';
  } finally {
    await client.end();
  }
}

function statementCell(count: StatementCount | undefined): string {
  if (!count) return '?';
  const transaction = count.inTransaction ? ` (${count.inTransaction} in tx)` : '';
  return `${count.total}${transaction}${count.stable ? '' : ' ⚠'}`;
}

function printHeader(options: ApiBenchOptions, version: string): void {
  const { scale } = options;
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, scale ${scale.name} (${scale.users} users, ${scale.listings} ` +
      `listings, ${scale.deals} deals, ${scale.messages} messages), ${options.connections} connections, ` +
      `${scale.duration} s per run after ${scale.warmup} s warm-up, ${options.rounds} round(s); ` +
      `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, ` +
      `PostgreSQL ${version}, Node ${process.version}; server: ${options.serverDir}, log level ${options.logLevel}`,
  );
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(USAGE);
    process.exit(1);
  }
  const options = readOptions();
  if (options.build) buildServer(options.serverDir);
  const workDir = mkdtempSync(join(tmpdir(), 'fura-bench-api-'));
  const database = await createBenchDatabase(url, 'fura_bench_api', options.keep);
  console.log(`database ${database.name}, server ${options.serverDir}`);
  const running: RunningServer[] = [];
  try {
    await migrateWithServer({ serverDir: options.serverDir, databaseUrl: database.url, dataDir: workDir });
    const targets = await seedPostgres(database.url, options.scale);
    const endpoints = apiEndpoints(targets);

    const capture = await captureStatements({
      serverDir: options.serverDir,
      logLevel: options.logLevel,
      databaseUrl: database.url,
      workDir,
      endpoints,
    });
    const plansFile = join(workDir, 'plans.json');
    writeFileSync(plansFile, JSON.stringify(endpoints.map((endpoint) => capture.plans.get(endpoint.key))));

    const ours = await startOurServer({
      serverDir: options.serverDir,
      logLevel: options.logLevel,
      databaseUrl: database.url,
      dataDir: workDir,
    });
    running.push(ours);
    const baseline = await startBaseline(database.url, plansFile, options.logLevel);
    running.push(baseline);
    if (!(await checkBaseline(baseline.url, endpoints, capture.plans))) process.exitCode = 1;

    const comparisons = await compareServers(
      { label: 'ours', server: ours, endpoints },
      { label: 'baseline', server: baseline, endpoints },
      { connections: options.connections, rounds: options.rounds, ...options.scale },
    );
    printHeader(options, await serverVersion(database.url));
    printComparison(comparisons, ['ours', 'baseline'], {
      title: 'statements',
      cell: (key) => statementCell(capture.counts.get(key)),
    });
    console.log(
      '\nbaseline = bare Fastify + pg replaying the statements ours sent for the same request (captured), ' +
        'answering their rows as JSON; ours ÷ baseline in req/s. statements: per request of ours, begin/commit ' +
        'included; ⚠ = two probes sent different statements (the baseline replays the first).',
    );
    if (comparisons.some((row) => row.first.failed + row.second.failed > 0)) process.exitCode = 1;
  } finally {
    for (const server of running.reverse()) await server.stop();
    await database.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
