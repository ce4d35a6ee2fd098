import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPublicUser, ZUserResponse } from '@fura/domain/user';
import { AUTH_MESSAGES } from '@fura/domain/credentials';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { notifications } from '../src/db/schema';
import { bearer, createUser, TEST_PASSWORD } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/user', () => {
  it('answers the session user with zero counters for a new user', async () => {
    const { user, token } = await createUser(t.deps.db, { type: 'carrier', contractId: 3, tariff: 'demo' });
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const body = ZUserResponse.parse(res.json());
    expect(body).toEqual({
      user: expect.objectContaining({
        _id: user.id,
        type: 'carrier',
        contract: { id: 3 },
        tariff: 'demo',
        email: user.email,
      }),
      myCountsArticles: { countAll: 0, byStatus: {} },
      takeCountsArticles: { countAll: 0, byStatus: {} },
      onlyNoRead: [],
      notificationCounts: 0,
      dialogsCount: [
        { _id: 'order', count: 0 },
        { _id: 'user', count: 0 },
      ],
      // No company stated (issue 29).
      company: null,
    });
    expect(Object.keys(res.json<{ user: object }>().user)).not.toContain('passportPhoto');
  });

  it('carries the 4 newest unread notifications and the unread count; read ones and other users’ do not count', async () => {
    const { user, token } = await createUser(t.deps.db);
    const { user: stranger } = await createUser(t.deps.db);
    const base = Date.now() - 60_000;
    const rows = Array.from({ length: 6 }, (_, i) => ({
      userId: user.id,
      type: 'system',
      code: 'systemNotice',
      info: { commentNotify: `Уведомление ${i}` },
      createdAt: new Date(base + i * 1000),
    }));
    await t.deps.db
      .insert(notifications)
      .values([
        ...rows,
        { userId: user.id, type: 'system', code: 'unban', isRead: true, createdAt: new Date(base + 10_000) },
        { userId: stranger.id, type: 'system', code: 'systemNotice', createdAt: new Date(base + 20_000) },
      ]);
    const body = ZUserResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json(),
    );
    expect(body.notificationCounts).toBe(6);
    expect(body.onlyNoRead).toHaveLength(4);
    const popup = body.onlyNoRead;
    expect(popup.map((item) => item.info.commentNotify)).toEqual([
      'Уведомление 5',
      'Уведомление 4',
      'Уведомление 3',
      'Уведомление 2',
    ]);
    expect(popup[0]).toMatchObject({
      type: 'system',
      code: 'systemNotice',
      isRead: false,
      createdAt: new Date(base + 5000).toISOString(),
    });
    expect(Object.keys(popup[0]!).sort()).toEqual(['_id', 'code', 'createdAt', 'info', 'isRead', 'type']);
  });

  it('a banned user still gets the own profile (the app shows the blocked notice)', async () => {
    const { token } = await createUser(t.deps.db, { isBan: true });
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.isBan).toBe(true);
  });
});

describe('POST /api/user/get', () => {
  it('answers the public profile only, for guests too', async () => {
    const { user } = await createUser(t.deps.db, {
      contractId: 2,
      avatar: 'avatars/0b8e5a4e-5a43-4d4a-9b1e-4f4f3b0b3e11.webp',
      passportPhoto: 'passports/secret.jpg',
      rating: 4.5,
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/user/get', payload: { userId: user.id } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.error).toBe(false);
    expect(ZPublicUser.strict().parse(body.user)).toEqual({
      _id: user.id,
      type: 'cargo',
      name: { first: user.firstName, last: user.lastName },
      rating: 4.5,
      reviewsCount: 0,
      contract: { id: 2 },
      isPassportVerified: false,
      isBan: false,
      avatar: '/files/avatars/0b8e5a4e-5a43-4d4a-9b1e-4f4f3b0b3e11.webp',
      createdAt: user.createdAt.toISOString(),
      // The trust line's facts (issue 29): no company stated, no deals yet, registered just now.
      trust: {
        company: null,
        passportVerified: false,
        completedDeals: 0,
        rating: 4.5,
        reviewsCount: 0,
        memberSince: user.createdAt.toISOString(),
        newcomer: true,
      },
    });
    const text = res.body;
    for (const secret of [user.email, user.phone, 'passports/secret.jpg', user.passwordHash])
      expect(text).not.toContain(secret);
  });

  it.each([['not-a-uuid'], ['00000000-0000-4000-8000-000000000000'], ["1' or '1'='1"]])(
    '404 for %s',
    async (userId) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/user/get', payload: { userId } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: true, errors: [{ msg: 'Пользователь не найден' }] });
    },
  );

  it('400 without userId', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/get', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].param).toBe('userId');
  });
});

describe('POST /api/user/password-change', () => {
  function change(token: string | null, payload: unknown) {
    return t.app.inject({
      method: 'POST',
      url: '/api/user/password-change',
      headers: token ? bearer(token) : {},
      payload: payload as object,
    });
  }

  it('401 envelope for a guest', async () => {
    const res = await change(null, { passObj: { oldPassword: 'a', password: 'novyi2024' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: true, errors: [{ msg: ERROR_MESSAGES.unauthorized }] });
  });

  it('400 with the form message when the current password is wrong; the password stays', async () => {
    const { user, token } = await createUser(t.deps.db);
    const res = await change(token, { passObj: { oldPassword: 'nevernyi1', password: 'novyi2024' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: AUTH_MESSAGES.oldPasswordWrong,
      errors: [{ msg: AUTH_MESSAGES.oldPasswordWrong, param: 'passObj.oldPassword' }],
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    [
      'a weak new password',
      { passObj: { oldPassword: TEST_PASSWORD, password: 'short' } },
      'passObj.password',
      AUTH_MESSAGES.password,
    ],
    [
      'no current password',
      { passObj: { password: 'novyi2024' } },
      'passObj.oldPassword',
      'Введите текущий пароль',
    ],
  ])('400 with the message in `error` for %s', async (_case, payload, param, msg) => {
    const { token } = await createUser(t.deps.db);
    const res = await change(token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(msg);
    expect(res.json().errors).toContainEqual({ msg, param });
  });

  it('400 with a string `error` for a body without passObj', async () => {
    const { token } = await createUser(t.deps.db);
    const res = await change(token, {});
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().error).toBe('string');
    expect(res.json().errors[0].param).toBe('passObj');
  });
});
