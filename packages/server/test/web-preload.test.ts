import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/paths';
import { readRoutePreloads, routePreloadTags } from '../src/site/seo/route-preload';
import { startTestApp } from './helpers/test-app';

/**
 * Issue 14: a route's page head links the chunks of its screen (listed by the web build in .vite/route-preload.json),
 * so that the browser fetches them beside the entry instead of after it has run.
 */
let t: Awaited<ReturnType<typeof startTestApp>>;
let webDist: string;

const ROUTES = {
  main: {
    js: ['assets/MainPage-Ab12Cd34.js', 'assets/SimpleGrid-Ef56Gh78.js'],
    css: ['assets/MainPage-Ij90Kl12.css'],
  },
  searchOrder: { js: ['assets/SearchPage-Mn34Op56.js'], css: [] },
  // A broken entry is ignored rather than written into the page.
  faq: { js: ['assets/"><script>alert(1)</script>.js', '../secret.js'], css: [] },
};

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'fura-web-preload-'));
  mkdirSync(join(webDist, '.vite'));
  writeFileSync(
    join(webDist, 'index.html'),
    readFileSync(join(REPO_ROOT, 'packages/web/index.html'), 'utf8'),
  );
  writeFileSync(join(webDist, '.vite', 'route-preload.json'), JSON.stringify(ROUTES));
  t = await startTestApp({ config: { webDist, publicUrl: 'https://fura.example' } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function head(url: string): Promise<{ status: number; head: string }> {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, head: res.body.slice(0, res.body.indexOf('</head>')) };
}

const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

describe('route chunk preload in the page head', () => {
  it('links the main page’s chunks and stylesheet on /', async () => {
    const page = await head('/');
    expect(page.status).toBe(200);
    expect(preloaded(page.head)).toEqual(['/assets/MainPage-Ab12Cd34.js', '/assets/SimpleGrid-Ef56Gh78.js']);
    expect(page.head).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/MainPage-Ij90Kl12.css" />',
    );
  });

  it('links each route’s own chunks, with the query string ignored', async () => {
    const page = await head('/search-order?from=Москва');
    expect(preloaded(page.head)).toEqual(['/assets/SearchPage-Mn34Op56.js']);
    expect(page.head).not.toContain('MainPage');
  });

  it('adds nothing to an unknown path or a route the build lists wrongly', async () => {
    const missing = await head('/no-such-page');
    expect(missing.status).toBe(404);
    expect(preloaded(missing.head)).toEqual([]);
    const broken = await head('/faq');
    expect(broken.status).toBe(200);
    expect(preloaded(broken.head)).toEqual([]);
    expect(broken.head).not.toContain('<script>alert');
  });
});

describe('reading the build’s list', () => {
  it('gives no routes for a build without the list, and no links for a route it does not name', () => {
    const empty = mkdtempSync(join(tmpdir(), 'fura-web-none-'));
    try {
      expect(readRoutePreloads(empty).size).toBe(0);
      mkdirSync(join(empty, '.vite'));
      writeFileSync(join(empty, '.vite', 'route-preload.json'), '{ not json');
      expect(readRoutePreloads(empty).size).toBe(0);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
    expect(routePreloadTags(undefined)).toEqual([]);
  });
});
