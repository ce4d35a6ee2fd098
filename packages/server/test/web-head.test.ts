import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/paths';
import { createArticle } from './helpers/articles';
import { createCargo } from './helpers/deals';
import { startTestApp } from './helpers/test-app';

/**
 * Issue 16: an uptime monitor probing with HEAD sees what GET answers — the status and the same headers, no body —
 * on every page (known, with its own head, and unknown), /health, /ready and the build's files. Asked over a real
 * socket: that no body goes out is Node's doing, which `inject` does not show.
 */
let t: Awaited<ReturnType<typeof startTestApp>>;
let webDist: string;
let origin: string;
let orderPath: string;

const ASSET = '/assets/index-Hd12Ef34.js';
// Headers that differ between two answers by nature; `transfer-encoding` frames a body (a compressed stream's), and a
// HEAD answer has none to frame.
const VOLATILE = new Set(['date', 'connection', 'keep-alive', 'x-request-id', 'transfer-encoding']);

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'fura-web-head-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(
    join(webDist, 'index.html'),
    readFileSync(join(REPO_ROOT, 'packages/web/index.html'), 'utf8'),
  );
  writeFileSync(join(webDist, ASSET), `export const line = 'Фура';\n`.repeat(80));
  t = await startTestApp({ config: { webDist, publicUrl: 'https://fura.example' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const cargo = await createCargo(t.deps.db);
  orderPath = `/order/${(await createArticle(t.deps.db, cargo.user.id)).id}`;
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One request on a fresh connection; for HEAD, Node's client reads no body, so one sent would break the next. */
function ask(method: 'GET' | 'HEAD', path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${origin}${path}`,
      { method, agent: false, headers: { 'accept-encoding': 'br, gzip' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (!VOLATILE.has(name) && value !== undefined) headers[name] = String(value);
          }
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A raw HEAD exchange: the bytes the server wrote, to see that nothing follows the headers. */
function rawHead(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${origin}${path}`);
    void import('node:net').then(({ connect }) => {
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.end(`HEAD ${path} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`);
      });
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', reject);
    });
  });
}

/** The order page's path is known once its order exists. */
const ORDER_PAGE = '/order/:id';
const CASES = [
  ['the main page', '/', 200],
  ['a public page', '/search-order', 200],
  ['an order page', ORDER_PAGE, 200],
  ['a private page', '/profile/info', 200],
  ['an admin page', '/admin/moderation', 200],
  ['an unknown path', '/no-such-screen', 404],
  ['health', '/health', 200],
  ['readiness', '/ready', 200],
  ['a build file', ASSET, 200],
] as const;

describe('HEAD answers like GET', () => {
  it.each(CASES)('%s (%s): same status and headers, no body', async (what, casePath, status) => {
    const path = casePath === ORDER_PAGE ? orderPath : casePath;
    const get = await ask('GET', path);
    const head = await ask('HEAD', path);
    expect(get.status, what).toBe(status);
    expect(get.body.length, what).toBeGreaterThan(0);
    expect(head.status, what).toBe(get.status);
    expect(head.headers, what).toEqual(get.headers);
    expect(head.body.length, what).toBe(0);
  });

  it('a page sends its Content-Length and nothing after the headers', async () => {
    const raw = await rawHead('/');
    const [headers, rest] = raw.split('\r\n\r\n');
    expect(headers).toMatch(/^HTTP\/1\.1 200 /);
    expect(headers).toMatch(/\r\ncontent-length: [1-9]\d*\r\n/i);
    expect(headers).toMatch(/\r\ncontent-type: text\/html; charset=utf-8/i);
    expect(rest).toBe('');
  });

  it('a missing build file gets the JSON 404, not the app', async () => {
    const get = await ask('GET', '/assets/index-Gone0000.js');
    const head = await ask('HEAD', '/assets/index-Gone0000.js');
    expect(get.status).toBe(404);
    expect(get.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(get.body.toString())).toMatchObject({ error: true });
    expect(head.headers).toEqual(get.headers);
  });

  it('other methods on a page path still get the JSON 404', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/search-order' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: true });
  });
});
