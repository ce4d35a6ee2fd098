import { describe, expect, it } from 'vitest';
import type { TArticle } from '@fura/domain/article-schemas';
import { createArticle, postArticleJson } from './helpers/articles';
import { createCargo, createCarrier, insertExecutor, insertRequest } from './helpers/deals';
import type { CreatedUser } from './helpers/factories';
import {
  expectLocation,
  offerOnTheWay,
  orderOnTheWay,
  SEEN,
  seenBy,
  storeStalePosition,
  viewAs,
} from './helpers/location-scenes';
import { socketTestApp } from './helpers/socket-test-app';

/**
 * Issue 10: the carrier's live position (`lastCarrierLocation`) goes to the deal's two parties only, and only while
 * the listing is on the way. Every presenter path, every kind of viewer.
 */

const t = socketTestApp();

async function list(user: CreatedUser, type: 'my' | 'taking'): Promise<TArticle[]> {
  const res = await postArticleJson(t.app, 'getMyArticles', user.token, { type });
  expect(res.statusCode).toBe(200);
  return res.json<{ articles: TArticle[] }>().articles;
}

async function publicListings(viewer: CreatedUser | null, userId: string): Promise<TArticle[]> {
  const res = await postArticleJson(t.app, 'getUserArticles', viewer?.token ?? null, { userId });
  expect(res.statusCode).toBe(200);
  return res.json<{ articles: TArticle[] }>().articles;
}

async function search(viewer: CreatedUser, at: { lat: number; lon: number }): Promise<TArticle[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/article/search',
    headers: { authorization: `Bearer ${viewer.token}` },
    payload: { type: 'order', from: { ...at, radiusKm: 1 } },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ articles: TArticle[] }>().articles;
}

describe('an order on the way', () => {
  it('the cargo owner and his carrier see the position (page and lists); requesters never', async () => {
    const { owner, executor, refused, requester, stranger, order } = await orderOnTheWay(t.app, t.deps.db);
    expectLocation(await seenBy(t.app, owner, order), SEEN);
    expectLocation(await seenBy(t.app, executor, order), SEEN);
    expectLocation(await seenBy(t.app, refused, order), null);
    expectLocation(await seenBy(t.app, requester, order), null);
    expect(await viewAs(t.app, stranger, order)).toBe(404);
    expect(await viewAs(t.app, null, order)).toBe(404);
    // The parties' own lists.
    expectLocation(
      (await list(owner, 'my')).find((item) => item._id === order.id),
      SEEN,
    );
    expectLocation(
      (await list(executor, 'taking')).find((item) => item._id === order.id),
      SEEN,
    );
    expect((await list(refused, 'taking')).some((item) => item._id === order.id)).toBe(false);
  });
});

describe('an offer on the way', () => {
  it('the carrier and both cargo owners he carries for see the position; a waiting requester does not', async () => {
    const { carrier, shipper, secondShipper, requester, stranger, offer } = await offerOnTheWay(
      t.app,
      t.deps.db,
    );
    for (const party of [carrier, shipper, secondShipper]) {
      expectLocation(await seenBy(t.app, party, offer), SEEN);
    }
    expectLocation(
      (await list(carrier, 'my')).find((item) => item._id === offer.id),
      SEEN,
    );
    expectLocation(
      (await list(shipper, 'taking')).find((item) => item._id === offer.id),
      SEEN,
    );
    expectLocation(await seenBy(t.app, requester, offer), null);
    expect(await viewAs(t.app, stranger, offer)).toBe(404);
  });
});

describe('a listing that is not on the way never shows a stored position', () => {
  it('a published order: public page, getUserArticle, search, the author’s public listings, my list', async () => {
    const owner = await createCargo(t.deps.db);
    const stranger = await createCarrier(t.deps.db);
    const from = { lat: 52 + Math.random() * 8, lon: 60 + Math.random() * 40 };
    const order = await createArticle(t.deps.db, owner.user.id, { fromLat: from.lat, fromLon: from.lon });
    await storeStalePosition(t.deps.db, order.id);

    expectLocation(await seenBy(t.app, null, order), null);
    expectLocation(await seenBy(t.app, stranger, order), null);
    expectLocation(await seenBy(t.app, owner, order), null);
    const found = await search(stranger, from);
    expect(found.map((item) => item._id)).toContain(order.id);
    for (const item of found) expectLocation(item, null);
    for (const viewer of [null, stranger, owner]) {
      const listings = await publicListings(viewer, owner.user.id);
      expect(listings.map((item) => item._id)).toEqual([order.id]);
      expectLocation(listings[0], null);
    }
    expectLocation(
      (await list(owner, 'my')).find((item) => item._id === order.id),
      null,
    );
  });

  it.each([3, 5, 6])('status %i: not even the parties see it', async (status) => {
    const owner = await createCargo(t.deps.db);
    const executor = await createCarrier(t.deps.db);
    const requester = await createCarrier(t.deps.db);
    const order = await createArticle(t.deps.db, owner.user.id, { status });
    for (const user of [executor, requester]) await insertRequest(t.deps.db, order.id, user.user.id);
    await insertExecutor(t.deps.db, order.id, executor.user.id);
    await storeStalePosition(t.deps.db, order.id);
    for (const viewer of [owner, executor, requester])
      expectLocation(await seenBy(t.app, viewer, order), null);
    expectLocation(
      (await list(owner, 'my')).find((item) => item._id === order.id),
      null,
    );
    expectLocation(
      (await list(executor, 'taking')).find((item) => item._id === order.id),
      null,
    );
  });
});
