import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import {
  TRACKING_MESSAGES,
  ZGeoListResponse,
  ZPublicTrack,
  ZTrackingLinkCreated,
} from '@fura/domain/geo-tracking';
import { trackingLinks } from '../src/db/schema';
import { hashToken } from '../src/http/auth';
import { setLocation } from '../src/modules/deal/set-location';
import { findPublicTrack } from '../src/modules/geo/public-track';
import { PUBLIC_TRACK_LIMIT } from '../src/modules/geo/routes';
import { createArticle, postArticleJson } from './helpers/articles';
import { createCargo, insertExecutor } from './helpers/deals';
import { bearer } from './helpers/factories';
import { firstMessage, geoScene, postGeo } from './helpers/location-scenes';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp({ config: { publicUrl: 'https://fura.example' } });
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

async function createLink(token: string, articleId: string) {
  const res = await postGeo(t.app, 'link/create', token, { articleId });
  expect(res.statusCode).toBe(200);
  return ZTrackingLinkCreated.strict().parse(res.json());
}

const open = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/track/${token}`, headers });

async function expectDead(token: string) {
  const res = await open(token);
  expect(res.statusCode).toBe(404);
  expect(firstMessage(res)).toBe(TRACKING_MESSAGES.linkNotFound);
}

describe('the tracking link', () => {
  it('is created with a random token, stored only as its SHA-256, living 7 days', async () => {
    const { owner, order } = await geoScene(t.deps.db);
    const before = Date.now();
    const link = await createLink(owner.token, order.id);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`https://fura.example/track/${link.token}`);
    const expiresIn = Date.parse(link.expiresAt) - Date.parse(link.createdAt);
    expect(expiresIn).toBe(7 * DAY_MS);
    expect(Date.parse(link.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await t.deps.db.select().from(trackingLinks).where(eq(trackingLinks.articleId, order.id));
    expect(row?.tokenHash).toBe(hashToken(link.token));
    expect(JSON.stringify(row)).not.toContain(link.token);
  });

  it('opens without login: exactly the route, the last position and the ETA — nothing of anyone', async () => {
    const owner = await createCargo(t.deps.db, { firstName: 'Ольга', lastName: 'Грузова' });
    const { driver } = await geoScene(t.deps.db);
    // Moscow → a point one degree of latitude north of the position sent below.
    const order = await createArticle(t.deps.db, owner.user.id, { status: 4, toLat: 56.004, toLon: 37.0049 });
    await insertExecutor(t.deps.db, order.id, driver.user.id);
    await setLocation(t.deps, driver.user, [55.004, 37.0049]);
    const link = await createLink(owner.token, order.id);

    const res = await open(link.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const body = res.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(Object.keys(ZPublicTrack.shape).sort());
    expect(body).toEqual({
      from: { settlement: 'Москва', lat: 55.76, lon: 37.62 },
      to: { settlement: 'Казань', lat: 56, lon: 37 },
      position: { lat: 55.004, lon: 37.0049, at: expect.any(String) },
      // 111.195 km × 1.25 = 138.99 km, 139 minutes at 60 km/h.
      eta: { distanceKm: 139, minutes: 139 },
      expiresAt: link.expiresAt,
      toChangedAt: null,
    });

    const text = res.body;
    for (const user of [owner.user, driver.user]) {
      for (const value of [user.id, user.firstName, user.lastName, user.email, user.phone]) {
        expect(text).not.toContain(value);
      }
    }
    for (const value of [order.id, link.token, order.fromAddress, order.toAddress, order.toRegion]) {
      expect(text).not.toContain(value);
    }
  });

  it('without a position yet: position and eta are null; logged in it opens the same', async () => {
    const { owner, otherCargo, order } = await geoScene(t.deps.db);
    const link = await createLink(owner.token, order.id);
    const res = await open(link.token, bearer(otherCargo.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ position: null, eta: null });
  });

  it('revoked → 404; revoking again → 404', async () => {
    const { owner, order } = await geoScene(t.deps.db);
    const link = await createLink(owner.token, order.id);
    const revoked = await postGeo(t.app, 'link/revoke', owner.token, { articleId: order.id });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ error: false });
    await expectDead(link.token);
    const again = await postGeo(t.app, 'link/revoke', owner.token, { articleId: order.id });
    expect([again.statusCode, firstMessage(again)]).toEqual([404, TRACKING_MESSAGES.linkNotFound]);
    const listed = ZGeoListResponse.parse((await postGeo(t.app, 'list', owner.token)).json());
    expect(listed.items.find((item) => item.articleId === order.id)?.trackingLink).toBeNull();
  });

  it('a new link revokes the previous one', async () => {
    const { owner, order } = await geoScene(t.deps.db);
    const first = await createLink(owner.token, order.id);
    const second = await createLink(owner.token, order.id);
    await expectDead(first.token);
    expect((await open(second.token)).statusCode).toBe(200);
  });

  it('dies when the listing leaves «в пути»', async () => {
    const { owner, order } = await geoScene(t.deps.db);
    const link = await createLink(owner.token, order.id);
    expect(
      (await postArticleJson(t.app, 'completeArticle', owner.token, { articleId: order.id })).statusCode,
    ).toBe(200);
    await expectDead(link.token);
  });

  it('dies after 7 days', async () => {
    const { owner, order } = await geoScene(t.deps.db);
    const link = await createLink(owner.token, order.id);
    const expires = Date.parse(link.expiresAt);
    await expect(findPublicTrack(t.deps.db, link.token, new Date(expires - 1000))).resolves.toMatchObject({
      expiresAt: link.expiresAt,
    });
    await expect(findPublicTrack(t.deps.db, link.token, new Date(expires))).rejects.toMatchObject({
      statusCode: 404,
    });
    await t.deps.db
      .update(trackingLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(trackingLinks.tokenHash, hashToken(link.token)));
    await expectDead(link.token);
  });

  it('unknown and malformed tokens are the same 404; a path too long for the router is its 414', async () => {
    for (const token of ['A'.repeat(43), 'abc', '%D0%AF'.repeat(10), 'x'.repeat(90)]) await expectDead(token);
    const huge = await open('x'.repeat(5000));
    expect(huge.statusCode).toBe(414);
    expect(firstMessage(huge)).toEqual(expect.any(String));
  });

  it('a cargo owner taken off an offer on the way loses his link; the offer’s other loads keep theirs', async () => {
    const { owner, offerCarrier, offer } = await geoScene(t.deps.db);
    const second = await createCargo(t.deps.db);
    await insertExecutor(t.deps.db, offer.id, second.user.id);
    const mine = await createLink(owner.token, offer.id);
    const theirs = await createLink(second.token, offer.id);
    expect((await open(mine.token)).statusCode).toBe(200);
    const removed = await postArticleJson(t.app, 'deleteExecutor', offerCarrier.token, {
      articleId: offer.id,
      executorId: owner.user.id,
    });
    expect(removed.statusCode).toBe(200);
    await expectDead(mine.token);
    expect((await open(theirs.token)).statusCode).toBe(200);
  });
});

describe('link calls: refusals', () => {
  it('create: guest 401, carrier 403, banned 403, another cargo owner 403, not on the way 400, bad id 400', async () => {
    const { owner, driver, order, otherCargo } = await geoScene(t.deps.db);
    const create = (token: string | null, articleId: unknown) =>
      postGeo(t.app, 'link/create', token, { articleId });
    expect((await create(null, order.id)).statusCode).toBe(401);
    const asCarrier = await create(driver.token, order.id);
    expect([asCarrier.statusCode, firstMessage(asCarrier)]).toEqual([403, TRACKING_MESSAGES.notCargo]);
    const banned = await createCargo(t.deps.db, { isBan: true });
    const asBanned = await create(banned.token, order.id);
    expect([asBanned.statusCode, firstMessage(asBanned)]).toEqual([403, ERROR_MESSAGES.banned]);
    const asOther = await create(otherCargo.token, order.id);
    expect([asOther.statusCode, firstMessage(asOther)]).toEqual([403, TRACKING_MESSAGES.notOwner]);
    const published = await createArticle(t.deps.db, owner.user.id);
    const notOnWay = await create(owner.token, published.id);
    expect([notOnWay.statusCode, firstMessage(notOnWay)]).toEqual([400, TRACKING_MESSAGES.notOnTheWay]);
    for (const bad of [undefined, 'x', 5]) expect((await create(owner.token, bad)).statusCode).toBe(400);
    expect(await t.deps.db.select().from(trackingLinks).where(eq(trackingLinks.articleId, order.id))).toEqual(
      [],
    );
  });

  it('revoke: guest 401, carrier 403, another cargo owner 404 (and the link lives on)', async () => {
    const { owner, driver, order, otherCargo } = await geoScene(t.deps.db);
    const link = await createLink(owner.token, order.id);
    const revoke = (token: string | null) => postGeo(t.app, 'link/revoke', token, { articleId: order.id });
    expect((await revoke(null)).statusCode).toBe(401);
    expect((await revoke(driver.token)).statusCode).toBe(403);
    expect((await revoke(otherCargo.token)).statusCode).toBe(404);
    expect((await open(link.token)).statusCode).toBe(200);
  });

  it('the public page is limited per address', async () => {
    const from = { remoteAddress: '10.13.0.1' };
    let last = 0;
    for (let i = 0; i <= PUBLIC_TRACK_LIMIT.max; i += 1) {
      last = (await t.app.inject({ method: 'GET', url: `/api/track/${'B'.repeat(43)}`, ...from })).statusCode;
    }
    expect(last).toBe(429);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/track/${'B'.repeat(43)}`,
      remoteAddress: '10.13.0.2',
    });
    expect(other.statusCode).toBe(404);
  });
});
