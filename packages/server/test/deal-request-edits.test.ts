import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEAL_MESSAGES } from '@fura/domain/deal-items';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { articleRequests, users } from '../src/db/schema';
import { createArticle, postArticleJson } from './helpers/articles';
import { createCargo, createCarrier, insertExecutor, insertRequest } from './helpers/deals';
import { connectSocket, expectNoEvent, waitFor } from './helpers/sockets';
import { socketTestApp } from './helpers/socket-test-app';

const t = socketTestApp();

const RUSSIAN = /[а-яё]/i;

const create = (token: string | null, body: unknown) => postArticleJson(t.app, 'createRequest', token, body);
const body = (articleId: string, extra: Record<string, unknown> = {}) => ({
  articleId,
  request: { request: 'Возьму завтра', priceKopecks: 2_500_000, date: '2030-05-01', ...extra },
  socketId: null,
});

async function requestsOf(articleId: string) {
  return t.deps.db.select().from(articleRequests).where(eq(articleRequests.articleId, articleId));
}

describe('updateRequest and deleteRequest', () => {
  async function requested(status = 2) {
    const owner = await createCargo(t.deps.db);
    const carrier = await createCarrier(t.deps.db);
    const order = await createArticle(t.deps.db, owner.user.id, { status });
    const row = await insertRequest(t.deps.db, order.id, carrier.user.id);
    return { owner, carrier, order, row };
  }
  const update = (token: string | null, requestId: string, request: Record<string, unknown>) =>
    postArticleJson(t.app, 'updateRequest', token, { requestId, request, socketId: null });
  const remove = (token: string | null, requestId: unknown) =>
    postArticleJson(t.app, 'deleteRequest', token, { requestId, socketId: null });

  it('the requester edits his request', async () => {
    const { carrier, order, row } = await requested();
    const res = await update(carrier.token, row.id, {
      request: 'Новый текст',
      priceKopecks: 100,
      date: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      error: false,
      request: { requestId: row.id, articleId: order.id, request: 'Новый текст', priceKopecks: 100 },
    });
    const [stored] = await requestsOf(order.id);
    expect(stored).toMatchObject({ text: 'Новый текст', priceKopecks: 100, date: null });
    expect(stored!.updatedAt.getTime()).toBeGreaterThan(row.updatedAt.getTime());
  });

  it('update: refusals change nothing', async () => {
    const { owner, carrier, order, row } = await requested();
    const stranger = await createCarrier(t.deps.db);
    const refusals: [string | null, string, Record<string, unknown>, number, string | null][] = [
      [null, row.id, { request: 'x' }, 401, ERROR_MESSAGES.unauthorized],
      [stranger.token, row.id, { request: 'x' }, 403, DEAL_MESSAGES.notYourRequest],
      [owner.token, row.id, { request: 'x' }, 403, DEAL_MESSAGES.notYourRequest],
      [
        carrier.token,
        '00000000-0000-4000-8000-000000000000',
        { request: 'x' },
        404,
        DEAL_MESSAGES.requestNotFound,
      ],
      [carrier.token, 'bad', { request: 'x' }, 404, DEAL_MESSAGES.requestNotFound],
      [carrier.token, row.id, { request: '' }, 400, DEAL_MESSAGES.requestText],
    ];
    for (const [token, id, request, status, msg] of refusals) {
      const res = await update(token, id, request);
      expect(res.statusCode).toBe(status);
      expect(res.json().errors[0].msg).toBe(msg);
    }
    await t.deps.db.update(users).set({ isBan: true }).where(eq(users.id, carrier.user.id));
    const res = await update(carrier.token, row.id, { request: 'x' });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([{ msg: ERROR_MESSAGES.banned }]);
    expect((await requestsOf(order.id))[0]?.text).toBe('Готов взять');
  });

  it('update refused once the listing is not published', async () => {
    const { carrier, row } = await requested(3);
    const res = await update(carrier.token, row.id, { request: 'Поздно' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ msg: DEAL_MESSAGES.notPublished }]);
  });

  it('the requester deletes his request, whatever the listing status', async () => {
    for (const status of [2, 5, 6]) {
      const { carrier, order, row } = await requested(status);
      const res = await remove(carrier.token, row.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ error: false, requestId: row.id, articleId: order.id });
      expect(await requestsOf(order.id)).toEqual([]);
    }
  });

  it('delete: refusals (guest, another’s, unknown, executor, banned, bad input)', async () => {
    const { owner, carrier, order, row } = await requested(3);
    await insertExecutor(t.deps.db, order.id, carrier.user.id);
    const banned = await createCarrier(t.deps.db, { isBan: true });
    const bannedRow = await insertRequest(t.deps.db, order.id, banned.user.id);
    const refusals: [string | null, unknown, number, string][] = [
      [null, row.id, 401, ERROR_MESSAGES.unauthorized],
      [owner.token, row.id, 403, DEAL_MESSAGES.notYourRequest],
      [carrier.token, '00000000-0000-4000-8000-000000000000', 404, DEAL_MESSAGES.requestNotFound],
      [carrier.token, row.id, 400, DEAL_MESSAGES.executorCannotDelete],
      [banned.token, bannedRow.id, 403, ERROR_MESSAGES.banned],
    ];
    for (const [token, id, status, msg] of refusals) {
      const res = await remove(token, id);
      expect(res.statusCode).toBe(status);
      expect(res.json().errors).toEqual([{ msg }]);
    }
    const bad = await remove(carrier.token, 42);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ param: 'requestId', msg: expect.stringMatching(RUSSIAN) });
    expect(await requestsOf(order.id)).toHaveLength(2);
  });
});

describe('request events', () => {
  /** Author, requester with two tabs (the calling one and another), a third user. */
  async function scene() {
    const owner = await createCargo(t.deps.db);
    const carrier = await createCarrier(t.deps.db);
    const third = await createCarrier(t.deps.db);
    const order = await createArticle(t.deps.db, owner.user.id);
    const sockets = {
      author: await connectSocket(t.baseUrl, { token: owner.token }),
      calling: await connectSocket(t.baseUrl, { token: carrier.token }),
      otherTab: await connectSocket(t.baseUrl, { token: carrier.token }),
      third: await connectSocket(t.baseUrl, { token: third.token }),
    };
    return { owner, carrier, order, sockets };
  }

  it('createRequest reaches the author and the requester’s other tab; sendNotification the author', async () => {
    const { carrier, order, sockets } = await scene();
    const toAuthor = waitFor(sockets.author, 'createRequest');
    const toOtherTab = waitFor(sockets.otherTab, 'createRequest');
    const note = waitFor(sockets.author, 'sendNotification');
    const silent = [
      expectNoEvent(sockets.calling, 'createRequest'),
      expectNoEvent(sockets.third, 'createRequest'),
      expectNoEvent(sockets.third, 'sendNotification'),
      expectNoEvent(sockets.otherTab, 'sendNotification'),
    ];
    const res = await create(carrier.token, { ...body(order.id), socketId: sockets.calling.id });
    expect(res.statusCode).toBe(200);
    const expected = { articleId: order.id, request: res.json().request };
    expect(await toAuthor).toEqual(expected);
    expect(await toOtherTab).toEqual(expected);
    expect((await note).notification).toMatchObject({ code: 'newRequest', info: { articleId: order.id } });
    await Promise.all(silent);
  });

  it('updateRequest and deleteRequest reach the author and the other tab only', async () => {
    const { carrier, order, sockets } = await scene();
    const row = await insertRequest(t.deps.db, order.id, carrier.user.id);
    const updated = [waitFor(sockets.author, 'updateRequest'), waitFor(sockets.otherTab, 'updateRequest')];
    const silent = [
      expectNoEvent(sockets.calling, 'updateRequest'),
      expectNoEvent(sockets.third, 'updateRequest'),
    ];
    const res = await postArticleJson(t.app, 'updateRequest', carrier.token, {
      requestId: row.id,
      request: { request: 'Правка' },
      socketId: sockets.calling.id,
    });
    expect(res.statusCode).toBe(200);
    for (const payload of await Promise.all(updated)) {
      expect(payload).toEqual({ articleId: order.id, request: res.json().request });
    }
    await Promise.all(silent);

    const deleted = [waitFor(sockets.author, 'deleteRequest'), waitFor(sockets.otherTab, 'deleteRequest')];
    const quiet = [
      expectNoEvent(sockets.calling, 'deleteRequest'),
      expectNoEvent(sockets.third, 'deleteRequest'),
    ];
    const del = await postArticleJson(t.app, 'deleteRequest', carrier.token, {
      requestId: row.id,
      socketId: sockets.calling.id,
    });
    expect(del.statusCode).toBe(200);
    for (const payload of await Promise.all(deleted)) {
      expect(payload).toEqual({ articleId: order.id, requestId: row.id, userId: carrier.user.id });
    }
    await Promise.all(quiet);
  });

  it('a refused request emits nothing', async () => {
    const { owner, order, sockets } = await scene();
    const silent = [
      expectNoEvent(sockets.author, 'createRequest'),
      expectNoEvent(sockets.author, 'sendNotification'),
    ];
    const res = await create(owner.token, body(order.id));
    expect(res.statusCode).toBe(403);
    await Promise.all(silent);
  });
});
