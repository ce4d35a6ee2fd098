import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ZUserCardResponse } from '@fura/domain/admin-users';
import { adminAudit, payments, reviews, sessions } from '../src/db/schema';
import { createArticle } from './helpers/articles';
import { createCargo, createCarrier, insertExecutor } from './helpers/deals';
import { bearer, createUser, type CreatedUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

/** Issue 12, the console's user card and «Завершить все сеансы». */
let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t.deps.db, { type: 'admin' });
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

describe('POST /api/admin/users/get', () => {
  it('shows his listings, deals, reviews about him, payments and sessions — never a token hash', async () => {
    const user = await createCarrier(t.deps.db);
    const author = await createCargo(t.deps.db);
    const own = await createArticle(t.deps.db, user.user.id, { type: 'offer', status: 1 });
    const deal = await createArticle(t.deps.db, author.user.id, { status: 5 });
    await insertExecutor(t.deps.db, deal.id, user.user.id);
    await t.deps.db.insert(reviews).values({
      articleId: deal.id,
      authorId: author.user.id,
      userId: user.user.id,
      rating: 4,
      comment: 'Довёз аккуратно',
    });
    await t.deps.db.insert(payments).values({
      userId: user.user.id,
      planCode: 'pro-week',
      planName: 'PRO неделя',
      days: 7,
      amountKopecks: 14_000,
      kind: 'first',
      provider: 'demo',
      status: 'succeeded',
    });
    const res = await post('get', admin.token, { userId: user.user.id });
    expect(res.statusCode, res.body).toBe(200);
    const card = ZUserCardResponse.parse(res.json());
    expect(card.user).toMatchObject({ _id: user.user.id, type: 'carrier', email: user.user.email });
    expect(card.listings).toEqual([expect.objectContaining({ _id: own.id, status: 1, type: 'offer' })]);
    expect(card.deals).toEqual([
      expect.objectContaining({
        _id: deal.id,
        status: 5,
        author: expect.objectContaining({ _id: author.user.id }),
      }),
    ]);
    expect(card.reviews).toEqual([expect.objectContaining({ rating: 4, comment: 'Довёз аккуратно' })]);
    expect(card.payments).toEqual([expect.objectContaining({ planName: 'PRO неделя', status: 'succeeded' })]);
    expect(card.sessions).toHaveLength(1);
    expect(card.sessions[0]?.revokedAt).toBeNull();
    const [session] = await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.user.id));
    expect(res.body).not.toContain(session?.tokenHash);
    expect(res.body).not.toMatch(/passwordHash|tokenHash/);
  });
});

describe('POST /api/admin/users/revoke-sessions', () => {
  it('revokes every live session, answers how many, and writes the audit row', async () => {
    const user = await createCargo(t.deps.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: user.user.email, password: user.password },
    });
    const second: string = login.json().apiToken;
    const res = await post('revoke-sessions', admin.token, { userId: user.user.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ error: false, revoked: 2 });
    for (const token of [user.token, second]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
      expect(me.statusCode).toBe(401);
    }
    const audit = await t.deps.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.targetUserId, user.user.id), eq(adminAudit.action, 'revokeSessions')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      adminId: admin.user.id,
      before: { liveSessions: 2 },
      after: { liveSessions: 0 },
    });
  });
});
