// The initial-JS budget of the web app (issue 14): all JavaScript a visitor's first load of `/` downloads before the
// page can paint — the entry chunk, the chunks it imports statically (Vite's .vite/manifest.json) and the chunks of the
// `/` route's screen (.vite/route-preload.json, written by the build) — gzipped at level 9 like the server's .gz files.
// Prints a table and the total, the CSS total for information, and exits 1 when the JS is over the budget.
//
//   node scripts/check-web-budget.mjs [dist]        (dist defaults to packages/web/dist)
//   WEB_JS_BUDGET_BYTES=200000 node scripts/check-web-budget.mjs
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

const DEFAULT_BUDGET = 160 * 1024;
/** The route whose first load is measured: the main page. */
const ROUTE = 'main';

function readJson(path) {
  if (!existsSync(path)) throw new Error(`${path} not found: run \`npm run build -w @fura/web\` first`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The entry's chunk, the chunks it imports statically (transitively), and their CSS: paths inside dist. */
export function entryFiles(manifest) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  const js = new Set();
  const css = new Set();
  const queue = [entries[0][0]];
  const seen = new Set();
  while (queue.length > 0) {
    const key = queue.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no ${key}`);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    queue.push(...(chunk.imports ?? []));
  }
  return { js: [...js], css: [...css] };
}

/** What the first load of the route downloads: the entry's files and the route's own (deduplicated). */
export function initialFiles(dist) {
  const manifest = readJson(join(dist, '.vite', 'manifest.json'));
  const routes = readJson(join(dist, '.vite', 'route-preload.json'));
  const route = routes[ROUTE];
  if (!route) throw new Error(`.vite/route-preload.json has no route «${ROUTE}»`);
  const entry = entryFiles(manifest);
  return {
    js: [...new Set([...entry.js, ...route.js])],
    css: [...new Set([...entry.css, ...route.css])],
  };
}

export function gzipSize(path) {
  return gzipSync(readFileSync(path), { level: constants.Z_BEST_COMPRESSION }).length;
}

function sizes(dist, files) {
  return files
    .map((file) => ({ file, raw: readFileSync(join(dist, file)).length, gzip: gzipSize(join(dist, file)) }))
    .sort((a, b) => b.gzip - a.gzip);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function printTable(title, rows) {
  console.log(title);
  const width = Math.max(...rows.map((row) => row.file.length), 4);
  for (const row of rows) {
    console.log(`  ${row.file.padEnd(width)}  ${kb(row.raw).padStart(10)}  ${kb(row.gzip).padStart(9)} gzip`);
  }
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  console.log(
    `  ${'total'.padEnd(width)}  ${''.padStart(10)}  ${kb(total).padStart(9)} gzip (${total} bytes)`,
  );
  return total;
}

/** Measures `dist` against `budget` bytes of gzipped JS; returns whether it fits. */
export function checkBudget(dist, budget) {
  const files = initialFiles(dist);
  const js = printTable(`Initial JS of «/» (${files.js.length} files):`, sizes(dist, files.js));
  printTable(`Initial CSS of «/» (${files.css.length} files, for information):`, sizes(dist, files.css));
  const fits = js <= budget;
  console.log(
    fits
      ? `OK: ${js} bytes of JS (gzip) within the budget of ${budget} bytes (${kb(budget)}).`
      : `Over budget: ${js} bytes of JS (gzip) > ${budget} bytes (${kb(budget)}), ${js - budget} bytes too many.`,
  );
  return fits;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
  const dist = resolve(process.argv[2] ?? join(repoRoot, 'packages', 'web', 'dist'));
  const budget = Number(process.env.WEB_JS_BUDGET_BYTES || DEFAULT_BUDGET);
  if (!Number.isSafeInteger(budget) || budget <= 0) {
    console.error(
      `WEB_JS_BUDGET_BYTES must be a positive whole number of bytes, got «${process.env.WEB_JS_BUDGET_BYTES}»`,
    );
    process.exit(2);
  }
  try {
    process.exit(checkBudget(dist, budget) ? 0 : 1);
  } catch (error) {
    console.error(`check-web-budget: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
}
