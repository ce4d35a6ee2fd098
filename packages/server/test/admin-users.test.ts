import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER_MESSAGES, ADMIN_USERS_PER_PAGE, ZUserSearchResponse } from '@fura/domain/admin-users';
import { createCargo, createCarrier } from './helpers/deals';
import { bearer, createUser, uniqueEmail, type CreatedUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

/** Issue 12, «Пользователи» of the console: who may call each endpoint, bad input, what the list finds. */
let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: CreatedUser;
let cargo: CreatedUser;
let carrier: CreatedUser;
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t.deps.db, { type: 'admin' });
  cargo = await createCargo(t.deps.db);
  carrier = await createCarrier(t.deps.db);
});
afterAll(() => t.close());

function post(path: string, token: string | null, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${path}`,
    headers: token ? bearer(token) : {},
    payload,
  });
}

/** A valid body of each endpoint, and a bad one with the field the 400 names. */
const ENDPOINTS: { path: string; body: () => object; bad: object; param: string; msg: string }[] = [
  {
    path: 'list',
    body: () => ({ page: 1 }),
    bad: { page: 0 },
    param: 'page',
    msg: 'Некорректный номер страницы',
  },
  {
    path: 'get',
    body: () => ({ userId: cargo.user.id }),
    bad: { userId: 'x' },
    param: 'userId',
    msg: ADMIN_USER_MESSAGES.userId,
  },
  {
    path: 'ban',
    body: () => ({ userId: MISSING, days: 3, comment: 'Спам' }),
    bad: { userId: MISSING, days: 3651, comment: 'Спам' },
    param: 'days',
    msg: ADMIN_USER_MESSAGES.days,
  },
  {
    path: 'unban',
    body: () => ({ userId: MISSING }),
    bad: {},
    param: 'userId',
    msg: ADMIN_USER_MESSAGES.userId,
  },
  {
    path: 'revoke-sessions',
    body: () => ({ userId: MISSING }),
    bad: { userId: 12 },
    param: 'userId',
    msg: ADMIN_USER_MESSAGES.userId,
  },
  {
    path: 'grant-admin',
    body: () => ({ userId: MISSING }),
    bad: { userId: '' },
    param: 'userId',
    msg: ADMIN_USER_MESSAGES.userId,
  },
  {
    path: 'revoke-admin',
    body: () => ({ userId: MISSING }),
    bad: { userId: null },
    param: 'userId',
    msg: ADMIN_USER_MESSAGES.userId,
  },
];

describe('/api/admin/users/*: access and input', () => {
  it.each(ENDPOINTS)('$path: 401 guest, 404 cargo owner and carrier, 400 bad input', async (endpoint) => {
    expect((await post(endpoint.path, null, endpoint.body())).statusCode).toBe(401);
    for (const user of [cargo, carrier]) {
      const res = await post(endpoint.path, user.token, endpoint.body());
      expect(res.statusCode, user.user.type).toBe(404);
    }
    const bad = await post(endpoint.path, admin.token, endpoint.bad);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual({ msg: endpoint.msg, param: endpoint.param });
  });

  it('400 for a ban without a comment, too long a comment or zero days; 404 for an unknown user', async () => {
    const cases = [
      [{ userId: cargo.user.id, days: 3, comment: '   ' }, 'comment', ADMIN_USER_MESSAGES.commentRequired],
      [
        { userId: cargo.user.id, days: 3, comment: 'я'.repeat(501) },
        'comment',
        ADMIN_USER_MESSAGES.commentTooLong,
      ],
      [{ userId: cargo.user.id, days: 0, comment: 'Спам' }, 'days', ADMIN_USER_MESSAGES.days],
      [{ userId: cargo.user.id, days: 1.5, comment: 'Спам' }, 'days', ADMIN_USER_MESSAGES.days],
    ] as const;
    for (const [body, param, msg] of cases) {
      const res = await post('ban', admin.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toContainEqual({ msg, param });
    }
    const unknown = await post('ban', admin.token, { userId: MISSING, days: null, comment: 'Спам' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].msg).toBe(ADMIN_USER_MESSAGES.notFound);
    expect((await post('get', admin.token, { userId: MISSING })).statusCode).toBe(404);
  });

  it('refuses to ban oneself or another admin', async () => {
    const self = await post('ban', admin.token, { userId: admin.user.id, days: 1, comment: 'Тест' });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors).toEqual([{ msg: ADMIN_USER_MESSAGES.banSelf, param: 'userId' }]);
    const other = await createUser(t.deps.db, { type: 'admin' });
    const res = await post('ban', admin.token, { userId: other.user.id, days: 1, comment: 'Тест' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].msg).toBe(ADMIN_USER_MESSAGES.banAdmin);
  });
});

describe('POST /api/admin/users/list', () => {
  const list = async (body: object) => {
    const res = await post('list', admin.token, body);
    expect(res.statusCode, res.body).toBe(200);
    return ZUserSearchResponse.parse(res.json());
  };
  const ids = (answer: { users: { _id: string }[] }) => answer.users.map((user) => user._id);

  it('finds by name (either order), e-mail, phone digits and id', async () => {
    const mark = `Ъ${Date.now().toString(36)}`;
    const found = await createUser(t.deps.db, {
      firstName: mark,
      lastName: 'Семёнов',
      email: uniqueEmail('zx'),
    });
    expect(ids(await list({ query: `${mark} Семёнов` }))).toEqual([found.user.id]);
    expect(ids(await list({ query: `семёнов ${mark.toLowerCase()}` }))).toEqual([found.user.id]);
    expect(ids(await list({ query: found.user.email.toUpperCase() }))).toEqual([found.user.id]);
    const phone = found.user.phone;
    const spaced = `8 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`;
    expect(ids(await list({ query: spaced }))).toEqual([found.user.id]);
    expect(ids(await list({ query: found.user.id }))).toEqual([found.user.id]);
    // Only a query written like a phone looks in phones: the digits of a name or an e-mail are not a number.
    expect(ids(await list({ query: `ж${found.user.phone.slice(-4)}` }))).toEqual([]);
    expect(ids(await list({ query: '%' })).length).toBeLessThanOrEqual(ADMIN_USERS_PER_PAGE);
  });

  it('filters by role, ban, passport and tariff; 20 a page with the count of all', async () => {
    const mark = `Щ${Date.now().toString(36)}`;
    const make = (fields: Parameters<typeof createUser>[1]) =>
      createUser(t.deps.db, { firstName: mark, ...fields }).then((user) => user.user.id);
    const active = await make({
      type: 'carrier',
      tariff: 'demo',
      tariffExpiresAt: new Date(Date.now() + 86_400_000),
    });
    const ended = await make({
      type: 'carrier',
      tariff: 'demo',
      tariffExpiresAt: new Date(Date.now() - 1000),
    });
    const never = await make({ type: 'carrier' });
    const banned = await make({ type: 'cargo', isBan: true });
    const pending = await make({ type: 'cargo', passportStatus: 'pending' });
    expect(ids(await list({ query: mark, role: 'carrier' })).sort()).toEqual([active, ended, never].sort());
    expect(ids(await list({ query: mark, tariff: 'active' }))).toEqual([active]);
    expect(ids(await list({ query: mark, tariff: 'none' })).sort()).toEqual([ended, never].sort());
    expect(ids(await list({ query: mark, banned: true }))).toEqual([banned]);
    expect(ids(await list({ query: mark, banned: false }))).not.toContain(banned);
    expect(ids(await list({ query: mark, passport: 'pending' }))).toEqual([pending]);

    for (let i = 0; i < ADMIN_USERS_PER_PAGE; i += 1) await make({ type: 'cargo' });
    const first = await list({ query: mark, page: 1 });
    const second = await list({ query: mark, page: 2 });
    expect(first.countAll).toBe(ADMIN_USERS_PER_PAGE + 5);
    expect(first.users).toHaveLength(ADMIN_USERS_PER_PAGE);
    expect(second.users).toHaveLength(5);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(ADMIN_USERS_PER_PAGE + 5);
    expect(JSON.stringify(first)).not.toMatch(/passwordHash|password_hash|paymentMethod|passportPhoto/);
  });
});
