import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLES_PER_PAGE } from '@fura/domain/constants';
import { ZGetMyArticlesResponse } from '@fura/domain/article-schemas';
import { ZUserResponse } from '@fura/domain/user';
import { articleExecutors, type ArticleRow } from '../src/db/schema';
import { bearer } from './helpers/factories';
import { createArticle, postArticleJson } from './helpers/articles';
import { createCargo, createCarrier, insertRequest } from './helpers/deals';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const getTaking = (token: string | null, body: Record<string, unknown> = {}) =>
  postArticleJson(t.app, 'getMyArticles', token, { type: 'taking', ...body });

/**
 * Orders of several cargo owners in `statuses` (cycled), each with `carrierId` picked as executor; the assignment
 * times grow with the index while the listings' creation times fall, so the two orders differ.
 */
async function takenOrders(carrierId: string, statuses: number[], count: number): Promise<ArticleRow[]> {
  const base = Date.now() - 24 * 60 * 60 * 1000;
  const author = await createCargo(t.deps.db);
  const rows: ArticleRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const row = await createArticle(t.deps.db, author.user.id, {
      status: statuses[i % statuses.length]!,
      createdAt: new Date(base - i * 60_000),
    });
    await insertRequest(t.deps.db, row.id, carrierId);
    await t.deps.db
      .insert(articleExecutors)
      .values({ articleId: row.id, userId: carrierId, createdAt: new Date(base + i * 60_000) });
    rows.push(row);
  }
  return rows;
}

const ids = (res: { json: () => { articles: { _id: string }[] } }) => res.json().articles.map((a) => a._id);

describe('getMyArticles type "taking"', () => {
  it('pages the listings the caller executes, newest assignment first, 6 at a time, with countAll', async () => {
    const carrier = await createCarrier(t.deps.db);
    const rows = await takenOrders(carrier.user.id, [3, 4, 5], 8);
    // Noise: another carrier's deals, a request without being picked, the caller's own listing.
    const other = await createCarrier(t.deps.db);
    await takenOrders(other.user.id, [3], 2);
    const requested = await createArticle(t.deps.db, (await createCargo(t.deps.db)).user.id);
    await insertRequest(t.deps.db, requested.id, carrier.user.id);
    await createArticle(t.deps.db, carrier.user.id, { type: 'offer', status: 3 });

    const newestFirst = [...rows].reverse().map((row) => row.id);
    const first = await getTaking(carrier.token);
    expect(first.statusCode).toBe(200);
    const body = ZGetMyArticlesResponse.parse(first.json());
    expect(body.countAll).toBe(8);
    expect(ids(first)).toEqual(newestFirst.slice(0, ARTICLES_PER_PAGE));
    // Presented for the executor: he sees himself as executor and only his own request.
    for (const article of body.articles) {
      expect(article.executors.map((e) => e.user._id)).toEqual([carrier.user.id]);
      expect(article.requests.map((r) => r.user._id)).toEqual([carrier.user.id]);
    }
    const second = await getTaking(carrier.token, { offset: ARTICLES_PER_PAGE });
    expect(ids(second)).toEqual(newestFirst.slice(ARTICLES_PER_PAGE));
    expect(second.json().countAll).toBe(8);
  });

  it('filters by status or group, keeps statuses 2..6 only', async () => {
    const carrier = await createCarrier(t.deps.db);
    const rows = await takenOrders(carrier.user.id, [2, 3, 4, 5, 6, 7, 1], 7);
    const byStatus = (status: number) => rows.filter((row) => row.status === status).map((row) => row.id);
    const onWay = await getTaking(carrier.token, { status: 4 });
    expect(ids(onWay)).toEqual(byStatus(4));
    expect(onWay.json().countAll).toBe(1);
    const working = await getTaking(carrier.token, { status: [3, 4] });
    expect(working.json().countAll).toBe(2);
    const all = await getTaking(carrier.token);
    expect(all.json().countAll).toBe(5);
    expect(ids(all)).not.toContain(byStatus(7)[0]);
    expect(ids(all)).not.toContain(byStatus(1)[0]);
    for (const status of [1, 7, 10]) {
      expect((await getTaking(carrier.token, { status })).json()).toEqual({
        error: false,
        articles: [],
        countAll: 0,
      });
    }
  });

  it('works for cargo owners executing offers', async () => {
    const owner = await createCargo(t.deps.db);
    const carrier = await createCarrier(t.deps.db);
    const offer = await createArticle(t.deps.db, carrier.user.id, { type: 'offer', status: 3 });
    await insertRequest(t.deps.db, offer.id, owner.user.id);
    await t.deps.db.insert(articleExecutors).values({ articleId: offer.id, userId: owner.user.id });
    const res = await getTaking(owner.token);
    expect(ids(res)).toEqual([offer.id]);
    expect(res.json().articles[0]).toMatchObject({ type: 'offer', status: 3 });
  });

  it('refuses guests (401)', async () => {
    const res = await getTaking(null);
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/user takeCountsArticles', () => {
  it('counts the listings the user executes by status 2..6', async () => {
    const carrier = await createCarrier(t.deps.db);
    await takenOrders(carrier.user.id, [3, 3, 4, 5, 6, 7, 2], 7);
    await takenOrders((await createCarrier(t.deps.db)).user.id, [3], 2);
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(carrier.token) });
    expect(res.statusCode).toBe(200);
    const body = ZUserResponse.parse(res.json());
    expect(body.takeCountsArticles).toEqual({
      countAll: 6,
      byStatus: { '2': 1, '3': 2, '4': 1, '5': 1, '6': 1 },
    });
    expect(body.myCountsArticles).toEqual({ countAll: 0, byStatus: {} });
  });

  it('follows setExecutor and deleteExecutor', async () => {
    const author = await createCargo(t.deps.db);
    const carrier = await createCarrier(t.deps.db);
    const order = await createArticle(t.deps.db, author.user.id);
    await insertRequest(t.deps.db, order.id, carrier.user.id);
    const counts = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(carrier.token) });
      return ZUserResponse.parse(res.json()).takeCountsArticles;
    };
    expect(await counts()).toEqual({ countAll: 0, byStatus: {} });
    const body = { articleId: order.id, executorId: carrier.user.id };
    expect((await postArticleJson(t.app, 'setExecutor', author.token, body)).statusCode).toBe(200);
    expect(await counts()).toEqual({ countAll: 1, byStatus: { '3': 1 } });
    expect((await postArticleJson(t.app, 'deleteExecutor', author.token, body)).statusCode).toBe(200);
    expect(await counts()).toEqual({ countAll: 0, byStatus: {} });
  });
});
