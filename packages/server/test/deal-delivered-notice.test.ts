import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ZArticleResponse, type TArticle } from '@fura/domain/article-schemas';
import { shownArticleStatus } from '@fura/domain/delivery';
import { defaultNotificationSettings } from '@fura/domain/notification-settings';
import { notificationText } from '@fura/domain/notification-texts';
import { ZUserResponse } from '@fura/domain/user';
import { mailOutbox, notifications } from '../src/db/schema';
import { createArticle, postArticleJson } from './helpers/articles';
import { createCargo, createCarrier, insertExecutor, insertRequest } from './helpers/deals';
import { bearer, type CreatedUser } from './helpers/factories';
import { connectSocket, expectNoEvent, waitFor } from './helpers/sockets';
import { socketTestApp } from './helpers/socket-test-app';

/**
 * Issue 24: the delivery mark is seen by the other side — a `cargoDelivered` notification (bell, live, e-mail per
 * his settings), and «Доставлено» (10) shown per viewer while the stored status stays 4 (decision 18).
 */
const t = socketTestApp();

const deliver = (user: CreatedUser, articleId: string, deliveredUser: string) =>
  postArticleJson(t.app, 'setDeliveredCargo', user.token, { articleId, deliveredUser, socketId: null });

function noticesOf(userId: string, articleId: string) {
  return t.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.code, 'cargoDelivered')))
    .then((rows) => rows.filter((row) => (row.info as { articleId?: string }).articleId === articleId));
}

function mailsTo(user: CreatedUser) {
  return t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.user.email));
}

async function saveDeals(user: CreatedUser, channel: { site: boolean; email: boolean }) {
  const settings = { ...defaultNotificationSettings(), deals: channel };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/notification/save-settings',
    headers: bearer(user.token),
    payload: { settings },
  });
  expect(res.statusCode).toBe(200);
}

/** The listing as the viewer's page gets it, and the status he is shown. */
async function pageOf(viewer: CreatedUser, article: { id: string; type: string }): Promise<TArticle> {
  const res = await postArticleJson(t.app, 'getUserArticle', viewer.token, {
    id: article.id,
    type: article.type,
  });
  expect(res.statusCode).toBe(200);
  return ZArticleResponse.parse(res.json()).article;
}

async function shownOnPage(viewer: CreatedUser, article: { id: string; type: string }) {
  return shownArticleStatus(await pageOf(viewer, article), viewer.user.id);
}

/** The listing in the viewer's «В работе» list (my or taking), with the status he is shown there. */
async function shownInList(viewer: CreatedUser, type: 'my' | 'taking', articleId: string) {
  const res = await postArticleJson(t.app, 'getMyArticles', viewer.token, { type, status: [3, 4] });
  expect(res.statusCode).toBe(200);
  const found = (res.json().articles as TArticle[]).find((item) => item._id === articleId);
  if (!found) throw new Error(`${articleId} is not in the ${type} list`);
  return { stored: found.status, shown: shownArticleStatus(found, viewer.user.id) };
}

async function countsOf(viewer: CreatedUser) {
  const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(viewer.token) });
  return ZUserResponse.parse(res.json());
}

async function orderOnTheWay() {
  const owner = await createCargo(t.deps.db);
  const carrier = await createCarrier(t.deps.db, {
    needSendLocation: true,
    firstName: 'Пётр',
    lastName: 'Сидоров',
  });
  const order = await createArticle(t.deps.db, owner.user.id, { status: 4 });
  await insertRequest(t.deps.db, order.id, carrier.user.id);
  await insertExecutor(t.deps.db, order.id, carrier.user.id);
  return { owner, carrier, order };
}

describe('a delivery mark reaches the cargo owner', () => {
  it('the carrier marks an order: the owner gets «Груз доставлен: <маршрут>» stored, live and by e-mail', async () => {
    const { owner, carrier, order } = await orderOnTheWay();
    const ownerTab = await connectSocket(t.baseUrl, { token: owner.token });
    const carrierTab = await connectSocket(t.baseUrl, { token: carrier.token });
    const live = waitFor(ownerTab, 'sendNotification');
    const carrierSilent = expectNoEvent(carrierTab, 'sendNotification');
    expect((await deliver(carrier, order.id, carrier.user.id)).statusCode).toBe(200);

    const [row] = await noticesOf(owner.user.id, order.id);
    expect(row).toMatchObject({ code: 'cargoDelivered', type: 'order', isRead: false });
    const { notification } = await live;
    expect(notification.code).toBe('cargoDelivered');
    expect(notificationText(notification)).toBe('Груз доставлен: Москва → Казань — Пётр Сидоров');
    const mails = await mailsTo(owner);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Груз доставлен: Москва → Казань');
    await carrierSilent;
    expect(await noticesOf(carrier.user.id, order.id)).toEqual([]);
  });

  it('follows the owner’s «Сделки» settings: site off stores and pushes nothing, e-mail off sends none', async () => {
    const first = await orderOnTheWay();
    await saveDeals(first.owner, { site: false, email: true });
    const tab = await connectSocket(t.baseUrl, { token: first.owner.token });
    const silent = expectNoEvent(tab, 'sendNotification');
    expect((await deliver(first.carrier, first.order.id, first.carrier.user.id)).statusCode).toBe(200);
    await silent;
    expect(await noticesOf(first.owner.user.id, first.order.id)).toEqual([]);
    expect(await mailsTo(first.owner)).toHaveLength(1);

    const second = await orderOnTheWay();
    await saveDeals(second.owner, { site: true, email: false });
    expect((await deliver(second.carrier, second.order.id, second.carrier.user.id)).statusCode).toBe(200);
    expect(await noticesOf(second.owner.user.id, second.order.id)).toHaveLength(1);
    expect(await mailsTo(second.owner)).toEqual([]);
  });

  it('the owner marks it himself: the carrier is told instead', async () => {
    const { owner, carrier, order } = await orderOnTheWay();
    expect((await deliver(owner, order.id, carrier.user.id)).statusCode).toBe(200);
    expect(await noticesOf(owner.user.id, order.id)).toEqual([]);
    expect(await noticesOf(carrier.user.id, order.id)).toHaveLength(1);
  });
});

describe('«Доставлено» is shown per viewer; the stored status stays 4', () => {
  it('an order: owner and carrier see 10 on the page and in «В работе», others 4; counts do not move', async () => {
    const { owner, carrier, order } = await orderOnTheWay();
    const requester = await createCarrier(t.deps.db);
    await insertRequest(t.deps.db, order.id, requester.user.id);
    const before = await countsOf(owner);
    expect(await shownOnPage(owner, order)).toBe(4);
    expect(await shownInList(owner, 'my', order.id)).toEqual({ stored: 4, shown: 4 });

    expect((await deliver(carrier, order.id, carrier.user.id)).statusCode).toBe(200);
    expect(await shownOnPage(owner, order)).toBe(10);
    expect(await shownOnPage(carrier, order)).toBe(10);
    expect(await shownOnPage(requester, order)).toBe(4);
    expect(await shownInList(owner, 'my', order.id)).toEqual({ stored: 4, shown: 10 });
    expect(await shownInList(carrier, 'taking', order.id)).toEqual({ stored: 4, shown: 10 });
    const after = await countsOf(owner);
    expect(after.myCountsArticles).toEqual(before.myCountsArticles);
    expect(after.myCountsArticles.byStatus['4']).toBeGreaterThanOrEqual(1);
    expect(after.myCountsArticles.byStatus['10']).toBeUndefined();
  });

  it('an offer with two cargo owners: each sees «Доставлено» for his own load, the carrier once both are', async () => {
    const carrier = await createCarrier(t.deps.db, { needSendLocation: true });
    const [first, second] = [await createCargo(t.deps.db), await createCargo(t.deps.db)];
    const offer = await createArticle(t.deps.db, carrier.user.id, { type: 'offer', status: 4 });
    for (const owner of [first, second]) {
      await insertRequest(t.deps.db, offer.id, owner.user.id);
      await insertExecutor(t.deps.db, offer.id, owner.user.id);
    }
    const firstTab = await connectSocket(t.baseUrl, { token: first.token });
    const secondTab = await connectSocket(t.baseUrl, { token: second.token });
    const toFirst = waitFor(firstTab, 'sendNotification');
    const secondSilent = expectNoEvent(secondTab, 'sendNotification');

    expect((await deliver(carrier, offer.id, first.user.id)).statusCode).toBe(200);
    expect((await toFirst).notification.code).toBe('cargoDelivered');
    await secondSilent;
    expect(await noticesOf(second.user.id, offer.id)).toEqual([]);
    expect(await shownInList(first, 'taking', offer.id)).toEqual({ stored: 4, shown: 10 });
    expect(await shownInList(second, 'taking', offer.id)).toEqual({ stored: 4, shown: 4 });
    expect(await shownInList(carrier, 'my', offer.id)).toEqual({ stored: 4, shown: 4 });
    expect(await shownOnPage(first, offer)).toBe(10);
    expect(await shownOnPage(second, offer)).toBe(4);

    expect((await deliver(carrier, offer.id, second.user.id)).statusCode).toBe(200);
    expect(await noticesOf(second.user.id, offer.id)).toHaveLength(1);
    expect(await shownInList(second, 'taking', offer.id)).toEqual({ stored: 4, shown: 10 });
    expect(await shownInList(carrier, 'my', offer.id)).toEqual({ stored: 4, shown: 10 });
    expect(await shownOnPage(carrier, offer)).toBe(10);
  });

  it('completing ends it: «Завершено» for everyone', async () => {
    const { owner, carrier, order } = await orderOnTheWay();
    expect((await deliver(carrier, order.id, carrier.user.id)).statusCode).toBe(200);
    expect(
      (await postArticleJson(t.app, 'completeArticle', owner.token, { articleId: order.id })).statusCode,
    ).toBe(200);
    expect(await shownOnPage(owner, order)).toBe(5);
    expect(await shownOnPage(carrier, order)).toBe(5);
  });
});
