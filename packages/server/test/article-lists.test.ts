import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_MESSAGES } from '@fura/domain/article-schemas';
import { ARTICLES_PER_PAGE } from '@fura/domain/constants';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import type { ArticleRow } from '../src/db/schema';
import { bearer, createUser } from './helpers/factories';
import { createArticle, postArticleJson } from './helpers/articles';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const getMy = (token: string | null, body: Record<string, unknown>) =>
  postArticleJson(t.app, 'getMyArticles', token, body);

/** Listings of one author with distinct creation times, statuses cycling through `statuses`; newest last. */
async function listingsOf(authorId: string, statuses: number[], count: number): Promise<ArticleRow[]> {
  const base = Date.now() - 24 * 60 * 60 * 1000;
  const rows: ArticleRow[] = [];
  for (let i = 0; i < count; i += 1) {
    rows.push(
      await createArticle(t.deps.db, authorId, {
        status: statuses[i % statuses.length]!,
        createdAt: new Date(base + i * 60_000),
      }),
    );
  }
  return rows;
}

const ids = (res: { json: () => { articles: { _id: string }[] } }) => res.json().articles.map((a) => a._id);

describe('POST /api/article/getMyArticles', () => {
  it('pages the caller’s listings newest first, 6 at a time, with countAll', async () => {
    const { user, token } = await createUser(t.deps.db, { type: 'cargo' });
    const other = await createUser(t.deps.db, { type: 'cargo' });
    await listingsOf(other.user.id, [2], 3);
    const rows = await listingsOf(user.id, [1, 2, 3, 4, 5, 6, 7], 14);
    const newestFirst = rows.map((row) => row.id).reverse();

    const first = await getMy(token, { type: 'my' });
    expect(first.statusCode).toBe(200);
    expect(first.json().countAll).toBe(14);
    expect(ids(first)).toEqual(newestFirst.slice(0, ARTICLES_PER_PAGE));
    const second = await getMy(token, { type: 'my', offset: 6 });
    expect(ids(second)).toEqual(newestFirst.slice(6, 12));
    const third = await getMy(token, { type: 'my', offset: 12 });
    expect(ids(third)).toEqual(newestFirst.slice(12));
    expect(third.json().countAll).toBe(14);
    const beyond = await getMy(token, { type: 'my', offset: 30 });
    expect(beyond.json()).toEqual({ error: false, articles: [], countAll: 14 });
  });

  it('breaks ties of creation time by id so pages never overlap', async () => {
    const { user, token } = await createUser(t.deps.db, { type: 'cargo' });
    const at = new Date(Date.now() - 1000);
    for (let i = 0; i < 8; i += 1) await createArticle(t.deps.db, user.id, { createdAt: at });
    const first = ids(await getMy(token, { type: 'my' }));
    const second = ids(await getMy(token, { type: 'my', offset: 6 }));
    expect(new Set([...first, ...second]).size).toBe(8);
  });

  it('filters by one status or a list group; statuses outside 1..7 are not listed', async () => {
    const { user, token } = await createUser(t.deps.db, { type: 'cargo' });
    const rows = await listingsOf(user.id, [1, 2, 3, 4, 5, 6, 7, 10], 16);
    const withStatus = (statuses: number[]) =>
      rows
        .filter((row) => statuses.includes(row.status))
        .map((row) => row.id)
        .reverse();

    const open = await getMy(token, { type: 'my', status: [1, 2] });
    expect(open.json().countAll).toBe(4);
    expect(ids(open)).toEqual(withStatus([1, 2]));
    const trash = await getMy(token, { type: 'my', status: 7 });
    expect(ids(trash)).toEqual(withStatus([7]));
    expect(trash.json().countAll).toBe(2);
    const all = await getMy(token, { type: 'my' });
    expect(all.json().countAll).toBe(14);
    const delivered = await getMy(token, { type: 'my', status: 10 });
    expect(delivered.json()).toEqual({ error: false, articles: [], countAll: 0 });
    const mixed = await getMy(token, { type: 'my', status: [5, 10] });
    expect(mixed.json().countAll).toBe(2);
  });

  it('answers empty taking lists until deals exist', async () => {
    const { user, token } = await createUser(t.deps.db, { type: 'carrier' });
    await createArticle(t.deps.db, user.id, { type: 'offer' });
    const res = await getMy(token, { type: 'taking' });
    expect(res.json()).toEqual({ error: false, articles: [], countAll: 0 });
  });

  it('refuses guests and bad requests', async () => {
    const guest = await getMy(null, { type: 'my' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().errors).toEqual([{ msg: ERROR_MESSAGES.unauthorized }]);
    const { token } = await createUser(t.deps.db);
    for (const body of [{ type: 'all' }, { type: 'my', status: 8 }, { type: 'my', offset: -1 }, {}]) {
      const res = await getMy(token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(true);
    }
  });
});

describe('GET /api/user myCountsArticles', () => {
  it('counts the caller’s listings by status 1..7', async () => {
    const { user, token } = await createUser(t.deps.db, { type: 'cargo' });
    const other = await createUser(t.deps.db, { type: 'cargo' });
    await listingsOf(other.user.id, [2], 2);
    await listingsOf(user.id, [1, 2, 2, 2, 3, 7, 10], 7);
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().myCountsArticles).toEqual({
      countAll: 6,
      byStatus: { '1': 1, '2': 3, '3': 1, '7': 1 },
    });
    expect(res.json().takeCountsArticles).toEqual({ countAll: 0, byStatus: {} });
  });

  it('is zero for a user without listings', async () => {
    const { token } = await createUser(t.deps.db, { type: 'carrier' });
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(res.json().myCountsArticles).toEqual({ countAll: 0, byStatus: {} });
  });
});

describe('getArticle (guest) and getUserArticle', () => {
  const get = (path: 'getArticle' | 'getUserArticle', token: string | null, id: string, type = 'order') =>
    postArticleJson(t.app, path, token, { id, type });

  it('shows a published listing to guests and to logged-in users', async () => {
    const { user } = await createUser(t.deps.db, { type: 'cargo' });
    const viewer = await createUser(t.deps.db, { type: 'carrier' });
    const article = await createArticle(t.deps.db, user.id);
    const guest = await get('getArticle', null, article.id);
    expect(guest.statusCode).toBe(200);
    expect(guest.json().article).toMatchObject({ _id: article.id, status: 2, author: { _id: user.id } });
    const logged = await get('getUserArticle', viewer.token, article.id);
    expect(logged.statusCode).toBe(200);
    expect(logged.json().article._id).toBe(article.id);
  });

  it('hides unpublished listings: from guests always, from others on getUserArticle, not from the author', async () => {
    const owner = await createUser(t.deps.db, { type: 'cargo' });
    const other = await createUser(t.deps.db, { type: 'cargo' });
    for (const status of [1, 3, 4, 5, 6, 7, 10]) {
      const article = await createArticle(t.deps.db, owner.user.id, { status });
      const guest = await get('getArticle', null, article.id);
      expect(guest.statusCode).toBe(404);
      expect(guest.json()).toEqual({ error: true, errors: [{ msg: ARTICLE_MESSAGES.notFound }] });
      // The guest endpoint shows published listings only, whoever asks.
      expect((await get('getArticle', owner.token, article.id)).statusCode).toBe(404);
      expect((await get('getUserArticle', other.token, article.id)).statusCode).toBe(404);
      const own = await get('getUserArticle', owner.token, article.id);
      expect(own.statusCode).toBe(200);
      expect(own.json().article.status).toBe(status);
    }
  });

  it('answers 404 when the type does not match or the id is unknown', async () => {
    const { user, token } = await createUser(t.deps.db, { type: 'cargo' });
    const article = await createArticle(t.deps.db, user.id);
    expect((await get('getArticle', null, article.id, 'offer')).statusCode).toBe(404);
    expect((await get('getUserArticle', token, article.id, 'offer')).statusCode).toBe(404);
    expect((await get('getArticle', null, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('getArticle', null, 'garbage')).statusCode).toBe(404);
    const badType = await get('getArticle', null, article.id, 'cargo');
    expect(badType.statusCode).toBe(400);
  });

  it('answers 401 to a guest on getUserArticle', async () => {
    const { user } = await createUser(t.deps.db, { type: 'cargo' });
    const article = await createArticle(t.deps.db, user.id);
    const res = await get('getUserArticle', null, article.id);
    expect(res.statusCode).toBe(401);
  });
});
