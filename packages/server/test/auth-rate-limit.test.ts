import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { uniqueEmail, uniquePhone } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

const tiny = { max: 2, windowMs: 60_000 };
const relaxed = { max: 10_000, windowMs: 60_000 };
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp({
    config: { rateLimits: { login: tiny, register: tiny, forgot: tiny, callback: relaxed } },
  });
});
afterAll(() => t.close());

const requests: [string, () => object][] = [
  ['/api/auth/login', () => ({ login: uniqueEmail(), password: 'whatever1' })],
  [
    '/api/auth/register',
    () => ({
      type: 'cargo',
      email: uniqueEmail(),
      phone: uniquePhone(),
      password: 'parol2024',
      name: { first: 'А', last: 'Б' },
    }),
  ],
  ['/api/auth/forgot', () => ({ email: uniqueEmail() })],
];

describe('rate limits', () => {
  it.each(requests)('%s answers 429 with the Russian envelope after the limit', async (url, body) => {
    const ip = `10.0.0.${Math.floor(Math.random() * 200) + 1}`;
    const send = (remoteAddress = ip) =>
      t.app.inject({ method: 'POST', url, payload: body(), remoteAddress });
    expect((await send()).statusCode).not.toBe(429);
    expect((await send()).statusCode).not.toBe(429);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: true, errors: [{ msg: ERROR_MESSAGES.tooManyRequests }] });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another client is not affected.
    expect((await send('10.1.1.1')).statusCode).not.toBe(429);
  });

  it('routes without a limit are not limited', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/api/user/get', payload: { userId: 'nope' } });
      expect(res.statusCode).toBe(404);
    }
  });
});
