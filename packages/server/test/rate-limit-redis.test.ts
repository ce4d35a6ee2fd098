import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { uniqueEmail } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

const redisUrl = process.env.REDIS_URL;
const tiny = { max: 3, windowMs: 60_000 };
const relaxed = { max: 10_000, windowMs: 60_000 };

/** Two instances behind one load balancer: a client must not get twice the attempts by alternating between them. */
describe.runIf(!!redisUrl)('rate limits counted in Redis', () => {
  const namespace = `fura-test:${randomUUID()}:`;
  const config = {
    redisUrl: redisUrl!,
    rateLimitNamespace: namespace,
    rateLimits: { login: tiny, register: relaxed, forgot: relaxed, callback: relaxed },
  };
  let a: Awaited<ReturnType<typeof startTestApp>>;
  let b: Awaited<ReturnType<typeof startTestApp>>;
  const redis = createClient({ url: redisUrl });

  beforeAll(async () => {
    a = await startTestApp({ config });
    b = await startTestApp({ config });
    await redis.connect();
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    if (redis.isOpen) await redis.close();
  });

  const login = (app: typeof a, remoteAddress: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: uniqueEmail(), password: 'whatever1' },
      remoteAddress,
    });

  it('shares one login counter between the instances, per client, with an expiring window', async () => {
    const ip = '10.20.30.40';
    expect((await login(a, ip)).statusCode).not.toBe(429);
    expect((await login(b, ip)).statusCode).not.toBe(429);
    expect((await login(a, ip)).statusCode).not.toBe(429);
    const limited = await login(b, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: true, errors: [{ msg: ERROR_MESSAGES.tooManyRequests }] });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await login(a, ip)).statusCode).toBe(429);
    // Another client is not affected.
    expect((await login(b, '10.20.30.41')).statusCode).not.toBe(429);

    const keys = await redis.keys(`${namespace}*`);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    for (const key of keys) {
      const ttl = await redis.pTTL(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(tiny.windowMs);
    }
  });

  it('starts counting again when the window ends', async () => {
    const ip = '10.20.30.50';
    for (let i = 0; i < tiny.max; i += 1) await login(a, ip);
    expect((await login(b, ip)).statusCode).toBe(429);
    for (const key of await redis.keys(`${namespace}*10.20.30.50`)) await redis.pExpire(key, 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await login(b, ip)).statusCode).not.toBe(429);
  });
});
