import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { buildApp, startBenchApp } from '../web/server';
import { loadPage, meanPageTime, type LoadFigures, type PageLoad } from './load';

const USAGE = `npm run bench:ssr (issue 28): builds the app, starts the production server on the demo content and loads
/order/{id} and /search-order at 10 connections: the page rendered on the server (as a guest gets it, with the
few-second page cache), rendered on every request (each request its own address, so the cache never answers), and
the static boot shell (a logged-in user's page) as the baseline, all in the same run.
Options:
  BENCH_NO_BUILD=1   use the existing build
  BENCH_SCALE=small  CI: 2 s per load, no warm-up figures printed
  BENCH_SECONDS      seconds per load (default 10)
  BENCH_CONNECTIONS  default 10`;

const small = process.env.BENCH_SCALE === 'small';
const seconds = Number(process.env.BENCH_SECONDS ?? (small ? 2 : 10));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
if (!Number.isFinite(seconds) || seconds <= 0 || !Number.isInteger(connections) || connections <= 0) {
  console.error(USAGE);
  process.exit(1);
}

const appDir = resolve(import.meta.dirname, '..', '..');
if (process.env.BENCH_NO_BUILD !== '1') buildApp(appDir);
const app = await startBenchApp(appDir);

/** A session cookie the server sees (it does not check it for the page): a logged-in user's boot shell. */
const SHELL_COOKIE = 'apiToken=bench-shell';

async function check(path: string, cookie: string | undefined, rendered: boolean): Promise<void> {
  const html = await (await fetch(`${app.origin}${path}`, { headers: cookie ? { cookie } : {} })).text();
  if (html.includes('id="fura-state"') !== rendered) {
    throw new Error(
      `${path}${cookie ? ' with a session' : ''}: expected ${rendered ? 'a rendered page' : 'the shell'}`,
    );
  }
}

const fmt = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : 'n/a');

try {
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB`,
  );
  console.log(`${connections} connections, ${seconds} s per load\n`);
  const rows: string[] = [];
  for (const path of [app.paths.order, '/search-order']) {
    await check(path, undefined, true);
    await check(path, SHELL_COOKIE, false);
    const kinds: [string, PageLoad][] = [
      ['static shell (baseline)', { path, unique: false, cookie: SHELL_COOKIE }],
      ['rendered, page cache', { path, unique: false }],
      ['rendered every request', { path, unique: true }],
    ];
    // One page at a time first, on a server not busy with a previous load's last requests.
    await meanPageTime(app.origin, kinds[2]![1], 5);
    const perPage = await meanPageTime(app.origin, kinds[2]![1], small ? 10 : 50);
    const shell = await meanPageTime(app.origin, kinds[0]![1], small ? 10 : 50);
    const figures: LoadFigures[] = [];
    for (const [label, page] of kinds) {
      // Warm-up: the JIT, the database's pages, the rendering's chunks.
      await loadPage(app.origin, page, { connections, duration: 1 });
      const result = await loadPage(app.origin, page, { connections, duration: seconds });
      if (result.failed > 0) throw new Error(`${path} ${label}: ${result.failed} failed answers`);
      figures.push(result);
      rows.push(
        `| ${path.startsWith('/order/') ? '/order/{id}' : path} | ${label} | ${result.rps.toFixed(0)} | ${fmt(result.p50)} | ${fmt(result.p95)} |`,
      );
    }
    console.log(
      `${path}: one page rendered alone ${perPage.toFixed(1)} ms (the shell ${shell.toFixed(1)} ms); ` +
        `requests/s rendered ÷ shell: cached ${(figures[1]!.rps / figures[0]!.rps).toFixed(2)}, ` +
        `uncached ${(figures[2]!.rps / figures[0]!.rps).toFixed(2)}`,
    );
  }
  console.log('\n| page | served as | requests/s | p50 ms | p95 ms |\n|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await app.stop();
}
