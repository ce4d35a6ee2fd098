import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ARTICLE_MESSAGES } from '@fura/domain/article-schemas';
import { DEAL_MESSAGES } from '@fura/domain/deal-items';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { notifications, orderOffers } from '../src/db/schema';
import { DEAL_SERVER_MESSAGES } from '../src/modules/deal/messages';
import { createArticle, postArticleJson } from './helpers/articles';
import { createCargo, createCarrier, insertRequest } from './helpers/deals';
import { createUser } from './helpers/factories';
import { connectSocket, expectNoEvent, waitFor } from './helpers/sockets';
import { socketTestApp } from './helpers/socket-test-app';

const t = socketTestApp();

const offer = (token: string | null, orderId: string, carrierId: unknown, socketId: string | null = null) =>
  postArticleJson(t.app, 'offerOrder', token, { orderId, carrierId, socketId });

async function offersOf(orderId: string) {
  return t.deps.db.select().from(orderOffers).where(eq(orderOffers.orderId, orderId));
}

async function scene() {
  const owner = await createCargo(t.deps.db, { firstName: 'Анна', lastName: 'Ким' });
  const carrier = await createCarrier(t.deps.db);
  const order = await createArticle(t.deps.db, owner.user.id);
  return { owner, carrier, order };
}

describe('offerOrder', () => {
  it('a cargo owner offers his published order to a carrier: stored, carrier notified', async () => {
    const { owner, carrier, order } = await scene();
    const res = await offer(owner.token, order.id, carrier.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false, orderId: order.id, carrierId: carrier.user.id });
    expect((await offersOf(order.id)).map((row) => row.carrierId)).toEqual([carrier.user.id]);
    const notes = await t.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, carrier.user.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      code: 'offeredOrder',
      type: 'offer',
      info: {
        articleType: 'order',
        articleId: order.id,
        articleStatus: 2,
        userType: 'cargo',
        userFio: 'Анна Ким',
        author: owner.user.id,
        authorFIO: 'Анна Ким',
      },
    });
  });

  it('twice to the same carrier 409; to a carrier who requested it 409', async () => {
    const { owner, carrier, order } = await scene();
    expect((await offer(owner.token, order.id, carrier.user.id)).statusCode).toBe(200);
    const again = await offer(owner.token, order.id, carrier.user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ msg: DEAL_MESSAGES.offerOrderDuplicate }]);

    const requester = await createCarrier(t.deps.db);
    await insertRequest(t.deps.db, order.id, requester.user.id);
    const requested = await offer(owner.token, order.id, requester.user.id);
    expect(requested.statusCode).toBe(409);
    expect(requested.json().errors).toEqual([{ msg: DEAL_MESSAGES.offerOrderCarrierRequested }]);
    expect(await offersOf(order.id)).toHaveLength(1);
  });

  it('refusals change nothing', async () => {
    const { owner, carrier, order } = await scene();
    const otherOwner = await createCargo(t.deps.db);
    const admin = await createUser(t.deps.db, { type: 'admin' });
    const banned = await createCargo(t.deps.db, { isBan: true });
    const bannedOrder = await createArticle(t.deps.db, banned.user.id);
    const otherCargo = await createCargo(t.deps.db);
    const unpublished = await createArticle(t.deps.db, owner.user.id, { status: 3 });
    const draft = await createArticle(t.deps.db, owner.user.id, { status: 1, publishedAt: null });
    const othersDraft = await createArticle(t.deps.db, otherOwner.user.id, { status: 1, publishedAt: null });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const refusals: [string | null, string, unknown, number, string][] = [
      [null, order.id, carrier.user.id, 401, ERROR_MESSAGES.unauthorized],
      [carrier.token, order.id, carrier.user.id, 403, DEAL_SERVER_MESSAGES.offerOrderNotCargo],
      [admin.token, order.id, carrier.user.id, 403, DEAL_SERVER_MESSAGES.offerOrderNotCargo],
      [banned.token, bannedOrder.id, carrier.user.id, 403, ERROR_MESSAGES.banned],
      [otherOwner.token, order.id, carrier.user.id, 403, ARTICLE_MESSAGES.notAuthor],
      [otherOwner.token, draft.id, carrier.user.id, 404, ARTICLE_MESSAGES.notFound],
      [owner.token, othersDraft.id, carrier.user.id, 404, ARTICLE_MESSAGES.notFound],
      [owner.token, unknown, carrier.user.id, 404, ARTICLE_MESSAGES.notFound],
      [owner.token, unpublished.id, carrier.user.id, 400, DEAL_MESSAGES.offerOrderNotPublished],
      [owner.token, draft.id, carrier.user.id, 400, DEAL_MESSAGES.offerOrderNotPublished],
      [owner.token, order.id, otherCargo.user.id, 400, DEAL_MESSAGES.offerOrderNotCarrier],
      [owner.token, order.id, unknown, 404, DEAL_MESSAGES.userNotFound],
      [owner.token, order.id, 'not-a-uuid', 404, DEAL_MESSAGES.userNotFound],
    ];
    for (const [token, orderId, carrierId, status, msg] of refusals) {
      const res = await offer(token, orderId, carrierId);
      expect(res.statusCode, msg).toBe(status);
      expect(res.json().errors).toEqual([{ msg }]);
    }
    const bad = await offer(owner.token, order.id, null);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ param: 'carrierId', msg: expect.stringMatching(/[а-яё]/i) });
    for (const id of [order.id, unpublished.id, draft.id, bannedOrder.id])
      expect(await offersOf(id)).toEqual([]);
    expect(
      await t.deps.db.select().from(notifications).where(eq(notifications.userId, carrier.user.id)),
    ).toEqual([]);
  });

  it('the carrier hears sendNotification; nobody else does', async () => {
    const { owner, carrier, order } = await scene();
    const third = await createCarrier(t.deps.db);
    const calling = await connectSocket(t.baseUrl, { token: owner.token });
    const carrierTab = await connectSocket(t.baseUrl, { token: carrier.token });
    const thirdTab = await connectSocket(t.baseUrl, { token: third.token });
    const note = waitFor(carrierTab, 'sendNotification');
    const silent = [expectNoEvent(calling, 'sendNotification'), expectNoEvent(thirdTab, 'sendNotification')];
    const res = await offer(owner.token, order.id, carrier.user.id, calling.id ?? null);
    expect(res.statusCode).toBe(200);
    expect((await note).notification).toMatchObject({ code: 'offeredOrder', info: { articleId: order.id } });
    await Promise.all(silent);
  });
});
