import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@fura/domain/credentials';
import { ZAuthResponse } from '@fura/domain/auth';
import { ZErrorResponse } from '@fura/domain/errors';
import { createUser, uniqueEmail, TEST_PASSWORD } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

const relaxed = { max: 10_000, windowMs: 60_000 };
const rateLimits = { login: relaxed, register: relaxed, forgot: relaxed, callback: relaxed };
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp({ config: { rateLimits } });
});
afterAll(() => t.close());

function login(payload: unknown, app = t.app) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });
}

describe('POST /api/auth/login', () => {
  it('logs in by e-mail (any case) and answers the user, a token and the cookie', async () => {
    const { user } = await createUser(t.deps.db, { type: 'carrier' });
    const res = await login({ login: ` ${user.email.toUpperCase()} `, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const answer = ZAuthResponse.parse(res.json());
    expect(answer.user._id).toBe(user.id);
    expect(answer.user.type).toBe('carrier');
    expect(res.cookies.find((cookie) => cookie.name === 'apiToken')?.value).toBe(answer.apiToken);
  });

  it.each([
    ['as stored', (phone: string) => phone],
    [
      'with +7 and spaces',
      (phone: string) => `+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7)}`,
    ],
    ['starting with 8', (phone: string) => `8${phone.slice(1)}`],
  ])('logs in by phone written %s', async (_case, format) => {
    const { user } = await createUser(t.deps.db);
    const res = await login({ login: format(user.phone), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id).toBe(user.id);
  });

  it('every login opens its own session: both tokens work', async () => {
    const { user } = await createUser(t.deps.db);
    const first = ZAuthResponse.parse((await login({ login: user.email, password: TEST_PASSWORD })).json());
    const second = ZAuthResponse.parse((await login({ login: user.phone, password: TEST_PASSWORD })).json());
    expect(first.apiToken).not.toBe(second.apiToken);
    for (const token of [first.apiToken, second.apiToken]) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(200);
    }
  });

  it('401 with the same message for a wrong password and for an unknown login', async () => {
    const { user } = await createUser(t.deps.db);
    const wrong = await login({ login: user.email, password: 'wrongpass1' });
    const unknownEmail = await login({ login: uniqueEmail('nobody'), password: TEST_PASSWORD });
    const unknownPhone = await login({ login: '70000000000', password: TEST_PASSWORD });
    for (const res of [wrong, unknownEmail, unknownPhone]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: true, errors: [{ msg: AUTH_MESSAGES.wrongCredentials }] });
      expect(res.cookies.find((cookie) => cookie.name === 'apiToken')).toBeUndefined();
    }
  });

  it('a banned user logs in (to read why he is blocked); 401 with a wrong password', async () => {
    const { user } = await createUser(t.deps.db, { isBan: true });
    const res = await login({ login: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(ZAuthResponse.parse(res.json()).user.isBan).toBe(true);
    expect((await login({ login: user.email, password: 'wrongpass1' })).statusCode).toBe(401);
  });

  it.each([
    ['missing login', { password: 'x' }, 'login', AUTH_MESSAGES.login],
    ['blank login', { login: '   ', password: 'x' }, 'login', AUTH_MESSAGES.login],
    ['missing password', { login: 'a@b.ru' }, 'password', AUTH_MESSAGES.passwordRequired],
    ['numeric password', { login: 'a@b.ru', password: 12345678 }, 'password', AUTH_MESSAGES.passwordRequired],
  ])('400 for %s', async (_case, payload, param, msg) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(ZErrorResponse.parse(res.json()).errors).toContainEqual({ msg, param });
  });

  it('the cookie is Secure when COOKIE_SECURE is on (production)', async () => {
    const secure = await startTestApp({ config: { rateLimits, cookieSecure: true } });
    try {
      const { user } = await createUser(secure.deps.db);
      const res = await login({ login: user.email, password: TEST_PASSWORD }, secure.app);
      const header = String(res.headers['set-cookie']);
      expect(header).toMatch(/apiToken=[\w-]+/);
      expect(header).toMatch(/; Secure/);
      expect(header).toMatch(/; HttpOnly/);
      expect(header).toMatch(/; SameSite=Lax/);
      expect(header).toMatch(/; Path=\//);
    } finally {
      await secure.close();
    }
  });
});
