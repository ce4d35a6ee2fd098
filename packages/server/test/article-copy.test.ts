import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ARTICLE_MESSAGES, type TArticleResponse } from '@fura/domain/article-schemas';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { articles } from '../src/db/schema';
import { createUser } from './helpers/factories';
import {
  articlePart,
  createArticle,
  offerInput,
  orderInput,
  postArticleForm,
  postArticleJson,
} from './helpers/articles';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#aa5500' } })
    .png()
    .toBuffer();

const copy = (token: string | null, articleId: string) =>
  postArticleJson(t.app, 'createArticle', token, { articleId, socketId: 'tab' });

describe('POST /api/article/createArticle with { articleId } (copy)', () => {
  it('copies the author’s order as a new draft with its own copies of the photos', async () => {
    const { token } = await createUser(t.deps.db, { type: 'cargo' });
    const created = await postArticleForm(t.app, 'createArticle', token, [
      articlePart(orderInput()),
      { name: 'cargoPhoto0', filename: 'a.png', contentType: 'image/png', data: await png() },
    ]);
    const original = created.json<TArticleResponse>().article;
    const res = await copy(token, original._id);
    expect(res.statusCode).toBe(200);
    const { article } = res.json();
    expect(article._id).not.toBe(original._id);
    expect(article).toMatchObject({
      status: 1,
      publishedAt: null,
      type: 'order',
      from: original.from,
      to: original.to,
      loadingDate: original.loadingDate,
      weightKg: original.weightKg,
      comment: original.comment,
      budgetKopecks: original.budgetKopecks,
    });
    expect(article.cargoPhoto).toHaveLength(1);
    expect(article.cargoPhoto[0].file).not.toBe(original.cargoPhoto[0]!.file);
    const a = await t.app.inject({ method: 'GET', url: article.cargoPhoto[0].file });
    const b = await t.app.inject({ method: 'GET', url: original.cargoPhoto[0]!.file });
    expect(a.statusCode).toBe(200);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    const [source] = await t.deps.db.select().from(articles).where(eq(articles.id, original._id));
    expect(source!.status).toBe(2);
  });

  it('copies an offer with its car photo', async () => {
    const { token } = await createUser(t.deps.db, { type: 'carrier' });
    const created = await postArticleForm(t.app, 'createArticle', token, [
      articlePart(offerInput()),
      { name: 'carPhoto', filename: 'car.png', contentType: 'image/png', data: await png() },
    ]);
    const original = created.json<TArticleResponse>().article;
    const res = await copy(token, original._id);
    expect(res.statusCode).toBe(200);
    const { article } = res.json();
    expect(article).toMatchObject({ type: 'offer', status: 1, bodyTypes: ['isotherm'] });
    expect(article.car).toMatchObject({ ...original.car, photo: expect.any(Object) });
    expect(article.car.photo.file).not.toBe(original.car!.photo!.file);
  });

  it('copies from any status, a trashed listing included', async () => {
    const { user, token } = await createUser(t.deps.db, { type: 'cargo' });
    const trashed = await createArticle(t.deps.db, user.id, { status: 7 });
    const res = await copy(token, trashed.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().article.status).toBe(1);
  });

  it('refuses another’s listing: 403 when published, 404 when a draft; nothing is created', async () => {
    const owner = await createUser(t.deps.db, { type: 'cargo' });
    const intruder = await createUser(t.deps.db, { type: 'cargo' });
    const published = await createArticle(t.deps.db, owner.user.id);
    const draft = await createArticle(t.deps.db, owner.user.id, { status: 1 });
    const forbidden = await copy(intruder.token, published.id);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().errors).toEqual([{ msg: ARTICLE_MESSAGES.notAuthor }]);
    const hidden = await copy(intruder.token, draft.id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().errors).toEqual([{ msg: ARTICLE_MESSAGES.notFound }]);
    const theirs = await t.deps.db.select().from(articles).where(eq(articles.authorId, intruder.user.id));
    expect(theirs).toHaveLength(0);
  });

  it('answers 404 for unknown ids, 401 to guests, 403 to the banned, 400 without an id', async () => {
    const { user, token } = await createUser(t.deps.db, { type: 'cargo' });
    expect((await copy(token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await copy(token, 'nope')).statusCode).toBe(404);
    const article = await createArticle(t.deps.db, user.id);
    const guest = await copy(null, article.id);
    expect(guest.statusCode).toBe(401);
    const banned = await createUser(t.deps.db, { type: 'cargo', isBan: true });
    const own = await createArticle(t.deps.db, banned.user.id);
    const res = await copy(banned.token, own.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([{ msg: ERROR_MESSAGES.banned }]);
    const empty = await postArticleJson(t.app, 'createArticle', token, { socketId: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].param).toBe('articleId');
  });
});
