// The initial-JS budgets of the web app: all JavaScript a visitor's first load of a page downloads before the page
// is interactive — the entry chunk, the chunks it imports statically (Vite's .vite/manifest.json) and the chunks of
// the route's screen (.vite/route-preload.json, written by the build; the chunks a screen imports lazily, such as a
// dialog or a part hydrated later, are not counted) — gzipped at level 9 like the server's .gz files.
// `/` has its own budget (issue 14: 160 KB); every other page the server renders (.vite/rendered-routes.json) has
// one of 200 KB (issue 28). Prints `/`'s table and each page's total, the CSS for information, and exits 1 when a
// page is over its budget.
//
//   node scripts/check-web-budget.mjs [dist]        (dist defaults to packages/web/dist)
//   WEB_JS_BUDGET_BYTES=170000 WEB_PAGE_JS_BUDGET_BYTES=210000 node scripts/check-web-budget.mjs
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

const DEFAULT_BUDGET = 160 * 1024;
const DEFAULT_PAGE_BUDGET = 200 * 1024;
/** The route with the budget of its own: the main page. */
const MAIN = 'main';

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

/** What the first load of `name`'s page downloads: the entry's files and the route's own (deduplicated). */
export function initialFiles(dist, name = MAIN) {
  const manifest = readJson(join(dist, '.vite', 'manifest.json'));
  const routes = readJson(join(dist, '.vite', 'route-preload.json'));
  const route = routes[name];
  if (!route) throw new Error(`.vite/route-preload.json has no route «${name}»`);
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

function verdict(what, js, budget) {
  const fits = js <= budget;
  console.log(
    fits
      ? `OK: ${what}: ${js} bytes of JS (gzip) within the budget of ${budget} bytes (${kb(budget)}).`
      : `Over budget: ${what}: ${js} bytes of JS (gzip) > ${budget} bytes (${kb(budget)}), ${js - budget} bytes too many.`,
  );
  return fits;
}

/** Measures `/` against `budget` bytes of gzipped JS; returns whether it fits. */
export function checkBudget(dist, budget) {
  const files = initialFiles(dist);
  const js = printTable(`Initial JS of «/» (${files.js.length} files):`, sizes(dist, files.js));
  printTable(`Initial CSS of «/» (${files.css.length} files, for information):`, sizes(dist, files.css));
  return verdict('«/»', js, budget);
}

/** Measures every other page the server renders against `budget`; returns whether all fit. */
export function checkPageBudgets(dist, budget) {
  const rendered = readJson(join(dist, '.vite', 'rendered-routes.json')).filter((name) => name !== MAIN);
  console.log(`Initial JS of the pages rendered on the server (budget ${kb(budget)} each):`);
  const results = rendered.map((name) => {
    const files = initialFiles(dist, name);
    const js = sizes(dist, files.js).reduce((sum, row) => sum + row.gzip, 0);
    const css = sizes(dist, files.css).reduce((sum, row) => sum + row.gzip, 0);
    const mark = js <= budget ? 'ok  ' : 'OVER';
    console.log(
      `  ${mark} ${name.padEnd(14)} ${String(files.js.length).padStart(3)} files  ${kb(js).padStart(9)} JS  ${kb(css).padStart(8)} CSS`,
    );
    return { name, js };
  });
  const over = results.filter((result) => result.js > budget);
  for (const result of over) verdict(`«${result.name}»`, result.js, budget);
  if (over.length === 0)
    console.log(`OK: ${results.length} pages within ${budget} bytes (${kb(budget)}) each.`);
  return over.length === 0;
}

function budgetFrom(variable, fallback) {
  const value = Number(process.env[variable] || fallback);
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new Error(`${variable} must be a positive whole number of bytes, got «${process.env[variable]}»`);
  }
  return value;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
  const dist = resolve(process.argv[2] ?? join(repoRoot, 'packages', 'web', 'dist'));
  try {
    const main = checkBudget(dist, budgetFrom('WEB_JS_BUDGET_BYTES', DEFAULT_BUDGET));
    const pages = checkPageBudgets(dist, budgetFrom('WEB_PAGE_JS_BUDGET_BYTES', DEFAULT_PAGE_BUDGET));
    process.exit(main && pages ? 0 : 1);
  } catch (error) {
    console.error(`check-web-budget: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
}
