import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZArticle, type TArticle } from '@fura/domain/article-schemas';
import { DEAL_MESSAGES } from '@fura/domain/deal-items';
import { createArticle, postArticleJson } from './helpers/articles';
import { createCargo, createCarrier, insertRequest } from './helpers/deals';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

function list(body: Record<string, unknown>, token: string | null = null) {
  return postArticleJson(t.app, 'getUserArticles', token, body);
}

/** An answer's listings, checked against the contract on the way. */
function articlesOf(list: unknown): TArticle[] {
  return z.array(ZArticle).parse(list);
}

function ids(list: unknown): string[] {
  return articlesOf(list).map((article) => article._id);
}

describe('article/getUserArticles', () => {
  it('lists published listings only, newest published first, 6 per page with countAll', async () => {
    const cargo = await createCargo(t.deps.db);
    const published: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const row = await createArticle(t.deps.db, cargo.user.id, {
        publishedAt: new Date(Date.UTC(2025, 0, 1 + i)),
      });
      published.push(row.id);
    }
    for (const status of [1, 3, 4, 5, 6, 7]) await createArticle(t.deps.db, cargo.user.id, { status });
    const newestFirst = [...published].reverse();

    const first = await list({ userId: cargo.user.id });
    expect(first.statusCode).toBe(200);
    expect(first.json().countAll).toBe(8);
    expect(ids(first.json().articles)).toEqual(newestFirst.slice(0, 6));
    const second = await list({ userId: cargo.user.id, offset: 6 });
    expect(ids(second.json().articles)).toEqual(newestFirst.slice(6));
    expect(articlesOf(second.json().articles).every((article) => article.status === 2)).toBe(true);
  });

  it('type narrows to one kind', async () => {
    const cargo = await createCargo(t.deps.db);
    const order = await createArticle(t.deps.db, cargo.user.id);
    expect(ids((await list({ userId: cargo.user.id, type: 'order' })).json().articles)).toEqual([order.id]);
    expect((await list({ userId: cargo.user.id, type: 'offer' })).json()).toEqual({
      error: false,
      articles: [],
      countAll: 0,
    });
  });

  it('presents each listing for the viewer: a guest sees no deal details', async () => {
    const cargo = await createCargo(t.deps.db);
    const order = await createArticle(t.deps.db, cargo.user.id);
    const requester = await createCarrier(t.deps.db);
    const other = await createCarrier(t.deps.db);
    await insertRequest(t.deps.db, order.id, requester.user.id, 'Возьму');
    await insertRequest(t.deps.db, order.id, other.user.id, 'И я');

    const seenBy = async (token: string | null) =>
      articlesOf((await list({ userId: cargo.user.id }, token)).json().articles);
    const [asGuest] = await seenBy(null);
    expect(asGuest).toMatchObject({ _id: order.id, requests: [], requestsCount: 2, executors: [] });
    const [asRequester] = await seenBy(requester.token);
    expect(asRequester?.requests.map((request) => request.request)).toEqual(['Возьму']);
    const [asAuthor] = await seenBy(cargo.token);
    expect(asAuthor?.requests).toHaveLength(2);
    const body = (await list({ userId: cargo.user.id })).body;
    expect(body).not.toContain(cargo.user.email);
    expect(body).not.toContain(cargo.user.phone);
  });

  it('hides the offers of a carrier without an active tariff', async () => {
    const active = await createCarrier(t.deps.db);
    const activeOffer = await createArticle(t.deps.db, active.user.id, { type: 'offer' });
    expect(ids((await list({ userId: active.user.id })).json().articles)).toEqual([activeOffer.id]);

    const noTariff = await createCarrier(t.deps.db, { tariff: null, tariffExpiresAt: null });
    const expired = await createCarrier(t.deps.db, { tariffExpiresAt: new Date(Date.now() - DAY_MS) });
    const banned = await createCarrier(t.deps.db, { isBan: true });
    for (const hidden of [noTariff, expired, banned]) {
      await createArticle(t.deps.db, hidden.user.id, { type: 'offer' });
      for (const token of [null, hidden.token]) {
        const res = await list({ userId: hidden.user.id }, token);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ error: false, articles: [], countAll: 0 });
      }
      expect((await list({ userId: hidden.user.id, type: 'offer' })).json().countAll).toBe(0);
    }
  });

  it('unknown user → 404; bad body → 400', async () => {
    for (const userId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await list({ userId });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].msg).toBe(DEAL_MESSAGES.userNotFound);
    }
    const cargo = await createCargo(t.deps.db);
    expect((await list({ userId: cargo.user.id, type: 'all' })).statusCode).toBe(400);
    expect((await list({ userId: cargo.user.id, offset: 'x' })).statusCode).toBe(400);
    expect((await list({})).statusCode).toBe(400);
  });
});
