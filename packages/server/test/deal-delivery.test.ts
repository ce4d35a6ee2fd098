import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ARTICLE_MESSAGES } from '@fura/domain/article-schemas';
import { DEAL_MESSAGES } from '@fura/domain/deal-items';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { ZUserResponse } from '@fura/domain/user';
import { articleDelivered, articles, users } from '../src/db/schema';
import { DEAL_SERVER_MESSAGES } from '../src/modules/deal/messages';
import { createArticle, postArticleJson } from './helpers/articles';
import { createCargo, createCarrier, insertExecutor, insertRequest } from './helpers/deals';
import { bearer } from './helpers/factories';
import { connectSocket, expectNoEvent, waitFor } from './helpers/sockets';
import { socketTestApp } from './helpers/socket-test-app';

const t = socketTestApp();

const deliver = (
  token: string | null,
  articleId: string,
  deliveredUser: unknown,
  socketId: string | null = null,
) => postArticleJson(t.app, 'setDeliveredCargo', token, { articleId, deliveredUser, socketId });

/** An order on the way (status 4) carried by a carrier whose location sending is on. */
async function onTheWay() {
  const owner = await createCargo(t.deps.db);
  const carrier = await createCarrier(t.deps.db, { needSendLocation: true });
  const order = await createArticle(t.deps.db, owner.user.id, { status: 4 });
  await insertRequest(t.deps.db, order.id, carrier.user.id);
  await insertExecutor(t.deps.db, order.id, carrier.user.id);
  return { owner, carrier, order };
}

async function needSendLocation(token: string): Promise<boolean> {
  const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return ZUserResponse.parse(res.json()).user.needSendLocation;
}

async function deliveredOf(articleId: string) {
  return t.deps.db.select().from(articleDelivered).where(eq(articleDelivered.articleId, articleId));
}

describe('setDeliveredCargo', () => {
  it('the carrier marks his only listing on the way: appended, location sending stops, status stays', async () => {
    const { carrier, order } = await onTheWay();
    expect(await needSendLocation(carrier.token)).toBe(true);
    const res = await deliver(carrier.token, order.id, carrier.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      error: false,
      isDisableGeo: true,
      delivered: [{ userId: carrier.user.id, at: expect.any(String) }],
    });
    expect((await deliveredOf(order.id)).map((row) => row.userId)).toEqual([carrier.user.id]);
    expect(await needSendLocation(carrier.token)).toBe(false);
    const [row] = await t.deps.db.select().from(articles).where(eq(articles.id, order.id));
    expect(row?.status).toBe(4);
  });

  it('the author marks it while the carrier has another listing on the way: sending goes on', async () => {
    const { owner, carrier, order } = await onTheWay();
    const second = await createArticle(t.deps.db, owner.user.id, { status: 4 });
    await insertExecutor(t.deps.db, second.id, carrier.user.id);
    const res = await deliver(owner.token, order.id, carrier.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isDisableGeo: false, delivered: [{ userId: carrier.user.id }] });
    expect(await needSendLocation(carrier.token)).toBe(true);
    // The second one delivered too: now nothing is left.
    const last = await deliver(carrier.token, second.id, carrier.user.id);
    expect(last.json().isDisableGeo).toBe(true);
    expect(await needSendLocation(carrier.token)).toBe(false);
  });

  it('an offer: a mark per cargo owner, by the carrier or that owner; sending stops after the last one', async () => {
    const carrier = await createCarrier(t.deps.db, { needSendLocation: true });
    const [cargo, second] = [await createCargo(t.deps.db), await createCargo(t.deps.db)];
    const offer = await createArticle(t.deps.db, carrier.user.id, { type: 'offer', status: 4 });
    await insertExecutor(t.deps.db, offer.id, cargo.user.id);
    await insertExecutor(t.deps.db, offer.id, second.user.id);
    const othersLoad = await deliver(cargo.token, offer.id, second.user.id);
    expect(othersLoad.statusCode).toBe(403);
    expect(othersLoad.json().errors).toEqual([{ msg: DEAL_SERVER_MESSAGES.deliveredNotAllowed }]);
    const carrierNamed = await deliver(carrier.token, offer.id, carrier.user.id);
    expect(carrierNamed.statusCode).toBe(400);
    expect(carrierNamed.json().errors).toEqual([{ msg: DEAL_MESSAGES.deliveredNotExecutor }]);
    const first = await deliver(carrier.token, offer.id, cargo.user.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ isDisableGeo: false, delivered: [{ userId: cargo.user.id }] });
    expect(await needSendLocation(carrier.token)).toBe(true);
    // The cargo owner confirms his own load himself.
    const last = await deliver(second.token, offer.id, second.user.id);
    expect(last.statusCode).toBe(200);
    expect(last.json().isDisableGeo).toBe(true);
    expect((await deliveredOf(offer.id)).map((row) => row.userId).sort()).toEqual(
      [cargo.user.id, second.user.id].sort(),
    );
    expect(await needSendLocation(carrier.token)).toBe(false);
  });

  it('refusals change nothing', async () => {
    const { owner, carrier, order } = await onTheWay();
    const stranger = await createCarrier(t.deps.db);
    const requester = await createCarrier(t.deps.db);
    await insertRequest(t.deps.db, order.id, requester.user.id);
    const selected = await createArticle(t.deps.db, owner.user.id, { status: 3 });
    await insertExecutor(t.deps.db, selected.id, carrier.user.id);
    const draft = await createArticle(t.deps.db, owner.user.id, { status: 1, publishedAt: null });
    const banned = await createCarrier(t.deps.db, { isBan: true });
    await insertExecutor(t.deps.db, order.id, banned.user.id);
    const refusals: [string | null, string, unknown, number, string][] = [
      [null, order.id, carrier.user.id, 401, ERROR_MESSAGES.unauthorized],
      [stranger.token, order.id, carrier.user.id, 403, DEAL_SERVER_MESSAGES.deliveredNotAllowed],
      [requester.token, order.id, requester.user.id, 400, DEAL_MESSAGES.deliveredNotExecutor],
      [owner.token, order.id, owner.user.id, 400, DEAL_MESSAGES.deliveredNotExecutor],
      [owner.token, order.id, requester.user.id, 400, DEAL_MESSAGES.deliveredNotExecutor],
      [carrier.token, selected.id, carrier.user.id, 400, DEAL_MESSAGES.notOnTheWay],
      [stranger.token, draft.id, stranger.user.id, 404, ARTICLE_MESSAGES.notFound],
      [
        carrier.token,
        '00000000-0000-4000-8000-000000000000',
        carrier.user.id,
        404,
        ARTICLE_MESSAGES.notFound,
      ],
      [banned.token, order.id, banned.user.id, 403, ERROR_MESSAGES.banned],
    ];
    for (const [token, articleId, deliveredUser, status, msg] of refusals) {
      const res = await deliver(token, articleId, deliveredUser);
      expect(res.statusCode, msg).toBe(status);
      expect(res.json().errors).toEqual([{ msg }]);
    }
    const bad = await postArticleJson(t.app, 'setDeliveredCargo', carrier.token, {
      deliveredUser: carrier.user.id,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ param: 'articleId', msg: expect.stringMatching(/[а-яё]/i) });
    expect(await deliveredOf(order.id)).toEqual([]);
    const [carrierRow] = await t.deps.db.select().from(users).where(eq(users.id, carrier.user.id));
    expect(carrierRow?.needSendLocation).toBe(true);
  });

  it('once: a second mark 409', async () => {
    const { owner, carrier, order } = await onTheWay();
    expect((await deliver(carrier.token, order.id, carrier.user.id)).statusCode).toBe(200);
    const again = await deliver(owner.token, order.id, carrier.user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ msg: DEAL_MESSAGES.alreadyDelivered }]);
    expect(await deliveredOf(order.id)).toHaveLength(1);
  });

  it('setDelivered reaches the author and the executors except the calling tab; not a requester', async () => {
    const carrier = await createCarrier(t.deps.db, { needSendLocation: true });
    const [first, second, requester] = [
      await createCargo(t.deps.db),
      await createCargo(t.deps.db),
      await createCargo(t.deps.db),
    ];
    const offer = await createArticle(t.deps.db, carrier.user.id, { type: 'offer', status: 4 });
    await insertExecutor(t.deps.db, offer.id, first.user.id);
    await insertExecutor(t.deps.db, offer.id, second.user.id);
    await insertRequest(t.deps.db, offer.id, requester.user.id);
    const calling = await connectSocket(t.baseUrl, { token: carrier.token });
    const otherTab = await connectSocket(t.baseUrl, { token: carrier.token });
    const firstTab = await connectSocket(t.baseUrl, { token: first.token });
    const secondTab = await connectSocket(t.baseUrl, { token: second.token });
    const requesterTab = await connectSocket(t.baseUrl, { token: requester.token });
    const heard = [otherTab, firstTab, secondTab].map((socket) => waitFor(socket, 'setDelivered'));
    const silent = [expectNoEvent(calling, 'setDelivered'), expectNoEvent(requesterTab, 'setDelivered')];
    const res = await deliver(carrier.token, offer.id, first.user.id, calling.id ?? null);
    expect(res.statusCode).toBe(200);
    for (const payload of await Promise.all(heard)) {
      expect(payload).toEqual({
        articleId: offer.id,
        deliveredUser: first.user.id,
        carrierId: carrier.user.id,
        delivered: res.json().delivered,
        isDisableGeo: false,
      });
    }
    await Promise.all(silent);
  });
});
