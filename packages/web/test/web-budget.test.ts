import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** scripts/check-web-budget.mjs on a made-up build: what it counts as a page's first load, and its verdicts. */
const SCRIPT = resolve(__dirname, '../../../scripts/check-web-budget.mjs');
let dist: string;

// Text that gzip cannot shrink to nothing, so that the sizes differ per file.
const code = (seed: number, lines: number) =>
  Array.from(
    { length: lines },
    (_, i) => `export const v${i} = ${(seed * 7919 + i * 104729) % 1000003};`,
  ).join('\n');
const FILES: Record<string, string> = {
  'assets/index-A1.js': code(1, 200),
  'assets/react-B2.js': code(2, 300),
  'assets/shared-C3.js': code(3, 50),
  'assets/MainPage-D4.js': code(4, 80),
  'assets/Leaflet-E5.js': code(5, 900),
  'assets/OrderPage-G7.js': code(7, 400),
  'assets/index-F6.css': `body{margin:0}${'.a{color:red}'.repeat(40)}`,
};
const gz = (file: string) => gzipSync(FILES[file]!, { level: constants.Z_BEST_COMPRESSION }).length;
const initial = ['assets/index-A1.js', 'assets/react-B2.js', 'assets/shared-C3.js', 'assets/MainPage-D4.js'];
const expected = initial.reduce((sum, file) => sum + gz(file), 0);
// The order page: the entry's files, its screen and the shared chunk — not the lazy map.
const orderFiles = [
  'assets/index-A1.js',
  'assets/react-B2.js',
  'assets/shared-C3.js',
  'assets/OrderPage-G7.js',
];
const orderExpected = orderFiles.reduce((sum, file) => sum + gz(file), 0);

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'fura-budget-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  for (const [file, text] of Object.entries(FILES)) writeFileSync(join(dist, file), text);
  const manifest = {
    'index.html': {
      file: 'assets/index-A1.js',
      isEntry: true,
      imports: ['_react-B2.js', '_shared-C3.js'],
      dynamicImports: ['src/Map.tsx'],
      css: ['assets/index-F6.css'],
    },
    '_react-B2.js': { file: 'assets/react-B2.js' },
    '_shared-C3.js': { file: 'assets/shared-C3.js', imports: ['_react-B2.js'] },
    'src/Map.tsx': { file: 'assets/Leaflet-E5.js', isDynamicEntry: true, imports: ['_shared-C3.js'] },
  };
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  const routes = {
    main: { js: ['assets/MainPage-D4.js', 'assets/shared-C3.js'], css: [] },
    order: { js: ['assets/OrderPage-G7.js', 'assets/shared-C3.js'], css: [] },
    login: { js: ['assets/Leaflet-E5.js'], css: [] },
  };
  writeFileSync(join(dist, '.vite', 'route-preload.json'), JSON.stringify(routes));
  // The login page is not rendered on the server: not gated, however big.
  writeFileSync(join(dist, '.vite', 'rendered-routes.json'), JSON.stringify(['main', 'order']));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function check(budget?: number, dir = dist, pageBudget?: number) {
  const env = {
    ...process.env,
    WEB_JS_BUDGET_BYTES: budget === undefined ? '' : String(budget),
    WEB_PAGE_JS_BUDGET_BYTES: pageBudget === undefined ? '' : String(pageBudget),
  };
  return spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8', env });
}

describe('check-web-budget', () => {
  it('counts the entry, its static imports and the main route’s chunks once each, not lazy chunks', () => {
    const run = check(expected);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`(${expected} bytes)`);
    for (const file of initial) expect(run.stdout).toContain(file);
    expect(run.stdout).not.toContain('Leaflet');
    expect(run.stdout).toContain('assets/index-F6.css');
  });

  it('fails over the budget, 160 KB unless WEB_JS_BUDGET_BYTES says otherwise', () => {
    const over = check(expected - 1);
    expect(over.status).toBe(1);
    expect(over.stdout).toContain('Over budget');
    expect(check().status).toBe(0);
  });

  it('gates every other page the server renders, 200 KB each unless WEB_PAGE_JS_BUDGET_BYTES says otherwise', () => {
    const fits = check(expected, dist, orderExpected);
    expect(fits.status).toBe(0);
    expect(fits.stdout).toMatch(/ok {3}order +4 files/);
    expect(fits.stdout).not.toContain('login');
    const over = check(expected, dist, orderExpected - 1);
    expect(over.status).toBe(1);
    expect(over.stdout).toContain(`Over budget: «order»: ${orderExpected} bytes`);
    expect(check(expected).status).toBe(0);
  });

  it('fails with a message when a budget is not a number of bytes', () => {
    const run = check(expected, dist, -5);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('WEB_PAGE_JS_BUDGET_BYTES must be a positive whole number of bytes');
  });

  it('fails with a message when the build is missing', () => {
    const run = check(undefined, join(dist, 'nowhere'));
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('npm run build -w @fura/web');
  });
});
