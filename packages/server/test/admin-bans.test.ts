import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ADMIN_USER_MESSAGES, ZAdminUserResponse } from '@fura/domain/admin-users';
import { ZAuthResponse } from '@fura/domain/auth';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { adminAudit, notifications, sessions, users } from '../src/db/schema';
import { createArticle, moscowDate } from './helpers/articles';
import { createCargo, createCarrier } from './helpers/deals';
import { bearer, createUser, type CreatedUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

/**
 * Issue 12, a ban through the console: the user's sessions end but he logs in again and reads why, every change is
 * refused, his listings leave search and the public pages, the notification says for how long; the unban brings all
 * back. Each step is audited.
 */
const DAY = 24 * 60 * 60 * 1000;
let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: CreatedUser;
let viewer: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t.deps.db, { type: 'admin' });
  viewer = await createCarrier(t.deps.db);
});
afterAll(() => t.close());

function post(url: string, token: string | null, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
}

const ban = (userId: string, days: number | null, comment = 'Спам в заявках') =>
  post('/api/admin/users/ban', admin.token, { userId, days, comment });

async function login(user: CreatedUser): Promise<string> {
  const res = await post('/api/auth/login', null, { login: user.user.email, password: user.password });
  expect(res.statusCode, res.body).toBe(200);
  return ZAuthResponse.parse(res.json()).apiToken;
}

/** The ids an order search finds within 2 km of a spot no other test uses. */
async function searchAround(spot: { lat: number; lon: number }): Promise<string[]> {
  const res = await post('/api/article/search', viewer.token, {
    type: 'order',
    from: { ...spot, radiusKm: 2 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ articles: { _id: string }[] }>().articles.map((article) => article._id);
}

async function userArticleIds(userId: string, token: string | null): Promise<string[]> {
  const res = await post('/api/article/getUserArticles', token, { userId, offset: 0 });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ articles: { _id: string }[] }>().articles.map((article) => article._id);
}

describe('a ban through the console', () => {
  it('revokes his sessions; he logs in again, reads why, and is refused changes', async () => {
    const user = await createCargo(t.deps.db);
    const before = Date.now();
    const res = await ban(user.user.id, 3);
    expect(res.statusCode, res.body).toBe(200);
    const answer = ZAdminUserResponse.parse(res.json()).user;
    expect(answer).toMatchObject({ isBan: true, banComment: 'Спам в заявках' });
    expect(Date.parse(answer.banUntil ?? '')).toBeGreaterThanOrEqual(before + 3 * DAY);
    expect(Date.parse(answer.banUntil ?? '')).toBeLessThanOrEqual(Date.now() + 3 * DAY);

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(user.token) })).statusCode,
    ).toBe(401);
    const live = await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.user.id));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);

    const token = await login(user);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      isBan: true,
      banUntil: answer.banUntil,
      banComment: 'Спам в заявках',
    });
    const edit = await post('/api/article/draftArticle', token, { articleId: admin.user.id, socketId: null });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().errors[0].msg).toBe(ERROR_MESSAGES.banned);
  });

  it('notifies «comment ban» with the duration in days (null for good) and audits before and after', async () => {
    const carrier = await createCarrier(t.deps.db);
    expect((await ban(carrier.user.id, 7)).statusCode).toBe(200);
    const cargo = await createCargo(t.deps.db);
    expect((await ban(cargo.user.id, null, 'Мошенничество')).statusCode).toBe(200);

    const infoOf = async (userId: string) =>
      (
        await t.deps.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.code, 'commentBan')))
      ).map((row) => row.info);
    expect(await infoOf(carrier.user.id)).toEqual([{ duration: 7, commentBan: 'Спам в заявках' }]);
    expect(await infoOf(cargo.user.id)).toEqual([{ duration: null, commentBan: 'Мошенничество' }]);

    const [audit] = await t.deps.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.targetUserId, carrier.user.id), eq(adminAudit.action, 'ban')));
    expect(audit).toMatchObject({
      adminId: admin.user.id,
      comment: 'Спам в заявках',
      before: { isBan: false, banUntil: null, tariffExpiresAt: carrier.user.tariffExpiresAt?.toISOString() },
      after: { isBan: true, tariffExpiresAt: carrier.user.tariffExpiresAt?.toISOString() },
    });
    expect(typeof audit?.after?.banUntil).toBe('string');
  });

  it('takes his listings out of search, his profile list and the listing page, and brings them back', async () => {
    const spot = { lat: 50 + randomInt(0, 10_000) / 1000, lon: 60 + randomInt(0, 10_000) / 1000 };
    const author = await createCargo(t.deps.db);
    const order = await createArticle(t.deps.db, author.user.id, { fromLat: spot.lat, fromLon: spot.lon });
    const page = () => post('/api/article/getArticle', null, { id: order.id, type: 'order' });
    expect(await searchAround(spot)).toEqual([order.id]);
    expect(await userArticleIds(author.user.id, null)).toEqual([order.id]);

    expect((await ban(author.user.id, 30)).statusCode).toBe(200);
    expect(await searchAround(spot)).toEqual([]);
    expect(await userArticleIds(author.user.id, viewer.token)).toEqual([]);
    expect((await page()).statusCode).toBe(404);
    const asViewer = await post('/api/article/getUserArticle', viewer.token, { id: order.id, type: 'order' });
    expect(asViewer.statusCode).toBe(404);
    const request = await post('/api/article/createRequest', viewer.token, {
      articleId: order.id,
      request: { request: 'Возьму, машина свободна', priceKopecks: 3_000_000, date: moscowDate(2) },
      socketId: null,
    });
    expect(request.statusCode, request.body).toBe(404);
    // He still sees his own.
    const own = await post('/api/article/getUserArticle', await login(author), {
      id: order.id,
      type: 'order',
    });
    expect(own.statusCode).toBe(200);

    const unban = await post('/api/admin/users/unban', admin.token, { userId: author.user.id });
    expect(unban.statusCode, unban.body).toBe(200);
    expect(unban.json().user).toMatchObject({ isBan: false, banUntil: null });
    expect(await searchAround(spot)).toEqual([order.id]);
    expect((await page()).statusCode).toBe(200);
  });

  it('unban: notifies «unban», audits, and answers 409 for a user who is not banned', async () => {
    const user = await createCargo(t.deps.db);
    const notBanned = await post('/api/admin/users/unban', admin.token, { userId: user.user.id });
    expect(notBanned.statusCode).toBe(409);
    expect(notBanned.json().errors[0].msg).toBe(ADMIN_USER_MESSAGES.notBanned);

    await ban(user.user.id, 1);
    expect((await post('/api/admin/users/unban', admin.token, { userId: user.user.id })).statusCode).toBe(
      200,
    );
    const codes = await t.deps.db
      .select({ code: notifications.code })
      .from(notifications)
      .where(eq(notifications.userId, user.user.id));
    expect(codes.map((row) => row.code).sort()).toEqual(['commentBan', 'unban']);
    const [audit] = await t.deps.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.targetUserId, user.user.id), eq(adminAudit.action, 'unban')));
    expect(audit).toMatchObject({
      adminId: admin.user.id,
      before: { isBan: true },
      after: { isBan: false, banUntil: null },
    });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row).toMatchObject({ isBan: false, banComment: null, banStartedAt: null });
  });
});
