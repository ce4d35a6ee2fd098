import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ARTICLE_MESSAGES } from '@fura/domain/article-schemas';
import { DEAL_MESSAGES } from '@fura/domain/deal-items';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { articleRequests, notifications } from '../src/db/schema';
import { createArticle, postArticleJson } from './helpers/articles';
import { createCargo, createCarrier } from './helpers/deals';
import { createUser } from './helpers/factories';
import { socketTestApp } from './helpers/socket-test-app';

const t = socketTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;
const RUSSIAN = /[а-яё]/i;

const create = (token: string | null, body: unknown) => postArticleJson(t.app, 'createRequest', token, body);
const body = (articleId: string, extra: Record<string, unknown> = {}) => ({
  articleId,
  request: { request: 'Возьму завтра', priceKopecks: 2_500_000, date: '2030-05-01', ...extra },
  socketId: null,
});

async function requestsOf(articleId: string) {
  return t.deps.db.select().from(articleRequests).where(eq(articleRequests.articleId, articleId));
}

describe('createRequest', () => {
  it('a carrier requests a cargo owner’s order: stored, presented, author notified', async () => {
    const owner = await createCargo(t.deps.db);
    const carrier = await createCarrier(t.deps.db, { firstName: 'Олег', lastName: 'Сидоров' });
    const order = await createArticle(t.deps.db, owner.user.id);
    const res = await create(carrier.token, body(order.id, { request: '  Возьму завтра  ' }));
    expect(res.statusCode).toBe(200);
    const { request } = res.json();
    expect(request).toMatchObject({
      articleId: order.id,
      request: 'Возьму завтра',
      priceKopecks: 2_500_000,
      date: '2030-05-01',
      user: { _id: carrier.user.id, type: 'carrier', name: { first: 'Олег', last: 'Сидоров' } },
    });
    expect(JSON.stringify(request)).not.toContain(carrier.user.email);
    const rows = await requestsOf(order.id);
    expect(rows.map((row) => [row.id, row.userId, row.text])).toEqual([
      [request.requestId, carrier.user.id, 'Возьму завтра'],
    ]);
    const notes = await t.deps.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      code: 'newRequest',
      info: {
        articleType: 'order',
        articleId: order.id,
        articleStatus: 2,
        userType: 'carrier',
        userFio: 'Олег Сидоров',
        author: carrier.user.id,
      },
    });
  });

  it('a cargo owner requests a carrier’s offer without any tariff; price and date are optional', async () => {
    const carrier = await createCarrier(t.deps.db);
    const cargo = await createCargo(t.deps.db);
    const offer = await createArticle(t.deps.db, carrier.user.id, { type: 'offer' });
    const res = await create(cargo.token, { articleId: offer.id, request: { request: 'Нужна газель' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().request).toMatchObject({
      priceKopecks: null,
      date: null,
      user: { _id: cargo.user.id },
    });
    const [note] = await t.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, carrier.user.id));
    expect(note?.info).toMatchObject({ articleType: 'offer', userType: 'cargo' });
  });

  it('guest 401 before the body is read', async () => {
    const res = await create(null, { nonsense: true });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: true, errors: [{ msg: ERROR_MESSAGES.unauthorized }] });
  });

  it('wrong role: cargo on an order, carrier on an offer, an admin on either', async () => {
    const owner = await createCargo(t.deps.db);
    const carrier = await createCarrier(t.deps.db);
    const admin = await createUser(t.deps.db, { type: 'admin' });
    const cargo = await createCargo(t.deps.db);
    const order = await createArticle(t.deps.db, owner.user.id);
    const offer = await createArticle(t.deps.db, carrier.user.id, { type: 'offer' });
    const otherCarrier = await createCarrier(t.deps.db);
    const cases: [string, string, string][] = [
      [cargo.token, order.id, DEAL_MESSAGES.wrongRoleOrder],
      [otherCarrier.token, offer.id, DEAL_MESSAGES.wrongRoleOffer],
      [admin.token, order.id, DEAL_MESSAGES.wrongRoleOrder],
      [admin.token, offer.id, DEAL_MESSAGES.wrongRoleOffer],
    ];
    for (const [token, articleId, msg] of cases) {
      const res = await create(token, body(articleId));
      expect(res.statusCode).toBe(403);
      expect(res.json().errors).toEqual([{ msg }]);
    }
    expect(await requestsOf(order.id)).toEqual([]);
    expect(await requestsOf(offer.id)).toEqual([]);
  });

  it('own listing 403', async () => {
    const carrier = await createCarrier(t.deps.db);
    const offer = await createArticle(t.deps.db, carrier.user.id, { type: 'offer' });
    const res = await create(carrier.token, body(offer.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([{ msg: DEAL_MESSAGES.ownListing }]);
  });

  it('a listing not published: 400; another’s draft or trash, unknown and bad ids: 404', async () => {
    const owner = await createCargo(t.deps.db);
    const carrier = await createCarrier(t.deps.db);
    for (const status of [3, 4, 5, 6]) {
      const listing = await createArticle(t.deps.db, owner.user.id, { status });
      const res = await create(carrier.token, body(listing.id));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ msg: DEAL_MESSAGES.notPublished }]);
    }
    const draft = await createArticle(t.deps.db, owner.user.id, { status: 1, publishedAt: null });
    const trash = await createArticle(t.deps.db, owner.user.id, { status: 7 });
    for (const id of [draft.id, trash.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await create(carrier.token, body(id));
      expect(res.statusCode).toBe(404);
      expect(res.json().errors).toEqual([{ msg: ARTICLE_MESSAGES.notFound }]);
    }
  });

  it('a carrier without an active tariff 403; a banned user 403', async () => {
    const owner = await createCargo(t.deps.db);
    const order = await createArticle(t.deps.db, owner.user.id);
    const noTariff = await createUser(t.deps.db, { type: 'carrier' });
    const expired = await createCarrier(t.deps.db, { tariffExpiresAt: new Date(Date.now() - DAY_MS) });
    for (const carrier of [noTariff, expired]) {
      const res = await create(carrier.token, body(order.id));
      expect(res.statusCode).toBe(403);
      expect(res.json().errors).toEqual([{ msg: DEAL_MESSAGES.noTariff }]);
    }
    const banned = await createCarrier(t.deps.db, { isBan: true });
    const res = await create(banned.token, body(order.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([{ msg: ERROR_MESSAGES.banned }]);
    expect(await requestsOf(order.id)).toEqual([]);
  });

  it('a second request 409; two at once: one 200, one 409, one row', async () => {
    const owner = await createCargo(t.deps.db);
    const carrier = await createCarrier(t.deps.db);
    const order = await createArticle(t.deps.db, owner.user.id);
    expect((await create(carrier.token, body(order.id))).statusCode).toBe(200);
    const again = await create(carrier.token, body(order.id, { request: 'Ещё раз' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ msg: DEAL_MESSAGES.duplicateRequest }]);

    const racer = await createCarrier(t.deps.db);
    const other = await createArticle(t.deps.db, owner.user.id);
    const results = await Promise.all([
      create(racer.token, body(other.id)),
      create(racer.token, body(other.id)),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((res) => res.statusCode === 409)?.json().errors).toEqual([
      { msg: DEAL_MESSAGES.duplicateRequest },
    ]);
    expect(await requestsOf(other.id)).toHaveLength(1);
  });

  it('bad input 400 with Russian messages and the field', async () => {
    const owner = await createCargo(t.deps.db);
    const carrier = await createCarrier(t.deps.db);
    const order = await createArticle(t.deps.db, owner.user.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ request: '   ' }, DEAL_MESSAGES.requestText],
      [{ request: 'я'.repeat(1001) }, DEAL_MESSAGES.requestTextLong],
      [{ priceKopecks: -1 }, DEAL_MESSAGES.requestPrice],
      [{ priceKopecks: 'сто' }, DEAL_MESSAGES.requestPrice],
      [{ date: '01.05.2030' }, DEAL_MESSAGES.requestDate],
    ];
    for (const [extra, msg] of cases) {
      const res = await create(carrier.token, body(order.id, extra));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].msg).toBe(msg);
      expect(res.json().errors[0].param).toMatch(/^request\./);
    }
    const missing = await create(carrier.token, { request: { request: 'Текст' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({
      param: 'articleId',
      msg: expect.stringMatching(RUSSIAN),
    });
    expect(await requestsOf(order.id)).toEqual([]);
  });
});
