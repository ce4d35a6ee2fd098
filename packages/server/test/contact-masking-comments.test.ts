import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZArticle, type TArticle } from '@fura/domain/article-schemas';
import { CONTACT_MASK } from '@fura/domain/contact-masking';
import { ZSearchResponse } from '@fura/domain/search';
import { laneSlug } from '@fura/domain/lane-slugs';
import { ZLaneResponse } from '@fura/domain/lane-schemas';
import { articles } from '../src/db/schema';
import { REPO_ROOT } from '../src/paths';
import { articlePart, createArticle, orderInput, postArticleForm, postArticleJson } from './helpers/articles';
import { act } from './helpers/contact-scenes';
import { createCargo, createCarrier, insertRequest } from './helpers/deals';
import { bearer, createUser } from './helpers/factories';
import { listingOn, postLane, uniquePlace } from './helpers/lanes';
import { startTestApp } from './helpers/test-app';

/**
 * Issue 29: a listing's comment leaves the server with its contacts masked for everyone but its author until an
 * executor is chosen — the guest's and another user's listing page, the search, the lanes, the page the server renders
 * for a guest (through a stand-in of the web build's server entry that renders what the API answers it) — while the
 * database keeps it as written. After the choice the executor reads it as written; a refused requester does not.
 */

const PHONE = '+7 (916) 123-45-67';
const COMMENT = `Стекло, аккуратно. Звоните ${PHONE}, Иван`;
const MASKED = `Стекло, аккуратно. Звоните ${CONTACT_MASK}, Иван`;

let t: Awaited<ReturnType<typeof startTestApp>>;
let webRoot: string;

/**
 * A stand-in of packages/web/dist-ssr/entry-server.js: asks the app for the listing through the fetch the server
 * hands it (page-renderer.ts: `inject`, no cookie) and renders its comment and its data.
 */
const SERVER_ENTRY = `
let apiFetch = null;
export function setApiFetch(fetchImpl) { apiFetch = fetchImpl; }
export async function renderPage(url) {
  const match = /^\\/order\\/([^/?]+)/.exec(url);
  if (!match) return null;
  const answer = await apiFetch('/api/article/getArticle', {
    method: 'POST',
    body: JSON.stringify({ id: match[1], type: 'order' }),
  });
  if (!answer.ok) return null;
  const { article } = await answer.json();
  const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return {
    html: '<main><p class="comment">' + escape(article.comment) + '</p></main>',
    stateScript: '<script id="fura-state" type="application/json">' + escape(JSON.stringify(article)) + '</script>',
  };
}
`;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'fura-masking-'));
  const webDist = join(webRoot, 'dist');
  mkdirSync(webDist);
  mkdirSync(join(webRoot, 'dist-ssr'));
  writeFileSync(
    join(webDist, 'index.html'),
    readFileSync(join(REPO_ROOT, 'packages/web/index.html'), 'utf8'),
  );
  writeFileSync(join(webRoot, 'dist-ssr', 'entry-server.js'), SERVER_ENTRY);
  t = await startTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

async function listingAs(token: string | null, id: string): Promise<TArticle> {
  const res = await postArticleJson(t.app, token ? 'getUserArticle' : 'getArticle', token, {
    id,
    type: 'order',
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZArticle.parse(res.json<{ article: unknown }>().article);
}

async function storedComment(id: string): Promise<string | undefined> {
  const [row] = await t.deps.db
    .select({ comment: articles.comment })
    .from(articles)
    .where(eq(articles.id, id));
  return row?.comment;
}

describe('a listing comment with a phone, before an executor is chosen', () => {
  it('is kept as written, answered as written to its author, masked for a guest and another user', async () => {
    const owner = await createCargo(t.deps.db);
    const other = await createCarrier(t.deps.db);
    const created = await postArticleForm(t.app, 'createArticle', owner.token, [
      articlePart(orderInput({ comment: COMMENT })),
    ]);
    expect(created.statusCode, created.body).toBe(200);
    const article = ZArticle.parse(created.json<{ article: unknown }>().article);
    expect(article.comment).toBe(COMMENT);
    expect(await storedComment(article._id)).toBe(COMMENT);

    expect((await listingAs(owner.token, article._id)).comment).toBe(COMMENT);
    for (const [who, token] of [
      ['guest', null],
      ['another user', other.token],
    ] as const) {
      const seen = await listingAs(token, article._id);
      expect(seen.comment, who).toBe(MASKED);
    }
    const guestAnswer = await postArticleJson(t.app, 'getArticle', null, { id: article._id, type: 'order' });
    expect(guestAnswer.body).not.toContain('123-45-67');

    const mine = await postArticleJson(t.app, 'getMyArticles', owner.token, { type: 'my' });
    expect(mine.statusCode).toBe(200);
    const listed = mine.json<{ articles: TArticle[] }>().articles.find((item) => item._id === article._id);
    expect(listed?.comment).toBe(COMMENT);
    // The masking changed nothing stored.
    expect(await storedComment(article._id)).toBe(COMMENT);
  });

  it('is masked in the search for everyone, its author too (one answer for all callers)', async () => {
    const owner = await createCargo(t.deps.db);
    const here = { lat: 61 + Math.random(), lon: 70 + Math.random() };
    const listing = await createArticle(t.deps.db, owner.user.id, {
      fromLat: here.lat,
      fromLon: here.lon,
      comment: COMMENT,
    });
    for (const token of [null, owner.token]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/article/search',
        headers: token ? bearer(token) : {},
        payload: { type: 'order', from: { ...here, radiusKm: 1 } },
      });
      expect(res.statusCode, res.body).toBe(200);
      const found = ZSearchResponse.parse(res.json()).articles.find((item) => item._id === listing.id);
      expect(found?.comment, token ? 'author' : 'guest').toBe(MASKED);
      expect(res.body).not.toContain('123-45-67');
    }
  });

  it('is masked on the lane pages', async () => {
    const owner = await createCargo(t.deps.db);
    const [from, to] = [uniquePlace(), uniquePlace()];
    const listing = await listingOn(t.deps.db, owner.user.id, from, to, { comment: COMMENT });
    const res = await postLane(t.app, laneSlug(from, to));
    expect(res.statusCode, res.body).toBe(200);
    const lane = ZLaneResponse.parse(res.json()).lane;
    const found = [...lane.orders, ...lane.offers].find((item) => item._id === listing.id);
    expect(found?.comment).toBe(MASKED);
    expect(res.body).not.toContain('123-45-67');
  });

  it('is masked in the page the server renders for a guest and in its head', async () => {
    const owner = await createCargo(t.deps.db);
    const listing = await createArticle(t.deps.db, owner.user.id, { comment: COMMENT });
    const res = await t.app.inject({ method: 'GET', url: `/order/${listing.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<p class="comment">');
    expect(res.body).toContain(CONTACT_MASK);
    expect(res.body).not.toContain('123-45-67');
  });
});

describe('after the choice of the executor', () => {
  it('the executor reads the comment as written, a refused requester still masked; the console as written', async () => {
    const owner = await createCargo(t.deps.db);
    const executor = await createCarrier(t.deps.db);
    const refused = await createCarrier(t.deps.db);
    const admin = await createUser(t.deps.db, { type: 'admin' });
    const listing = await createArticle(t.deps.db, owner.user.id, { comment: COMMENT });
    for (const user of [executor, refused]) await insertRequest(t.deps.db, listing.id, user.user.id);
    expect((await listingAs(executor.token, listing.id)).comment).toBe(MASKED);

    await act(t.app, 'setExecutor', owner, { articleId: listing.id, executorId: executor.user.id });
    expect((await listingAs(executor.token, listing.id)).comment).toBe(COMMENT);
    expect((await listingAs(owner.token, listing.id)).comment).toBe(COMMENT);
    expect((await listingAs(refused.token, listing.id)).comment).toBe(MASKED);
    const taking = await postArticleJson(t.app, 'getMyArticles', executor.token, { type: 'taking' });
    expect(
      taking.json<{ articles: TArticle[] }>().articles.find((item) => item._id === listing.id)?.comment,
    ).toBe(COMMENT);

    // The console's listings show the comment as written.
    const console = await t.app.inject({
      method: 'POST',
      url: '/api/admin/listings/search',
      headers: bearer(admin.token),
      payload: { query: listing.id },
    });
    expect(console.statusCode, console.body).toBe(200);
    expect(console.body).toContain(PHONE);
  });

  it('a comment without contacts is the same for everyone', async () => {
    const owner = await createCargo(t.deps.db);
    const comment = 'Погрузка 12.05 с 9:00, 20 т, 82 м³, 33 паллеты, ставка 150 000 ₽';
    const listing = await createArticle(t.deps.db, owner.user.id, { comment });
    expect((await listingAs(null, listing.id)).comment).toBe(comment);
  });
});

describe('bad input is refused as before', () => {
  it('a comment over its length is 400 with its message, nothing stored; a guest cannot create (401)', async () => {
    const owner = await createCargo(t.deps.db);
    const before = await t.deps.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.authorId, owner.user.id));
    const long = await postArticleForm(t.app, 'createArticle', owner.token, [
      articlePart(orderInput({ comment: `${PHONE} `.repeat(200) })),
    ]);
    expect(long.statusCode).toBe(400);
    const guest = await postArticleForm(t.app, 'createArticle', null, [
      articlePart(orderInput({ comment: COMMENT })),
    ]);
    expect(guest.statusCode).toBe(401);
    const after = await t.deps.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.authorId, owner.user.id));
    expect(after).toHaveLength(before.length);
  });
});
