import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { TRACKING_MESSAGES } from '@fura/domain/geo-tracking';
import { articleDelivered, notifications } from '../src/db/schema';
import { createArticle } from './helpers/articles';
import { createCargo, createCarrier, insertExecutor } from './helpers/deals';
import { createUser } from './helpers/factories';
import { firstMessage, geoScene, postGeo } from './helpers/location-scenes';
import { connectSocket, expectNoEvent, waitFor } from './helpers/sockets';
import { socketTestApp } from './helpers/socket-test-app';

const t = socketTestApp();

const ask = (token: string | null, articleId: unknown) =>
  postGeo(t.app, 'requestLocation', token, { articleId, socketId: 'tab-1' });

async function requestsTo(userId: string, articleId: string) {
  const rows = await t.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.code, 'geolocationRequest')));
  return rows.filter((row) => row.info.articleId === articleId);
}

describe('POST /api/geo/requestLocation', () => {
  it('notifies the order’s carrier, live, and nobody else', async () => {
    const { owner, driver, offerCarrier, order } = await geoScene(t.deps.db);
    const driverTab = await connectSocket(t.baseUrl, { token: driver.token });
    const ownerTab = await connectSocket(t.baseUrl, { token: owner.token });
    const offerCarrierTab = await connectSocket(t.baseUrl, { token: offerCarrier.token });
    const live = waitFor(driverTab, 'sendNotification');
    const silent = [
      expectNoEvent(ownerTab, 'sendNotification'),
      expectNoEvent(offerCarrierTab, 'sendNotification'),
    ];
    const res = await ask(owner.token, order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false });

    const [row] = await requestsTo(driver.user.id, order.id);
    expect(row?.info).toMatchObject({
      articleType: 'order',
      articleId: order.id,
      author: owner.user.id,
      authorFIO: 'Ольга Грузова',
      routeFrom: 'Москва',
      routeTo: 'Казань',
    });
    const { notification } = await live;
    expect(notification).toMatchObject({ _id: row?.id, code: 'geolocationRequest', isRead: false });
    await Promise.all(silent);
    expect(await requestsTo(offerCarrier.user.id, order.id)).toEqual([]);
  });

  it('on an offer, its author (the carrier) is asked', async () => {
    const { owner, offerCarrier, offer } = await geoScene(t.deps.db);
    const tab = await connectSocket(t.baseUrl, { token: offerCarrier.token });
    const live = waitFor(tab, 'sendNotification');
    expect((await ask(owner.token, offer.id)).statusCode).toBe(200);
    expect((await live).notification.code).toBe('geolocationRequest');
    expect(await requestsTo(offerCarrier.user.id, offer.id)).toHaveLength(1);
  });

  it('once per listing per 5 minutes: the second is 429 with the wait, another listing is not held up', async () => {
    const { owner, driver, order, offer } = await geoScene(t.deps.db);
    expect((await ask(owner.token, order.id)).statusCode).toBe(200);
    const again = await ask(owner.token, order.id);
    expect(again.statusCode).toBe(429);
    expect(firstMessage(again)).toBe('Запрос уже отправлен. Повторить можно через 5 мин.');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(240);
    expect(await requestsTo(driver.user.id, order.id)).toHaveLength(1);
    expect((await ask(owner.token, offer.id)).statusCode).toBe(200);
  });

  it('refusals do not use up the listing’s request: wrong owner, guest, carrier, banned, not on the way', async () => {
    const { owner, driver, order, otherCargo } = await geoScene(t.deps.db);
    expect((await ask(null, order.id)).statusCode).toBe(401);
    const asOther = await ask(otherCargo.token, order.id);
    expect([asOther.statusCode, firstMessage(asOther)]).toEqual([403, TRACKING_MESSAGES.notOwner]);
    const asCarrier = await ask(driver.token, order.id);
    expect([asCarrier.statusCode, firstMessage(asCarrier)]).toEqual([403, TRACKING_MESSAGES.notCargo]);
    const admin = await createUser(t.deps.db, { type: 'admin' });
    expect((await ask(admin.token, order.id)).statusCode).toBe(403);
    const banned = await createCargo(t.deps.db, { isBan: true });
    const asBanned = await ask(banned.token, order.id);
    expect([asBanned.statusCode, firstMessage(asBanned)]).toEqual([403, ERROR_MESSAGES.banned]);
    expect(await requestsTo(driver.user.id, order.id)).toEqual([]);
    expect((await ask(owner.token, order.id)).statusCode).toBe(200);

    const selected = await createArticle(t.deps.db, owner.user.id, { status: 3 });
    await insertExecutor(t.deps.db, selected.id, (await createCarrier(t.deps.db)).user.id);
    const notOnWay = await ask(owner.token, selected.id);
    expect([notOnWay.statusCode, firstMessage(notOnWay)]).toEqual([400, TRACKING_MESSAGES.notOnTheWay]);
    for (const bad of [undefined, 'x', 5]) expect((await ask(owner.token, bad)).statusCode).toBe(400);
  });

  it('a carrier who marked his delivery is not asked (400 noCarrier)', async () => {
    const { owner, driver, order } = await geoScene(t.deps.db);
    await t.deps.db.insert(articleDelivered).values({ articleId: order.id, userId: driver.user.id });
    const res = await ask(owner.token, order.id);
    expect([res.statusCode, firstMessage(res)]).toEqual([400, TRACKING_MESSAGES.noCarrier]);
    expect(await requestsTo(driver.user.id, order.id)).toEqual([]);
  });
});
