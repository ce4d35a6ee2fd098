import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ARTICLE_MESSAGES, ZArticleResponse } from '@fura/domain/article-schemas';
import { DEAL_MESSAGES } from '@fura/domain/deal-items';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { articleExecutors, articles, notifications, orderOffers, users } from '../src/db/schema';
import { createArticle, postArticleJson } from './helpers/articles';
import { createCargo, createCarrier, insertRequest } from './helpers/deals';
import type { CreatedUser } from './helpers/factories';
import { socketTestApp } from './helpers/socket-test-app';

/**
 * Issue 24: a carrier without an active tariff cannot take orders (SPEC §6) — so he is neither chosen as executor
 * (his tariff lapsed after he requested) nor offered an order; the author sees «Тариф перевозчика неактивен».
 */
const t = socketTestApp();

const HOUR_MS = 60 * 60 * 1000;

async function lapse(carrier: CreatedUser) {
  await t.deps.db
    .update(users)
    .set({ tariffExpiresAt: new Date(Date.now() - HOUR_MS) })
    .where(eq(users.id, carrier.user.id));
}

const pick = (token: string | null, articleId: string, executorId: string) =>
  postArticleJson(t.app, 'setExecutor', token, { articleId, executorId, socketId: null });

const offer = (token: string | null, orderId: string, carrierId: string) =>
  postArticleJson(t.app, 'offerOrder', token, { orderId, carrierId, socketId: null });

async function requestsSeenBy(viewer: CreatedUser, article: { id: string; type: string }) {
  const res = await postArticleJson(t.app, 'getUserArticle', viewer.token, {
    id: article.id,
    type: article.type,
  });
  expect(res.statusCode).toBe(200);
  return ZArticleResponse.parse(res.json()).article.requests;
}

/** An order with two requesting carriers; the second one's tariff has lapsed since. */
async function scene() {
  const owner = await createCargo(t.deps.db);
  const [active, lapsed] = [await createCarrier(t.deps.db), await createCarrier(t.deps.db)];
  const order = await createArticle(t.deps.db, owner.user.id);
  await insertRequest(t.deps.db, order.id, active.user.id);
  await insertRequest(t.deps.db, order.id, lapsed.user.id);
  await lapse(lapsed);
  return { owner, active, lapsed, order };
}

describe('setExecutor refuses a carrier without an active tariff', () => {
  it('400 naming the reason, nothing changes; the same carrier is picked once he pays again', async () => {
    const { owner, lapsed, order } = await scene();
    const res = await pick(owner.token, order.id, lapsed.user.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, errors: [{ msg: DEAL_MESSAGES.executorNoTariff }] });
    expect(
      await t.deps.db.select().from(articleExecutors).where(eq(articleExecutors.articleId, order.id)),
    ).toEqual([]);
    const [row] = await t.deps.db.select().from(articles).where(eq(articles.id, order.id));
    expect(row?.status).toBe(2);

    await t.deps.db
      .update(users)
      .set({ tariffExpiresAt: new Date(Date.now() + 24 * HOUR_MS) })
      .where(eq(users.id, lapsed.user.id));
    expect((await pick(owner.token, order.id, lapsed.user.id)).statusCode).toBe(200);
  });

  it('a guest and a wrong owner are refused as before, whatever the tariff', async () => {
    const { lapsed, order } = await scene();
    const stranger = await createCargo(t.deps.db);
    const guest = await pick(null, order.id, lapsed.user.id);
    expect([guest.statusCode, guest.json().errors]).toEqual([401, [{ msg: ERROR_MESSAGES.unauthorized }]]);
    const wrong = await pick(stranger.token, order.id, lapsed.user.id);
    expect(wrong.statusCode).toBe(403);
  });
});

describe('offerOrder refuses a carrier without an active tariff', () => {
  it('400 naming the reason: nothing stored, no notification', async () => {
    const owner = await createCargo(t.deps.db);
    const order = await createArticle(t.deps.db, owner.user.id);
    const never = await createCarrier(t.deps.db, { tariff: null, tariffExpiresAt: null });
    const lapsed = await createCarrier(t.deps.db);
    await lapse(lapsed);
    for (const carrier of [never, lapsed]) {
      const res = await offer(owner.token, order.id, carrier.user.id);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ msg: DEAL_MESSAGES.offerOrderNoTariff }]);
      expect(
        await t.deps.db.select().from(notifications).where(eq(notifications.userId, carrier.user.id)),
      ).toEqual([]);
    }
    expect(await t.deps.db.select().from(orderOffers).where(eq(orderOffers.orderId, order.id))).toEqual([]);
  });

  it('a guest and a wrong owner are refused as before', async () => {
    const owner = await createCargo(t.deps.db);
    const order = await createArticle(t.deps.db, owner.user.id);
    const carrier = await createCarrier(t.deps.db, { tariff: null, tariffExpiresAt: null });
    expect((await offer(null, order.id, carrier.user.id)).statusCode).toBe(401);
    const wrong = await offer((await createCargo(t.deps.db)).token, order.id, carrier.user.id);
    expect([wrong.statusCode, wrong.json().errors]).toEqual([403, [{ msg: ARTICLE_MESSAGES.notAuthor }]]);
  });
});

describe('«Тариф перевозчика неактивен» on the author’s requests', () => {
  it('marked for the author only: the requester reads his own request unmarked', async () => {
    const { owner, active, lapsed, order } = await scene();
    const byAuthor = await requestsSeenBy(owner, order);
    const markOf = (userId: string) =>
      byAuthor.find((request) => request.user._id === userId)?.carrierTariffInactive;
    expect(markOf(active.user.id)).toBe(false);
    expect(markOf(lapsed.user.id)).toBe(true);
    const own = await requestsSeenBy(lapsed, order);
    expect(own.map((request) => [request.user._id, request.carrierTariffInactive])).toEqual([
      [lapsed.user.id, false],
    ]);
  });

  it('a cargo owner’s request on an offer is never marked', async () => {
    const carrier = await createCarrier(t.deps.db);
    const cargo = await createCargo(t.deps.db);
    const offerRow = await createArticle(t.deps.db, carrier.user.id, { type: 'offer' });
    await insertRequest(t.deps.db, offerRow.id, cargo.user.id);
    const [request] = await requestsSeenBy(carrier, offerRow);
    expect(request?.carrierTariffInactive).toBe(false);
  });
});
