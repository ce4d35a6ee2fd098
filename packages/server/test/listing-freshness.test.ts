import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ZArticleResponse } from '@fura/domain/article-schemas';
import { articles, listingConfirmTokens, mailOutbox, notifications } from '../src/db/schema';
import { issueConfirmTokens } from '../src/modules/article/confirm-tokens';
import { runListingFreshness } from '../src/modules/article/listing-freshness-job';
import { bearer, createUser } from './helpers/factories';
import { createArticle, moscowDate } from './helpers/articles';
import { closeAllSockets, connectSocket, listenForSockets, waitFor } from './helpers/sockets';
import { startTestApp } from './helpers/test-app';

/*
 * «Заказ ещё актуален?» (issue 26). The job acts on the whole table, so this file has its own database; its clock is
 * the `now` the tests pass.
 */

let t: Awaited<ReturnType<typeof startTestApp>>;
let baseUrl: string;

beforeAll(async () => {
  t = await startTestApp({ ownDatabase: true });
  baseUrl = await listenForSockets(t.app);
});
afterAll(async () => {
  closeAllSockets();
  await t.close();
});

const HOUR = 60 * 60 * 1000;
const start = new Date();
const at = (hours: number) => new Date(start.getTime() + hours * HOUR);

async function rowOf(id: string) {
  const [row] = await t.deps.db.select().from(articles).where(eq(articles.id, id));
  return row!;
}

function codesOf(userId: string) {
  return t.deps.db
    .select({ code: notifications.code, info: notifications.info })
    .from(notifications)
    .where(eq(notifications.userId, userId));
}

async function published(type: 'order' | 'offer' = 'order') {
  const author = await createUser(t.deps.db, { type: type === 'order' ? 'cargo' : 'carrier' });
  const listing = await createArticle(t.deps.db, author.user.id, {
    type,
    publishedAt: start,
    confirmedAt: start,
    loadingDate: moscowDate(10, start),
  });
  return { author, listing };
}

describe('the freshness job', () => {
  it('asks the author at 72 h (bell, live, e-mail with two one-click links), not before', async () => {
    const { author, listing } = await published();
    const socket = await connectSocket(baseUrl, { token: author.token });
    const live = waitFor(socket, 'sendNotification');

    await runListingFreshness(t.deps, at(71.9));
    expect((await rowOf(listing.id)).confirmAskedAt).toBeNull();
    expect(await codesOf(author.user.id)).toEqual([]);

    await runListingFreshness(t.deps, at(72));
    expect((await rowOf(listing.id)).confirmAskedAt).toEqual(at(72));
    expect(await codesOf(author.user.id)).toEqual([
      {
        code: 'articleConfirmAsk',
        info: expect.objectContaining({ articleType: 'order', articleId: listing.id }),
      },
    ]);
    expect(await live).toMatchObject({
      notification: { code: 'articleConfirmAsk', info: { articleId: listing.id } },
    });

    const mailOf = async () =>
      (await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, author.user.email)))[0];
    // The outbox sender delivers in the background and makes the links absolute as it does: wait for it.
    await expect.poll(async () => (await mailOf())?.status, { timeout: 15_000 }).toMatch(/^(recorded|sent)$/);
    const mail = await mailOf();
    expect(mail!.subject).toContain('Заказ Москва → Казань ещё актуален?');
    expect(mail!.html).toContain('Да, актуален');
    expect(mail!.html).toContain('Снять с публикации');
    const links = [...mail!.text.matchAll(/\/api\/article\/current\/([A-Za-z0-9_-]+)/g)].map((m) => m[1]);
    expect(links).toHaveLength(2);
    // The sender made the links absolute on PUBLIC_URL, in the text lines and the buttons alike.
    const base = `${t.deps.config.publicUrl}/api/article/current/`;
    expect(mail!.text).toContain(`Подтвердить, что актуально: ${base}${links[0]}`);
    expect(mail!.text).toContain(`Снять с публикации: ${base}${links[1]}`);
    expect(mail!.html).toContain(`href="${base}${links[0]}"`);
    const tokens = await t.deps.db
      .select()
      .from(listingConfirmTokens)
      .where(eq(listingConfirmTokens.articleId, listing.id));
    expect(tokens.map((token) => token.action).sort()).toEqual(['confirm', 'unpublish']);
    expect(tokens.every((token) => token.expiresAt.getTime() === at(72 + 48).getTime())).toBe(true);

    // Asked once: the next runs send nothing more.
    await runListingFreshness(t.deps, at(80));
    expect(await codesOf(author.user.id)).toHaveLength(1);
  });

  it('unpublishes at 96 h when nobody answered, and tells why and how to publish again', async () => {
    const { author, listing } = await published('offer');
    await runListingFreshness(t.deps, at(72));
    const socket = await connectSocket(baseUrl, { token: author.token });
    const status = waitFor(socket, 'updateStatusMyArticle');

    expect(await runListingFreshness(t.deps, at(95.9))).toMatchObject({ unpublished: 0 });
    expect((await rowOf(listing.id)).status).toBe(2);

    await runListingFreshness(t.deps, at(96));
    const row = await rowOf(listing.id);
    expect(row.status).toBe(1);
    expect(row.confirmAskedAt).toBeNull();
    expect(await status).toMatchObject({ articleId: listing.id, oldStatus: 2, status: 1, isTaking: false });
    const codes = (await codesOf(author.user.id)).map((n) => n.code);
    expect(codes.sort()).toEqual(['articleConfirmAsk', 'articleUnpublishedUnconfirmed']);
    // The links of the question no longer work.
    const open = await t.deps.db
      .select()
      .from(listingConfirmTokens)
      .where(and(eq(listingConfirmTokens.articleId, listing.id)));
    expect(open.every((token) => token.usedAt !== null)).toBe(true);
  });

  it('leaves a listing confirmed on the site alone: the clock starts again', async () => {
    const { author, listing } = await published();
    await runListingFreshness(t.deps, at(72));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/article/confirm-current',
      headers: bearer(author.token),
      payload: { articleId: listing.id },
    });
    expect(res.statusCode).toBe(200);
    await runListingFreshness(t.deps, at(96));
    expect((await rowOf(listing.id)).status).toBe(2);
  });

  it('does not ask about drafts, listings in work or listings never confirmed', async () => {
    const author = await createUser(t.deps.db, { type: 'cargo' });
    const draft = await createArticle(t.deps.db, author.user.id, { status: 1, confirmedAt: start });
    const inWork = await createArticle(t.deps.db, author.user.id, { status: 3, confirmedAt: start });
    await runListingFreshness(t.deps, at(100));
    expect((await rowOf(draft.id)).confirmAskedAt).toBeNull();
    expect((await rowOf(inWork.id)).confirmAskedAt).toBeNull();
    expect(await codesOf(author.user.id)).toEqual([]);
  });
});

describe('POST /api/article/confirm-current', () => {
  const confirm = (token: string | null, articleId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/article/confirm-current',
      headers: token ? bearer(token) : {},
      payload: { articleId },
    });

  it('confirms the author’s listing now and moves it up in «Сначала новые»', async () => {
    const { author, listing } = await published();
    const before = Date.now();
    const res = await confirm(author.token, listing.id);
    expect(res.statusCode).toBe(200);
    const { article } = ZArticleResponse.parse(res.json());
    expect(Date.parse(article.confirmedAt!)).toBeGreaterThanOrEqual(before);
    expect(article.publishedAt).toBe(article.confirmedAt);
  });

  it('answers a guest 401, another user 403, a draft 400, a banned author 403, an unknown id 404', async () => {
    const { author, listing } = await published();
    const other = await createUser(t.deps.db, { type: 'cargo' });
    const carrier = await createUser(t.deps.db, { type: 'carrier' });
    expect((await confirm(null, listing.id)).statusCode).toBe(401);
    expect((await confirm(other.token, listing.id)).statusCode).toBe(403);
    expect((await confirm(carrier.token, listing.id)).statusCode).toBe(403);
    const draft = await createArticle(t.deps.db, author.user.id, { status: 1 });
    const res = await confirm(author.token, draft.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].msg).toBe('Подтвердить можно только опубликованное объявление');
    expect((await confirm(author.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const banned = await createUser(t.deps.db, { type: 'cargo', isBan: true });
    const own = await createArticle(t.deps.db, banned.user.id);
    expect((await confirm(banned.token, own.id)).statusCode).toBe(403);
  });
});

describe('the one-click links, without logging in', () => {
  const open = (token: string) => t.app.inject({ method: 'GET', url: `/api/article/current/${token}` });
  const answer = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/article/current/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });

  it('GET only asks (a mail scanner opening it changes nothing); POST confirms, once', async () => {
    const { listing } = await published();
    const tokens = await issueConfirmTokens(t.deps.db, listing.id, new Date());
    const page = await open(tokens.confirm);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Заказ ещё актуален?');
    expect(page.body).toContain('Москва → Казань');
    expect(page.body).toContain(`action="/api/article/current/${tokens.confirm}"`);
    expect((await rowOf(listing.id)).confirmedAt).toEqual(listing.confirmedAt);

    const done = await answer(tokens.confirm);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Заказ подтверждён и поднят в поиске');
    expect((await rowOf(listing.id)).confirmedAt!.getTime()).toBeGreaterThan(listing.confirmedAt!.getTime());

    const again = await answer(tokens.confirm);
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('Ссылка уже использована');
    // Answered: the other action's link is used up too.
    expect((await answer(tokens.unpublish)).statusCode).toBe(410);
  });

  it('«Снять с публикации» returns the listing to draft by the usual transition', async () => {
    const { listing } = await published('offer');
    const tokens = await issueConfirmTokens(t.deps.db, listing.id, new Date());
    const page = await open(tokens.unpublish);
    expect(page.body).toContain('Снять предложение с публикации?');
    const done = await answer(tokens.unpublish);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Предложение снято с публикации');
    expect((await rowOf(listing.id)).status).toBe(1);
  });

  it('answers an expired link 410 with a Russian page', async () => {
    const { listing } = await published();
    const tokens = await issueConfirmTokens(t.deps.db, listing.id, new Date(Date.now() - 49 * HOUR));
    for (const res of [await open(tokens.confirm), await answer(tokens.confirm)]) {
      expect(res.statusCode).toBe(410);
      expect(res.body).toContain('Срок ссылки истёк');
    }
    expect((await rowOf(listing.id)).confirmedAt).toEqual(listing.confirmedAt);
  });

  it('answers a forged or mangled link 404 with a Russian page, never a 500', async () => {
    // (Bad percent-encoding never reaches the route: the framework answers 400 with the Russian envelope.)
    expect((await open('%ff')).statusCode).toBe(400);
    for (const token of ['A'.repeat(43), 'short', '..%2F..%2Fetc', 'x'.repeat(90), 'x'.repeat(99) + '!']) {
      for (const res of [await open(token), await answer(token)]) {
        expect(res.statusCode).toBe(404);
        expect(res.body).toContain('Ссылка недействительна');
      }
    }
  });

  it('refuses, with a page, an action the listing no longer allows (taken out of publication meanwhile)', async () => {
    const { author, listing } = await published();
    const tokens = await issueConfirmTokens(t.deps.db, listing.id, new Date());
    // Unpublished some other way than the links (an executor chosen: status 3) keeps the links open.
    await t.deps.db.update(articles).set({ status: 3 }).where(eq(articles.id, listing.id));
    const res = await answer(tokens.confirm);
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('Подтвердить можно только опубликованное объявление');
    expect((await rowOf(listing.id)).status).toBe(3);
    expect(author.user.id).toBe(listing.authorId);
  });
});
