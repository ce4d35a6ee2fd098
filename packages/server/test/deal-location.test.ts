import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEAL_MESSAGES } from '@fura/domain/deal-items';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { articleDelivered, articles, users } from '../src/db/schema';
import { DEAL_SERVER_MESSAGES } from '../src/modules/deal/messages';
import { createArticle, postArticleJson } from './helpers/articles';
import { createCargo, createCarrier, insertExecutor } from './helpers/deals';
import { createUser } from './helpers/factories';
import { connectSocket, expectNoEvent, waitFor } from './helpers/sockets';
import { socketTestApp } from './helpers/socket-test-app';

const t = socketTestApp();

const locate = (token: string | null, position: unknown) =>
  postArticleJson(t.app, 'setLocation', token, { position });

async function rowOf(id: string) {
  const [row] = await t.deps.db.select().from(articles).where(eq(articles.id, id));
  return row!;
}

/**
 * A carrier with an order on the way (he is its executor), an offer of his own on the way (a cargo owner is its
 * executor), an order he carries that is not on the way yet, and an order on the way he already delivered.
 */
async function scene() {
  const carrier = await createCarrier(t.deps.db, { needSendLocation: true });
  const owner = await createCargo(t.deps.db);
  const shipper = await createCargo(t.deps.db);
  const order = await createArticle(t.deps.db, owner.user.id, { status: 4 });
  await insertExecutor(t.deps.db, order.id, carrier.user.id);
  const offer = await createArticle(t.deps.db, carrier.user.id, { type: 'offer', status: 4 });
  await insertExecutor(t.deps.db, offer.id, shipper.user.id);
  const selected = await createArticle(t.deps.db, owner.user.id, { status: 3 });
  await insertExecutor(t.deps.db, selected.id, carrier.user.id);
  const delivered = await createArticle(t.deps.db, owner.user.id, { status: 4 });
  await insertExecutor(t.deps.db, delivered.id, carrier.user.id);
  await t.deps.db.insert(articleDelivered).values({ articleId: delivered.id, userId: carrier.user.id });
  return { carrier, owner, shipper, order, offer, selected, delivered };
}

describe('setLocation', () => {
  it('stores the position on every listing on the way; the order’s author sees it', async () => {
    const { carrier, owner, order, offer, selected, delivered } = await scene();
    const before = await rowOf(order.id);
    const res = await locate(carrier.token, [56.3269, 44.0059]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false, articles: 2, isDisableGeo: false });
    for (const id of [order.id, offer.id]) {
      const row = await rowOf(id);
      expect(row).toMatchObject({ lastLat: 56.3269, lastLon: 44.0059 });
      expect(row.lastLocationAt).toBeInstanceOf(Date);
    }
    expect((await rowOf(order.id)).updatedAt).toEqual(before.updatedAt);
    for (const id of [selected.id, delivered.id]) expect((await rowOf(id)).lastLat).toBeNull();

    const view = await postArticleJson(t.app, 'getUserArticle', owner.token, { id: order.id, type: 'order' });
    expect(view.statusCode).toBe(200);
    expect(view.json().article.lastCarrierLocation).toEqual({
      lat: 56.3269,
      lon: 44.0059,
      at: expect.any(String),
    });
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, carrier.user.id));
    expect(user?.needSendLocation).toBe(true);
  });

  it('setLocation reaches the order’s author and the offer’s executor only', async () => {
    const { carrier, owner, shipper, order, offer } = await scene();
    const third = await createCargo(t.deps.db);
    const ownerTab = await connectSocket(t.baseUrl, { token: owner.token });
    const shipperTab = await connectSocket(t.baseUrl, { token: shipper.token });
    const carrierTab = await connectSocket(t.baseUrl, { token: carrier.token });
    const thirdTab = await connectSocket(t.baseUrl, { token: third.token });
    const toOwner = waitFor(ownerTab, 'setLocation');
    const toShipper = waitFor(shipperTab, 'setLocation');
    const silent = [expectNoEvent(carrierTab, 'setLocation'), expectNoEvent(thirdTab, 'setLocation')];
    const res = await locate(carrier.token, [55.1, 61.4]);
    expect(res.statusCode).toBe(200);
    const at = (await rowOf(order.id)).lastLocationAt!.toISOString();
    expect(await toOwner).toEqual({ articleId: order.id, position: [55.1, 61.4], at });
    expect(await toShipper).toEqual({ articleId: offer.id, position: [55.1, 61.4], at });
    await Promise.all(silent);
  });

  it('nothing on the way: isDisableGeo and location sending off', async () => {
    const carrier = await createCarrier(t.deps.db, { needSendLocation: true });
    const owner = await createCargo(t.deps.db);
    const selected = await createArticle(t.deps.db, owner.user.id, { status: 3 });
    await insertExecutor(t.deps.db, selected.id, carrier.user.id);
    const res = await locate(carrier.token, [55, 37]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false, articles: 0, isDisableGeo: true });
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, carrier.user.id));
    expect(user?.needSendLocation).toBe(false);
    expect((await rowOf(selected.id)).lastLat).toBeNull();
  });

  it('refusals: guest, not a carrier, banned, bad positions', async () => {
    const { carrier, order } = await scene();
    const cargo = await createCargo(t.deps.db);
    const admin = await createUser(t.deps.db, { type: 'admin' });
    const banned = await createCarrier(t.deps.db, { isBan: true });
    await insertExecutor(t.deps.db, order.id, banned.user.id);
    const refusals: [string | null, number, string][] = [
      [null, 401, ERROR_MESSAGES.unauthorized],
      [cargo.token, 403, DEAL_SERVER_MESSAGES.locationNotCarrier],
      [admin.token, 403, DEAL_SERVER_MESSAGES.locationNotCarrier],
      [banned.token, 403, ERROR_MESSAGES.banned],
    ];
    for (const [token, status, msg] of refusals) {
      const res = await locate(token, [55, 37]);
      expect(res.statusCode, msg).toBe(status);
      expect(res.json().errors).toEqual([{ msg }]);
    }
    for (const position of ['55,37', [55], [55, 37, 1], null]) {
      const res = await locate(carrier.token, position);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ param: 'position', msg: DEAL_MESSAGES.position });
    }
    for (const position of [
      [91, 37],
      [55, -181],
      ['55', 37],
    ]) {
      const res = await locate(carrier.token, position);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].msg).toMatch(/[а-яё]/i);
      expect(res.json().errors[0].param).toMatch(/^position\./);
    }
    expect((await rowOf(order.id)).lastLat).toBeNull();
  });
});
