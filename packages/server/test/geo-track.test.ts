import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { ARTICLE_MESSAGES } from '@fura/domain/article-schemas';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import {
  TRACK_MAX_POINTS,
  TRACK_POINT_EVERY_MS,
  TRACKING_MESSAGES,
  ZGeoTrackResponse,
} from '@fura/domain/geo-tracking';
import { locationPoints, trackingLinks } from '../src/db/schema';
import { hideListing } from '../src/modules/admin/listings/hide-listing';
import { setLocation } from '../src/modules/deal/set-location';
import { createArticle, postArticleJson } from './helpers/articles';
import { createCargo, createCarrier, insertExecutor } from './helpers/deals';
import { createUser } from './helpers/factories';
import { firstMessage, geoScene, postGeo } from './helpers/location-scenes';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const START = new Date('2026-03-01T08:00:00.000Z');
const at = (ms: number) => new Date(START.getTime() + ms);

async function pointsOf(articleId: string) {
  return t.deps.db
    .select()
    .from(locationPoints)
    .where(eq(locationPoints.articleId, articleId))
    .orderBy(asc(locationPoints.at), asc(locationPoints.id));
}

describe('the stored track', () => {
  it('keeps one point per 30 s of positions sent every 10 s, on each listing on the way', async () => {
    const { driver, order } = await geoScene(t.deps.db);
    const other = await createArticle(t.deps.db, (await createCargo(t.deps.db)).user.id, { status: 4 });
    await insertExecutor(t.deps.db, other.id, driver.user.id);
    for (let i = 0; i < 10; i += 1)
      await setLocation(t.deps, driver.user, [55 + i / 100, 37], at(i * 10_000));
    // 0, 10, …, 90 s: stored at 0, 30, 60 and 90 s.
    for (const id of [order.id, other.id]) {
      const points = await pointsOf(id);
      expect(points.map((point) => point.at.getTime() - START.getTime())).toEqual([
        0, 30_000, 60_000, 90_000,
      ]);
      expect(points.map((point) => point.lat)).toEqual([55, 55.03, 55.06, 55.09]);
      expect(new Set(points.map((point) => point.carrierId))).toEqual(new Set([driver.user.id]));
    }
    expect(TRACK_POINT_EVERY_MS).toBe(30_000);
  });

  it('thins a trip over 2,000 points: the first and the newest kept, the recent half untouched', async () => {
    const { driver, order } = await geoScene(t.deps.db);
    const seeded = Array.from({ length: 2_099 }, (_, i) => ({
      articleId: order.id,
      carrierId: driver.user.id,
      lat: 50 + i / 10_000,
      lon: 37,
      at: at(i * TRACK_POINT_EVERY_MS),
    }));
    for (let from = 0; from < seeded.length; from += 500) {
      await t.deps.db.insert(locationPoints).values(seeded.slice(from, from + 500));
    }
    await setLocation(t.deps, driver.user, [60, 40], at(2_099 * TRACK_POINT_EVERY_MS));
    const points = await pointsOf(order.id);
    expect(points.length).toBeLessThanOrEqual(TRACK_MAX_POINTS);
    expect(points.length).toBeGreaterThan(TRACK_MAX_POINTS / 2);
    expect(points[0]).toMatchObject({ lat: 50, at: START });
    expect(points.at(-1)).toMatchObject({ lat: 60, lon: 40 });
    // The newest 1,050 (of 2,100) are all there, in order.
    const newest = points.slice(-1_050).map((point) => point.at.getTime());
    expect(newest[0]).toBe(at(1_050 * TRACK_POINT_EVERY_MS).getTime());
    expect(new Set(newest.map((time, i) => time - (newest[i - 1] ?? time - TRACK_POINT_EVERY_MS)))).toEqual(
      new Set([TRACK_POINT_EVERY_MS]),
    );
  });

  it('POST /api/geo/track answers the points oldest first', async () => {
    const { owner, driver, order } = await geoScene(t.deps.db);
    await setLocation(t.deps, driver.user, [55.5, 38.5], at(0));
    await setLocation(t.deps, driver.user, [55.6, 39.5], at(60_000));
    const res = await postGeo(t.app, 'track', owner.token, { articleId: order.id });
    expect(res.statusCode).toBe(200);
    expect(ZGeoTrackResponse.strict().parse(res.json())).toEqual({
      points: [
        [55.5, 38.5, START.toISOString()],
        [55.6, 39.5, at(60_000).toISOString()],
      ],
    });
  });

  it('the offer’s cargo owner gets its track too', async () => {
    const { owner, offerCarrier, offer } = await geoScene(t.deps.db);
    await setLocation(t.deps, offerCarrier.user, [56, 44], at(0));
    const res = await postGeo(t.app, 'track', owner.token, { articleId: offer.id });
    expect(res.json()).toEqual({ points: [[56, 44, START.toISOString()]] });
  });
});

describe('leaving «в пути» forgets the track and kills the links', () => {
  async function tracked() {
    const scene = await geoScene(t.deps.db);
    await setLocation(t.deps, scene.driver.user, [55, 37], at(0));
    const link = await postGeo(t.app, 'link/create', scene.owner.token, { articleId: scene.order.id });
    expect(link.statusCode).toBe(200);
    expect(await pointsOf(scene.order.id)).toHaveLength(1);
    return scene;
  }
  async function expectForgotten(articleId: string) {
    expect(await pointsOf(articleId)).toEqual([]);
    const links = await t.deps.db.select().from(trackingLinks).where(eq(trackingLinks.articleId, articleId));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.revokedAt).toBeInstanceOf(Date);
  }

  it.each(['completeArticle', 'cancelArticle'])('%s', async (verb) => {
    const { owner, order } = await tracked();
    expect((await postArticleJson(t.app, verb, owner.token, { articleId: order.id })).statusCode).toBe(200);
    await expectForgotten(order.id);
  });

  it('the last executor removed', async () => {
    const { owner, driver, order } = await tracked();
    const res = await postArticleJson(t.app, 'deleteExecutor', owner.token, {
      articleId: order.id,
      executorId: driver.user.id,
    });
    expect(res.statusCode).toBe(200);
    await expectForgotten(order.id);
  });

  it('an admin hides the listing', async () => {
    const { order } = await tracked();
    const admin = await createUser(t.deps.db, { type: 'admin' });
    await hideListing(t.deps, admin.user, { articleId: order.id, note: 'Нарушение правил' });
    await expectForgotten(order.id);
  });

  it('a listing on the way keeps its track through other changes (a delivery mark)', async () => {
    const { owner, driver, order } = await tracked();
    const res = await postArticleJson(t.app, 'setDeliveredCargo', owner.token, {
      articleId: order.id,
      deliveredUser: driver.user.id,
    });
    expect(res.statusCode).toBe(200);
    expect(await pointsOf(order.id)).toHaveLength(1);
  });
});

describe('POST /api/geo/track refusals', () => {
  it('guest 401, carrier 403, banned 403, another cargo owner 403, hidden 404, not on the way 400, bad id 400', async () => {
    const { owner, driver, order, otherCargo } = await geoScene(t.deps.db);
    const body = { articleId: order.id };
    expect((await postGeo(t.app, 'track', null, body)).statusCode).toBe(401);
    const asCarrier = await postGeo(t.app, 'track', driver.token, body);
    expect([asCarrier.statusCode, firstMessage(asCarrier)]).toEqual([403, TRACKING_MESSAGES.notCargo]);
    const banned = await createCargo(t.deps.db, { isBan: true });
    const asBanned = await postGeo(t.app, 'track', banned.token, body);
    expect([asBanned.statusCode, firstMessage(asBanned)]).toEqual([403, ERROR_MESSAGES.banned]);
    const asOther = await postGeo(t.app, 'track', otherCargo.token, body);
    expect([asOther.statusCode, firstMessage(asOther)]).toEqual([403, TRACKING_MESSAGES.notOwner]);

    const draft = await createArticle(t.deps.db, owner.user.id, { status: 1 });
    const hidden = await postGeo(t.app, 'track', otherCargo.token, { articleId: draft.id });
    expect([hidden.statusCode, firstMessage(hidden)]).toEqual([404, ARTICLE_MESSAGES.notFound]);
    const missing = await postGeo(t.app, 'track', owner.token, { articleId: crypto.randomUUID() });
    expect(missing.statusCode).toBe(404);

    const selected = await createArticle(t.deps.db, owner.user.id, { status: 3 });
    await insertExecutor(t.deps.db, selected.id, (await createCarrier(t.deps.db)).user.id);
    const notOnWay = await postGeo(t.app, 'track', owner.token, { articleId: selected.id });
    expect([notOnWay.statusCode, firstMessage(notOnWay)]).toEqual([400, TRACKING_MESSAGES.notOnTheWay]);

    for (const bad of [{}, { articleId: 'x' }, { articleId: 5 }]) {
      const res = await postGeo(t.app, 'track', owner.token, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: true, errors: [{ msg: 'Не указано объявление' }] });
    }
  });
});
