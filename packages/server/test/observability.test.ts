import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Database } from '../src/db/connect';
import { MemoryFileStorage } from './helpers/memory-file-storage';
import { startTestApp, testConfig, testDatabase } from './helpers/test-app';

const TOKEN = 'metrics-token-0123456789';
type App = Awaited<ReturnType<typeof startTestApp>>;
const started: App[] = [];

async function app(config: Partial<Config>): Promise<App> {
  const built = await startTestApp({ config });
  started.push(built);
  return built;
}
afterAll(async () => {
  for (const built of started) await built.close();
});

const metrics = (t: App, authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('is open in development and tests without a token', async () => {
    const t = await app({ env: 'test', metricsToken: null });
    const response = await metrics(t);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('fura_http_requests_total');
    expect(response.body).toMatch(/fura_database_up 1/);
  });

  it('does not exist in production without METRICS_TOKEN', async () => {
    const t = await app({ env: 'production', metricsToken: null });
    const response = await metrics(t, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: true, errors: [{ msg: ERROR_MESSAGES.routeNotFound }] });
  });

  it('with METRICS_TOKEN answers only its bearer, in production and elsewhere', async () => {
    for (const env of ['production', 'development'] as const) {
      const t = await app({ env, metricsToken: TOKEN });
      for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN, `Basic ${TOKEN}`]) {
        const refused = await metrics(t, authorization);
        expect(refused.statusCode).toBe(401);
        expect(refused.headers['www-authenticate']).toBe('Bearer');
        expect(refused.json()).toEqual({ error: true, errors: [{ msg: ERROR_MESSAGES.unauthorized }] });
        expect(refused.body).not.toContain('fura_http');
      }
      const allowed = await metrics(t, `Bearer ${TOKEN}`);
      expect(allowed.statusCode).toBe(200);
      expect(allowed.body).toContain('fura_http_requests_total');
    }
  });

  it('reads METRICS_TOKEN from the environment, refusing a short one', () => {
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeNull();
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('GET /ready', () => {
  let closeApp: (() => Promise<unknown>) | null = null;
  afterEach(async () => {
    await closeApp?.();
    closeApp = null;
  });

  /** The real app on the shared database, whose ping answers as `ping` says at each probe. */
  async function appWithPing(ping: () => Promise<void>) {
    const real = await testDatabase();
    const database: Database = { kind: real.kind, db: real.db, close: () => Promise.resolve(), ping };
    const built = await buildApp({ config: testConfig(), database, storage: new MemoryFileStorage() });
    closeApp = () => built.app.close();
    return built.app;
  }

  it('follows the database at every probe: 503 while it fails or hangs, 200 as soon as it answers', async () => {
    let state: 'up' | 'down' | 'hanging' = 'up';
    const ready = await appWithPing(() => {
      if (state === 'down') return Promise.reject(new Error('connect ECONNREFUSED'));
      if (state === 'hanging') return new Promise<void>(() => undefined);
      return Promise.resolve();
    });
    const probe = () => ready.inject({ method: 'GET', url: '/ready' });
    expect((await probe()).statusCode).toBe(200);
    state = 'down';
    const down = await probe();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ error: true, errors: [{ msg: 'База данных недоступна' }] });
    state = 'hanging';
    expect((await probe()).statusCode).toBe(503);
    state = 'up';
    expect((await probe()).statusCode).toBe(200);
  });
});

describe('GET /ready names where route kilometres come from', () => {
  it('«estimate» without ROUTING_URL, «osrm» with it — without asking the routing server', async () => {
    const plain = await app({});
    expect((await plain.app.inject({ method: 'GET', url: '/ready' })).json()).toMatchObject({
      status: 'ready',
      routing: 'estimate',
    });
    // A closed port: /ready reports the configuration, it does not probe the routing server.
    const routed = await app({ routing: { url: 'http://127.0.0.1:9', detourFactor: 1.25 } });
    expect((await routed.app.inject({ method: 'GET', url: '/ready' })).json()).toMatchObject({
      status: 'ready',
      routing: 'osrm',
    });
  });
});
