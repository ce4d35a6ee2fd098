import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@fura/domain/credentials';
import { ZAuthResponse } from '@fura/domain/auth';
import { ZErrorResponse } from '@fura/domain/errors';
import { DEMO_TARIFF_DAYS } from '@fura/domain/constants';
import { users } from '../src/db/schema';
import { uniqueViolationConstraint } from '../src/db/unique-violation';
import { createUser, uniqueEmail, uniquePhone } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

const relaxed = { max: 10_000, windowMs: 60_000 };
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp({
    config: { rateLimits: { login: relaxed, register: relaxed, forgot: relaxed, callback: relaxed } },
  });
});
afterAll(() => t.close());

function newcomer(overrides: Record<string, unknown> = {}) {
  return {
    type: 'cargo',
    email: uniqueEmail('reg'),
    phone: uniquePhone(),
    password: 'parol2024',
    name: { first: 'Анна', last: 'Иванова' },
    ...overrides,
  };
}

function post(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });
}

describe('POST /api/auth/register', () => {
  it('creates a cargo owner, answers the session user and a working token', async () => {
    const body = newcomer({ email: `  Mixed-${uniqueEmail()} ` });
    const res = await post(body);
    expect(res.statusCode).toBe(200);
    const answer = ZAuthResponse.parse(res.json());
    expect(answer.user).toMatchObject({
      type: 'cargo',
      name: { first: 'Анна', last: 'Иванова' },
      email: body.email.trim().toLowerCase(),
      phone: body.phone,
      tariff: null,
      expiriesTariffAt: null,
      isBan: false,
      avatar: null,
      contract: { id: null },
    });
    expect(answer.apiToken.length).toBeGreaterThanOrEqual(40);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${answer.apiToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user._id).toBe(answer.user._id);
  });

  it('gives a new carrier the demo tariff for DEMO_TARIFF_DAYS days', async () => {
    const before = Date.now();
    const res = await post(newcomer({ type: 'carrier' }));
    expect(res.statusCode).toBe(200);
    const { user } = ZAuthResponse.parse(res.json());
    expect(user.tariff).toBe('demo');
    const expiry = Date.parse(user.expiriesTariffAt ?? '');
    const days = DEMO_TARIFF_DAYS * 24 * 60 * 60 * 1000;
    expect(expiry).toBeGreaterThanOrEqual(before + days - 1000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + days + 1000);
  });

  it('sets the HttpOnly session cookie (SameSite=Lax, Path=/, not Secure outside production)', async () => {
    const res = await post(newcomer());
    const answer = ZAuthResponse.parse(res.json());
    const cookie = res.cookies.find((item) => item.name === 'apiToken');
    expect(cookie).toMatchObject({ value: answer.apiToken, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('stores the password as an argon2id hash, never the password itself', async () => {
    const body = newcomer();
    await post(body);
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, body.email));
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row?.passwordHash).not.toContain(body.password);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['missing type', { type: undefined }, 'type', AUTH_MESSAGES.type],
    ['unknown type', { type: 'admin' }, 'type', AUTH_MESSAGES.type],
    ['missing e-mail', { email: undefined }, 'email', AUTH_MESSAGES.email],
    ['bad e-mail', { email: 'not-an-email' }, 'email', AUTH_MESSAGES.email],
    ['missing phone', { phone: undefined }, 'phone', AUTH_MESSAGES.phone],
    ['phone of 10 digits', { phone: '7912345678' }, 'phone', AUTH_MESSAGES.phone],
    ['phone starting with 8', { phone: '89123456789' }, 'phone', AUTH_MESSAGES.phone],
    ['phone with letters', { phone: '7912345678a' }, 'phone', AUTH_MESSAGES.phone],
    ['missing password', { password: undefined }, 'password', AUTH_MESSAGES.password],
    ['short password', { password: 'abc123' }, 'password', AUTH_MESSAGES.password],
    ['password without a digit', { password: 'onlyletters' }, 'password', AUTH_MESSAGES.password],
    ['password without a letter', { password: '1234567890' }, 'password', AUTH_MESSAGES.password],
    ['missing first name', { name: { last: 'Иванова' } }, 'name.first', AUTH_MESSAGES.firstName],
    ['blank first name', { name: { first: '   ', last: 'Иванова' } }, 'name.first', AUTH_MESSAGES.firstName],
    ['blank last name', { name: { first: 'Анна', last: '' } }, 'name.last', AUTH_MESSAGES.lastName],
  ];
  it.each(invalid)('400 for %s, naming the field', async (_case, overrides, param, msg) => {
    const body = newcomer(overrides);
    for (const key of Object.keys(overrides))
      if (overrides[key] === undefined) delete (body as Record<string, unknown>)[key];
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    const answer = ZErrorResponse.parse(res.json());
    expect(answer.errors).toContainEqual({ msg, param });
  });

  it('400 with an item for every missing field of an empty body', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    const params = ZErrorResponse.parse(res.json()).errors.map((item) => item.param);
    expect(params).toEqual(expect.arrayContaining(['type', 'email', 'phone', 'password', 'name']));
  });

  it('409 naming the e-mail when it is taken (case-insensitively)', async () => {
    const { user } = await createUser(t.deps.db);
    const res = await post(newcomer({ email: user.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: true, errors: [{ msg: AUTH_MESSAGES.emailTaken, param: 'email' }] });
  });

  it('409 naming the phone when it is taken', async () => {
    const { user } = await createUser(t.deps.db);
    const res = await post(newcomer({ phone: user.phone }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: true, errors: [{ msg: AUTH_MESSAGES.phoneTaken, param: 'phone' }] });
  });

  it('409 naming both fields when both are taken', async () => {
    const { user } = await createUser(t.deps.db);
    const res = await post(newcomer({ email: user.email, phone: user.phone }));
    expect(res.statusCode).toBe(409);
    expect(ZErrorResponse.parse(res.json()).errors.map((item) => item.param)).toEqual(['email', 'phone']);
  });

  it('two simultaneous registrations with one e-mail: one account, the other gets 409 for the e-mail', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all([post(newcomer({ email })), post(newcomer({ email }))]);
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = results.find((res) => res.statusCode === 409);
    expect(loser?.json().errors).toEqual([{ msg: AUTH_MESSAGES.emailTaken, param: 'email' }]);
    const rows = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('the database reports a duplicate by the constraint name the service maps', async () => {
    const { user } = await createUser(t.deps.db);
    const attempt = (values: { email: string; phone: string }) =>
      t.deps.db
        .insert(users)
        .values({ type: 'cargo', passwordHash: 'x', firstName: 'А', lastName: 'Б', ...values })
        .then(
          () => null,
          (error: unknown) => uniqueViolationConstraint(error),
        );
    expect(await attempt({ email: user.email, phone: uniquePhone() })).toBe('users_email_unique');
    expect(await attempt({ email: uniqueEmail(), phone: user.phone })).toBe('users_phone_unique');
    expect(uniqueViolationConstraint(new Error('other'))).toBeNull();
  });
});
