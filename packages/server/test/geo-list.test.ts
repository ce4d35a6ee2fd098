import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { TRACKING_MESSAGES, ZGeoListResponse, type TGeoItem } from '@fura/domain/geo-tracking';
import { createArticle, postArticleJson } from './helpers/articles';
import { createCargo, createCarrier, insertExecutor, insertRequest } from './helpers/deals';
import { createUser } from './helpers/factories';
import { firstMessage, geoScene, postGeo, sendPosition, POSITION } from './helpers/location-scenes';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function listOf(token: string): Promise<TGeoItem[]> {
  const res = await postGeo(t.app, 'list', token);
  expect(res.statusCode).toBe(200);
  return ZGeoListResponse.parse(res.json()).items;
}

describe('POST /api/geo/list', () => {
  it('the cargo owner sees his order (its executor drives) and the offer he is a load of (its author drives)', async () => {
    const { owner, driver, offerCarrier, order, offer } = await geoScene(t.deps.db);
    await sendPosition(t.app, driver);
    const items = await listOf(owner.token);
    expect(items.map((item) => item.articleId).sort()).toEqual([order.id, offer.id].sort());
    const byId = new Map(items.map((item) => [item.articleId, item]));
    expect(byId.get(order.id)).toEqual({
      articleId: order.id,
      type: 'order',
      from: { settlement: 'Москва', region: 'Москва', lat: 55.7558, lon: 37.6173 },
      to: { settlement: 'Казань', region: 'Республика Татарстан', lat: 55.7964, lon: 49.1089 },
      carrier: { _id: driver.user.id, name: 'Степан Водилов' },
      lastLocation: { lat: POSITION[0], lon: POSITION[1], at: expect.any(String) },
      trackingLink: null,
    });
    expect(byId.get(offer.id)).toMatchObject({
      type: 'offer',
      carrier: { _id: offerCarrier.user.id, name: 'Пётр Рейсов' },
      lastLocation: null,
    });
    // Whitelisted: exactly the contract's keys.
    for (const item of items)
      expect(Object.keys(item).sort()).toEqual(Object.keys(byId.get(order.id)!).sort());
  });

  it('shows the live tracking link’s dates, not its token', async () => {
    const { owner, order } = await geoScene(t.deps.db);
    const created = await postGeo(t.app, 'link/create', owner.token, { articleId: order.id });
    expect(created.statusCode).toBe(200);
    const { token, createdAt, expiresAt } = created.json<{
      token: string;
      createdAt: string;
      expiresAt: string;
    }>();
    const res = await postGeo(t.app, 'list', owner.token);
    expect(res.body).not.toContain(token);
    const item = ZGeoListResponse.parse(res.json()).items.find((one) => one.articleId === order.id);
    expect(item?.trackingLink).toEqual({ createdAt, expiresAt });
  });

  it('leaves out listings not on the way and offers where he only requested', async () => {
    const owner = await createCargo(t.deps.db);
    const carrier = await createCarrier(t.deps.db);
    for (const status of [1, 2, 3, 5, 6, 7]) {
      const order = await createArticle(t.deps.db, owner.user.id, { status });
      await insertExecutor(t.deps.db, order.id, carrier.user.id);
    }
    const requested = await createArticle(t.deps.db, carrier.user.id, { type: 'offer', status: 4 });
    await insertRequest(t.deps.db, requested.id, owner.user.id);
    expect(await listOf(owner.token)).toEqual([]);
  });

  it('another cargo owner sees nothing of them', async () => {
    const { otherCargo } = await geoScene(t.deps.db);
    expect(await listOf(otherCargo.token)).toEqual([]);
  });

  it('a listing leaving «в пути» leaves the list', async () => {
    const { owner, order, offer } = await geoScene(t.deps.db);
    const done = await postArticleJson(t.app, 'completeArticle', owner.token, { articleId: order.id });
    expect(done.statusCode).toBe(200);
    expect((await listOf(owner.token)).map((item) => item.articleId)).toEqual([offer.id]);
  });

  it('refuses guests (401), carriers and admins (403), banned cargo owners (403)', async () => {
    await geoScene(t.deps.db);
    expect((await postGeo(t.app, 'list', null)).statusCode).toBe(401);
    for (const type of ['carrier', 'admin'] as const) {
      const user = await createUser(t.deps.db, { type });
      const res = await postGeo(t.app, 'list', user.token);
      expect(res.statusCode).toBe(403);
      expect(firstMessage(res)).toBe(TRACKING_MESSAGES.notCargo);
    }
    const banned = await createCargo(t.deps.db, { isBan: true });
    const res = await postGeo(t.app, 'list', banned.token);
    expect(res.statusCode).toBe(403);
    expect(firstMessage(res)).toBe(ERROR_MESSAGES.banned);
  });

  it('bad input: a body that is not an object is 400 with a Russian message', async () => {
    const { owner } = await geoScene(t.deps.db);
    const res = await postGeo(t.app, 'list', owner.token, [1, 2]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: true, errors: [{ msg: expect.any(String) }] });
  });
});
