import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { bearer, createUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

const tiny = { max: 2, windowMs: 60_000 };
const relaxed = { max: 10_000, windowMs: 60_000 };
let t: Awaited<ReturnType<typeof startTestApp>>;

// With REDIS_URL the counts live in Redis (one namespace per run), as with several instances.
beforeAll(async () => {
  t = await startTestApp({
    config: {
      rateLimits: { login: tiny, register: relaxed, forgot: relaxed, callback: relaxed },
      redisUrl: process.env.REDIS_URL || null,
      rateLimitNamespace: `fura-test:${randomUUID()}:`,
    },
  });
});
afterAll(() => t.close());

let addressSeq = 0;
/** A client address no other test of this file uses. */
function freshAddress(): string {
  addressSeq += 1;
  return `10.77.${Math.floor(addressSeq / 250)}.${(addressSeq % 250) + 1}`;
}

/** A wrong current password: each call costs the server an argon2 check and answers 400. */
function guess(token: string, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/password-change',
    headers: bearer(token),
    payload: { passObj: { oldPassword: 'wrong-guess-1', password: 'novyi2024' } },
    remoteAddress,
  });
}

function expectLimited(res: Awaited<ReturnType<typeof guess>>): void {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ error: true, errors: [{ msg: ERROR_MESSAGES.tooManyRequests }] });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('POST /api/user/password-change rate limits (the login rule)', () => {
  it('per user: the third guess within the window is refused even from a new address each time', async () => {
    const { token } = await createUser(t.deps.db);
    expect((await guess(token, freshAddress())).statusCode).toBe(400);
    expect((await guess(token, freshAddress())).statusCode).toBe(400);
    expectLimited(await guess(token, freshAddress()));
    // Another user is not affected.
    const other = await createUser(t.deps.db);
    expect((await guess(other.token, freshAddress())).statusCode).toBe(400);
  });

  it('per address: the third guess from one address is refused even for a different user each time', async () => {
    const address = freshAddress();
    for (let i = 0; i < 2; i += 1) {
      const { token } = await createUser(t.deps.db);
      expect((await guess(token, address)).statusCode).toBe(400);
    }
    const { token } = await createUser(t.deps.db);
    expectLimited(await guess(token, address));
    // The same user from another address is still heard.
    expect((await guess(token, freshAddress())).statusCode).toBe(400);
  });
});
