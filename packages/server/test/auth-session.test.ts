import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { ZAuthResponse } from '@fura/domain/auth';
import { sessions } from '../src/db/schema';
import { bearer, createUser, TEST_PASSWORD } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

const relaxed = { max: 10_000, windowMs: 60_000 };
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp({
    config: { rateLimits: { login: relaxed, register: relaxed, forgot: relaxed, callback: relaxed } },
  });
});
afterAll(() => t.close());

function me(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/user', headers });
}

async function loginAs(login: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login, password: TEST_PASSWORD },
  });
  return ZAuthResponse.parse(res.json()).apiToken;
}

describe('sessions', () => {
  it('a guest gets 401 from GET /api/user; so does a made-up or over-long token', async () => {
    const variants: Record<string, string>[] = [
      {},
      bearer('made-up-token'),
      bearer('x'.repeat(500)),
      { cookie: 'apiToken=nope' },
    ];
    for (const headers of variants) {
      const res = await me(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: true, errors: [{ msg: ERROR_MESSAGES.unauthorized }] });
    }
  });

  it('accepts the token as a bearer header and as the apiToken cookie', async () => {
    const { user, token } = await createUser(t.deps.db);
    expect((await me(bearer(token))).json().user._id).toBe(user.id);
    expect((await me({ cookie: `apiToken=${token}` })).json().user._id).toBe(user.id);
  });

  it('logout with a bearer token revokes it at once and clears the cookie', async () => {
    const { token } = await createUser(t.deps.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false });
    const cleared = res.cookies.find((cookie) => cookie.name === 'apiToken');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect((await me(bearer(token))).statusCode).toBe(401);
    expect((await me({ cookie: `apiToken=${token}` })).statusCode).toBe(401);
  });

  it('logout by cookie revokes only that session', async () => {
    const { user, token } = await createUser(t.deps.db);
    const other = await loginAs(user.email);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: `apiToken=${token}` } });
    expect((await me(bearer(token))).statusCode).toBe(401);
    expect((await me(bearer(other))).statusCode).toBe(200);
    const revoked = await t.deps.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(revoked.filter((row) => row.revokedAt !== null)).toHaveLength(1);
  });

  it('logout of a guest is harmless: 200', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(200);
  });

  it('a password change keeps the current session and revokes every other one', async () => {
    const { user, token } = await createUser(t.deps.db);
    const otherA = await loginAs(user.email);
    const otherB = await loginAs(user.phone);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/password-change',
      headers: bearer(token),
      payload: { passObj: { oldPassword: TEST_PASSWORD, password: 'novyi2024' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false });
    expect((await me(bearer(token))).statusCode).toBe(200);
    expect((await me(bearer(otherA))).statusCode).toBe(401);
    expect((await me(bearer(otherB))).statusCode).toBe(401);
    const live = await t.deps.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(1);

    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: user.email, password: TEST_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: user.email, password: 'novyi2024' },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('only the hash of a session token is stored', async () => {
    const { user } = await createUser(t.deps.db);
    const token = await loginAs(user.email);
    const rows = await t.deps.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(rows.map((row) => row.tokenHash)).not.toContain(token);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });
});
