import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ARTICLE_MESSAGES, ZArticleResponse } from '@fura/domain/article-schemas';
import { DEAL_MESSAGES } from '@fura/domain/deal-items';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { articleExecutors, notifications } from '../src/db/schema';
import { createArticle, postArticleJson } from './helpers/articles';
import { createCargo, createCarrier, insertExecutor, insertRequest } from './helpers/deals';
import { connectSocket, expectNoEvent, waitFor } from './helpers/sockets';
import { socketTestApp } from './helpers/socket-test-app';

const t = socketTestApp();

const cancel = (
  token: string | null,
  articleId: string,
  deliveredUser: unknown,
  socketId: string | null = null,
) => postArticleJson(t.app, 'setRequestCancel', token, { articleId, deliveredUser, socketId });

/** An order in `status` with a carrier as its executor (he requested it first). */
async function deal(status = 3) {
  const owner = await createCargo(t.deps.db, { firstName: 'Анна', lastName: 'Ким' });
  const carrier = await createCarrier(t.deps.db, { firstName: 'Олег', lastName: 'Сидоров' });
  const order = await createArticle(t.deps.db, owner.user.id, { status });
  await insertRequest(t.deps.db, order.id, carrier.user.id);
  await insertExecutor(t.deps.db, order.id, carrier.user.id);
  return { owner, carrier, order };
}

async function executorRow(articleId: string, userId: string) {
  const [row] = await t.deps.db
    .select()
    .from(articleExecutors)
    .where(and(eq(articleExecutors.articleId, articleId), eq(articleExecutors.userId, userId)));
  return row;
}

describe('setRequestCancel', () => {
  it('the executor asks to be removed: marked, author notified, answer is his view', async () => {
    for (const status of [2, 3, 4]) {
      const { owner, carrier, order } = await deal(status);
      const res = await cancel(carrier.token, order.id, carrier.user.id);
      expect(res.statusCode).toBe(200);
      const { article } = res.json();
      expect(article).toMatchObject({ _id: order.id, status });
      expect(article.executors).toHaveLength(1);
      expect(article.executors[0].user._id).toBe(carrier.user.id);
      expect(article.executors[0].cancelRequestedAt).toEqual(expect.any(String));
      expect((await executorRow(order.id, carrier.user.id))?.cancelRequestedAt).toBeInstanceOf(Date);
      const notes = await t.deps.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, owner.user.id));
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        code: 'requestRemoveExecutor',
        info: {
          articleType: 'order',
          articleId: order.id,
          articleStatus: status,
          userType: 'carrier',
          userFio: 'Олег Сидоров',
        },
      });
    }
  });

  it('once: a second ask 409', async () => {
    const { carrier, order } = await deal();
    expect((await cancel(carrier.token, order.id, carrier.user.id)).statusCode).toBe(200);
    const again = await cancel(carrier.token, order.id, carrier.user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ msg: DEAL_MESSAGES.cancelAlreadyRequested }]);
  });

  it('refusals: guest, another user named, not an executor, closed listing, unknown, banned, bad input', async () => {
    const { owner, carrier, order } = await deal();
    const stranger = await createCarrier(t.deps.db);
    const closed = await deal(5);
    const draft = await createArticle(t.deps.db, owner.user.id, { status: 1, publishedAt: null });
    const banned = await createCarrier(t.deps.db, { isBan: true });
    await insertExecutor(t.deps.db, order.id, banned.user.id);
    const refusals: [string | null, string, unknown, number, string][] = [
      [null, order.id, carrier.user.id, 401, ERROR_MESSAGES.unauthorized],
      [owner.token, order.id, carrier.user.id, 403, DEAL_MESSAGES.notExecutor],
      [stranger.token, order.id, carrier.user.id, 403, DEAL_MESSAGES.notExecutor],
      [stranger.token, order.id, stranger.user.id, 400, DEAL_MESSAGES.notExecutor],
      [owner.token, order.id, owner.user.id, 400, DEAL_MESSAGES.notExecutor],
      [closed.carrier.token, closed.order.id, closed.carrier.user.id, 400, DEAL_MESSAGES.executorsClosed],
      [stranger.token, draft.id, stranger.user.id, 404, ARTICLE_MESSAGES.notFound],
      [
        carrier.token,
        '00000000-0000-4000-8000-000000000000',
        carrier.user.id,
        404,
        ARTICLE_MESSAGES.notFound,
      ],
      [banned.token, order.id, banned.user.id, 403, ERROR_MESSAGES.banned],
    ];
    for (const [token, articleId, deliveredUser, status, msg] of refusals) {
      const res = await cancel(token, articleId, deliveredUser);
      expect(res.statusCode, msg).toBe(status);
      expect(res.json().errors).toEqual([{ msg }]);
    }
    const bad = await postArticleJson(t.app, 'setRequestCancel', carrier.token, { articleId: order.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      param: 'deliveredUser',
      msg: expect.stringMatching(/[а-яё]/i),
    });
    expect((await executorRow(order.id, carrier.user.id))?.cancelRequestedAt).toBeNull();
    expect(
      await t.deps.db.select().from(notifications).where(eq(notifications.userId, owner.user.id)),
    ).toEqual([]);
  });

  it('editMyArticle (the author’s view) and sendNotification reach the author only', async () => {
    const { owner, carrier, order } = await deal();
    const other = await createCarrier(t.deps.db);
    await insertRequest(t.deps.db, order.id, other.user.id);
    const author = await connectSocket(t.baseUrl, { token: owner.token });
    const calling = await connectSocket(t.baseUrl, { token: carrier.token });
    const requester = await connectSocket(t.baseUrl, { token: other.token });
    const edited = waitFor(author, 'editMyArticle');
    const note = waitFor(author, 'sendNotification');
    const silent = [
      expectNoEvent(calling, 'editMyArticle'),
      expectNoEvent(calling, 'sendNotification'),
      expectNoEvent(requester, 'editMyArticle'),
      expectNoEvent(requester, 'sendNotification'),
    ];
    const res = await cancel(carrier.token, order.id, carrier.user.id, calling.id ?? null);
    expect(res.statusCode).toBe(200);
    const { article } = await edited;
    expect(article._id).toBe(order.id);
    // The author sees every request; the executor's own answer shows only his.
    expect(article.requests.map((request) => request.user._id).sort()).toEqual(
      [carrier.user.id, other.user.id].sort(),
    );
    const own = ZArticleResponse.parse(res.json()).article;
    expect(own.requests.map((request) => request.user._id)).toEqual([carrier.user.id]);
    expect(article.executors[0]?.cancelRequestedAt).toEqual(expect.any(String));
    expect((await note).notification.code).toBe('requestRemoveExecutor');
    await Promise.all(silent);
  });
});
