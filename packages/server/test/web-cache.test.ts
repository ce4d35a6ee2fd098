import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/paths';
import { staticCacheControl } from '../src/site/web';
import { startTestApp } from './helpers/test-app';

/**
 * Issue 14: the web build served with its precompressed .br/.gz by Accept-Encoding, hashed /assets/ cached for good,
 * other files for an hour, the page (every route's index.html, its head filled in) `no-cache` and compressed.
 */
let t: Awaited<ReturnType<typeof startTestApp>>;
let webDist: string;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SESSION_HINT = '  <meta name="fura-session" content="0" />\n  ';
const ASSET = '/assets/index-Ab12Cd34.js';
const asset = `// the app\n${'export const line = "Фура — биржа грузоперевозок";\n'.repeat(60)}`;
// Each compressed copy says which one it is, so a test knows the file was sent, not compressed on the fly.
const assetBr = `${asset}// .br\n`;
const assetGz = `${asset}// .gz\n`;
const SMALL_CSS = '/assets/Small-Zz99Yy88.css';
const SOUND = '/sounds/message.wav';
const sound = Buffer.alloc(4096, 7);

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'fura-web-cache-'));
  mkdirSync(join(webDist, 'assets'));
  mkdirSync(join(webDist, 'sounds'));
  writeFileSync(
    join(webDist, 'index.html'),
    readFileSync(join(REPO_ROOT, 'packages/web/index.html'), 'utf8'),
  );
  writeFileSync(join(webDist, ASSET), asset);
  writeFileSync(join(webDist, `${ASSET}.br`), brotliCompressSync(assetBr));
  writeFileSync(join(webDist, `${ASSET}.gz`), gzipSync(assetGz));
  writeFileSync(join(webDist, SMALL_CSS), 'body { margin: 0; }\n');
  writeFileSync(join(webDist, SOUND), sound);
  t = await startTestApp({ config: { webDist, publicUrl: 'https://fura.example' } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('hashed assets', () => {
  it('are sent from their .br for `br`, with the JS type, immutable caching and Vary', async () => {
    const res = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(assetBr);
  });

  it('are sent from their .gz for `gzip`, and as they are without Accept-Encoding (still Vary)', async () => {
    const gzip = await get(ASSET, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(assetGz);

    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(asset);
  });

  it('are not routes by their .br or .gz name (a missing build file: the JSON 404, not the app)', async () => {
    const res = await get(`${ASSET}.br`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('under 1 KB without a compressed copy: sent as they are, cached for good; a revalidation answers 304', async () => {
    const res = await get(SMALL_CSS, { 'accept-encoding': 'br, gzip' });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.body).toBe('body { margin: 0; }\n');

    const head = await t.app.inject({ method: 'HEAD', url: SMALL_CSS, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.headers['content-length']).toBe(String(res.rawPayload.length));

    const again = await get(SMALL_CSS, {
      'accept-encoding': 'br',
      'if-none-match': String(res.headers['etag']),
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('other static files', () => {
  it('a sound: cached for an hour, never compressed, a Range answered 206', async () => {
    const whole = await get(SOUND, { 'accept-encoding': 'br, gzip' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['cache-control']).toBe('public, max-age=3600');
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.rawPayload.equals(sound)).toBe(true);

    const part = await get(SOUND, { 'accept-encoding': 'br, gzip', range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe(`bytes 10-19/${sound.length}`);
    expect(part.rawPayload.equals(sound.subarray(10, 20))).toBe(true);
  });

  it('Cache-Control by path in the build', () => {
    expect(staticCacheControl('assets/index-Ab12.js')).toBe(IMMUTABLE);
    expect(staticCacheControl('assets/index-Ab12.js.br')).toBe(IMMUTABLE);
    expect(staticCacheControl('index.html.gz')).toBe('no-cache');
    expect(staticCacheControl('sounds/message.wav')).toBe('public, max-age=3600');
    expect(staticCacheControl('favicon.ico')).toBe('public, max-age=3600');
    // Issue 27: a new service worker or manifest is seen at the next visit.
    expect(staticCacheControl('sw.js')).toBe('no-cache');
    expect(staticCacheControl('sw.js.br')).toBe('no-cache');
    expect(staticCacheControl('manifest.webmanifest')).toBe('no-cache');
  });
});

describe('the page', () => {
  it('of a route: no-cache, br for `br`, its own head filled in', async () => {
    const plain = await get('/search-order');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);
    expect(plain.body).toMatch(/<title>[^<]+<\/title>/);
    expect(plain.body).toContain('<link rel="canonical" href="https://fura.example/search-order" />');

    const br = await get('/search-order', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get('/search-order', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('of an unknown path: 404, no-cache, compressed by the same 1 KB rule', async () => {
    const res = await get('/no-such-page', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    // index.html carries the boot shell (issue 14), so it is over 1 KB: compressed like any other page.
    const html = readFileSync(join(webDist, 'index.html'));
    expect(html.length).toBeGreaterThan(1024);
    expect(res.headers['content-encoding']).toBe('br');
    // index.html with only the session hint added (issue 16).
    const body = brotliDecompressSync(res.rawPayload).toString();
    expect(body.replace(SESSION_HINT, '')).toBe(html.toString());
  });

  it('/index.html itself: no-cache', async () => {
    const res = await get('/index.html', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('an unknown API path keeps its JSON 404', async () => {
    const res = await get('/api/no-such-thing', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ error: true });
  });
});
