import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZArticle, type TArticle } from '@fura/domain/article-schemas';
import { CONTACT_MASK } from '@fura/domain/contact-masking';
import type { TArticleRequest } from '@fura/domain/deal-items';
import { articleRequests } from '../src/db/schema';
import { createArticle, postArticleJson } from './helpers/articles';
import { act } from './helpers/contact-scenes';
import { createCargo, createCarrier, insertRequest } from './helpers/deals';
import { socketTestApp } from './helpers/socket-test-app';
import { connectSocket, waitFor } from './helpers/sockets';

/**
 * Issue 29: a request's contacts reach the listing's author masked until he chooses its writer as executor — in the
 * listing he reads and in the createRequest / updateRequest events he gets — while the writer always reads his own
 * request as written (the answer, his other tabs, the listing) and the database keeps it as written.
 */

const t = socketTestApp();

const SAID = 'восемь девять один шесть один два три четыре пять шесть семь';
const TEXT = `Возьму завтра. Мой номер ${SAID}`;
const MASKED = `Возьму завтра. Мой номер ${CONTACT_MASK}`;

const requestBody = (articleId: string, text: string, socketId: string | null = null) => ({
  articleId,
  request: { request: text, priceKopecks: 2_500_000, date: null },
  socketId,
});

async function listingAs(token: string, id: string, type: 'order' | 'offer' = 'order'): Promise<TArticle> {
  const res = await postArticleJson(t.app, 'getUserArticle', token, { id, type });
  expect(res.statusCode, res.body).toBe(200);
  return ZArticle.parse(res.json<{ article: unknown }>().article);
}

const textOf = (article: TArticle, userId: string) =>
  article.requests.find((request) => request.user._id === userId)?.request;

async function storedTexts(articleId: string): Promise<string[]> {
  const rows = await t.deps.db
    .select({ text: articleRequests.text })
    .from(articleRequests)
    .where(eq(articleRequests.articleId, articleId));
  return rows.map((row) => row.text).sort();
}

describe('a request with a phone in words on an order', () => {
  it('reaches the author masked before the choice (listing and event), the writer as written', async () => {
    const owner = await createCargo(t.deps.db);
    const carrier = await createCarrier(t.deps.db);
    const order = await createArticle(t.deps.db, owner.user.id);
    const authorTab = await connectSocket(t.baseUrl, { token: owner.token });
    const calling = await connectSocket(t.baseUrl, { token: carrier.token });
    const otherTab = await connectSocket(t.baseUrl, { token: carrier.token });
    const toAuthor = waitFor(authorTab, 'createRequest');
    const toOtherTab = waitFor(otherTab, 'createRequest');

    const res = await postArticleJson(
      t.app,
      'createRequest',
      carrier.token,
      requestBody(order.id, TEXT, calling.id),
    );
    expect(res.statusCode, res.body).toBe(200);
    const answered = res.json<{ request: TArticleRequest }>().request;
    expect(answered.request).toBe(TEXT);
    expect((await toOtherTab).request).toEqual(answered);
    const authorEvent = await toAuthor;
    expect(authorEvent.request).toEqual({ ...answered, request: MASKED });
    expect(JSON.stringify(authorEvent)).not.toContain('девять');

    expect(textOf(await listingAs(owner.token, order.id), carrier.user.id)).toBe(MASKED);
    expect(textOf(await listingAs(carrier.token, order.id), carrier.user.id)).toBe(TEXT);
    expect(await storedTexts(order.id)).toEqual([TEXT]);
  });

  it('after the choice the author reads the executor’s request as written; another requester’s stays masked', async () => {
    const owner = await createCargo(t.deps.db);
    const chosen = await createCarrier(t.deps.db);
    const refused = await createCarrier(t.deps.db);
    const order = await createArticle(t.deps.db, owner.user.id);
    const refusedText = 'Могу сегодня, пишите ivan.gruz@mail.ru';
    await insertRequest(t.deps.db, order.id, chosen.user.id, TEXT);
    await insertRequest(t.deps.db, order.id, refused.user.id, refusedText);
    const before = await listingAs(owner.token, order.id);
    expect(textOf(before, chosen.user.id)).toBe(MASKED);
    expect(textOf(before, refused.user.id)).toBe(`Могу сегодня, пишите ${CONTACT_MASK}`);

    await act(t.app, 'setExecutor', owner, { articleId: order.id, executorId: chosen.user.id });
    const after = await listingAs(owner.token, order.id);
    expect(textOf(after, chosen.user.id)).toBe(TEXT);
    expect(textOf(after, refused.user.id)).toBe(`Могу сегодня, пишите ${CONTACT_MASK}`);
    // Each requester reads his own as written, and only his own.
    expect(textOf(await listingAs(refused.token, order.id), refused.user.id)).toBe(refusedText);
    expect((await listingAs(refused.token, order.id)).requests).toHaveLength(1);
    expect(textOf(await listingAs(chosen.token, order.id), chosen.user.id)).toBe(TEXT);
    expect(await storedTexts(order.id)).toEqual([refusedText, TEXT].sort());
  });
});

describe('an offer’s request edited after its writer was chosen', () => {
  it('the updateRequest event reaches the author masked before the choice, as written after it', async () => {
    const carrier = await createCarrier(t.deps.db);
    const cargo = await createCargo(t.deps.db);
    const offer = await createArticle(t.deps.db, carrier.user.id, {
      type: 'offer',
      cargoTypes: [],
      weightKg: null,
    });
    const created = await postArticleJson(
      t.app,
      'createRequest',
      cargo.token,
      requestBody(offer.id, 'Есть груз'),
    );
    expect(created.statusCode, created.body).toBe(200);
    const requestId = created.json<{ request: TArticleRequest }>().request.requestId;
    const authorTab = await connectSocket(t.baseUrl, { token: carrier.token });
    const update = async (text: string) => {
      const event = waitFor(authorTab, 'updateRequest');
      const res = await postArticleJson(t.app, 'updateRequest', cargo.token, {
        requestId,
        request: { request: text, priceKopecks: null, date: null },
        socketId: null,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ request: TArticleRequest }>().request.request).toBe(text);
      return (await event).request.request;
    };

    const telegram = 'Есть груз, пишите в телеграм @cargo_owner_msk или t.me/cargo_owner_msk';
    expect(await update(telegram)).toBe(`Есть груз, пишите в телеграм ${CONTACT_MASK} или ${CONTACT_MASK}`);
    await act(t.app, 'setExecutor', carrier, { articleId: offer.id, executorId: cargo.user.id });
    expect(await update(`${telegram}, или ${TEXT}`)).toBe(`${telegram}, или ${TEXT}`);
    expect(textOf(await listingAs(carrier.token, offer.id, 'offer'), cargo.user.id)).toBe(
      `${telegram}, или ${TEXT}`,
    );
  });
});

describe('refusals are as before', () => {
  it('a guest (401), an author requesting his own listing (403), a text over its length (400): nothing stored', async () => {
    const owner = await createCargo(t.deps.db);
    const carrier = await createCarrier(t.deps.db);
    const order = await createArticle(t.deps.db, owner.user.id);
    expect(
      (await postArticleJson(t.app, 'createRequest', null, requestBody(order.id, TEXT))).statusCode,
    ).toBe(401);
    expect(
      (await postArticleJson(t.app, 'createRequest', owner.token, requestBody(order.id, TEXT))).statusCode,
    ).toBe(403);
    const long = await postArticleJson(
      t.app,
      'createRequest',
      carrier.token,
      requestBody(order.id, `${SAID} `.repeat(30)),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json<{ errors: { param?: string }[] }>().errors[0]?.param).toBe('request.request');
    expect(await storedTexts(order.id)).toEqual([]);
  });
});
