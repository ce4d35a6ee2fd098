import { describe, expect, it } from 'vitest';
import { ARTICLE_ACTION_PATHS } from '@fura/domain/article-transitions';
import { createArticle, postArticleJson } from './helpers/articles';
import { createCargo, createCarrier, insertRequest } from './helpers/deals';
import { socketTestApp } from './helpers/socket-test-app';
import { connectSocket, type TestSocket } from './helpers/sockets';

const t = socketTestApp();

interface Received {
  event: string;
  payload: unknown;
}

/** Every event a socket receives, in order. */
function record(socket: TestSocket): Received[] {
  const log: Received[] = [];
  socket.onAny((event: string, payload: unknown) => log.push({ event, payload }));
  return log;
}

type Tab = 'calling' | 'authorTab' | 'executor' | 'requester' | 'outsider';

/**
 * The author (cargo) with the calling tab and another tab, the carrier he picks, another carrier who requested the
 * same order, and an outsider carrier; every socket's events are recorded.
 */
async function scene() {
  const author = await createCargo(t.deps.db);
  const executor = await createCarrier(t.deps.db);
  const requester = await createCarrier(t.deps.db);
  const outsider = await createCarrier(t.deps.db);
  const order = await createArticle(t.deps.db, author.user.id);
  await insertRequest(t.deps.db, order.id, executor.user.id);
  await insertRequest(t.deps.db, order.id, requester.user.id);
  const sockets: Record<Tab, TestSocket> = {
    calling: await connectSocket(t.baseUrl, { token: author.token }),
    authorTab: await connectSocket(t.baseUrl, { cookieToken: author.token }),
    executor: await connectSocket(t.baseUrl, { token: executor.token }),
    requester: await connectSocket(t.baseUrl, { token: requester.token }),
    outsider: await connectSocket(t.baseUrl, { token: outsider.token }),
  };
  const logs = Object.fromEntries(
    Object.entries(sockets).map(([tab, socket]) => [tab, record(socket)]),
  ) as Record<Tab, Received[]>;
  return { author, executor, requester, order, sockets, logs };
}

/**
 * Waits until every tab got at least as many events as expected, then a little longer (so that extra events would
 * show), and answers each tab's event names sorted. Clears the logs for the next step.
 */
async function settle(logs: Record<Tab, Received[]>, expected: Record<Tab, string[]>) {
  const deadline = Date.now() + 5000;
  const tabs = Object.keys(logs) as Tab[];
  while (Date.now() < deadline && tabs.some((tab) => logs[tab].length < expected[tab].length)) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await new Promise((resolve) => setTimeout(resolve, 400));
  const names = Object.fromEntries(tabs.map((tab) => [tab, logs[tab].map((r) => r.event).sort()]));
  const snapshot = Object.fromEntries(tabs.map((tab) => [tab, [...logs[tab]]])) as Record<Tab, Received[]>;
  for (const tab of tabs) logs[tab].length = 0;
  expect(names).toEqual(Object.fromEntries(tabs.map((tab) => [tab, [...expected[tab]].sort()])));
  return snapshot;
}

const payloadOf = (log: Received[], event: string) => log.find((r) => r.event === event)!.payload;

describe('deal events reach exactly the users concerned', () => {
  it('setExecutor → status verb → deleteExecutor', async () => {
    const { author, executor, requester, order, sockets, logs } = await scene();
    const socketId = sockets.calling.id!;
    const body = { articleId: order.id, executorId: executor.user.id, socketId };

    // Picking the executor.
    const picked = await postArticleJson(t.app, 'setExecutor', author.token, body);
    expect(picked.statusCode).toBe(200);
    let got = await settle(logs, {
      calling: [],
      authorTab: ['setExecutor', 'updateStatusMyArticle'],
      executor: ['setExecutor', 'createTakingArticle', 'sendNotification'],
      requester: ['setExecutor'],
      outsider: [],
    });
    expect(payloadOf(got.authorTab, 'setExecutor')).toEqual({
      articleId: order.id,
      executor: picked.json().executor,
      status: 3,
      article: picked.json().article,
    });
    expect(payloadOf(got.authorTab, 'updateStatusMyArticle')).toEqual({
      articleId: order.id,
      type: 'order',
      oldStatus: 2,
      status: 3,
      isTaking: false,
      article: picked.json().article,
    });
    const executorView = payloadOf(got.executor, 'createTakingArticle') as {
      article: { status: number; requests: { user: { _id: string } }[] };
    };
    expect(executorView.article.status).toBe(3);
    // Each recipient gets his own view: requesters see their own request only.
    expect(executorView.article.requests.map((r) => r.user._id)).toEqual([executor.user.id]);
    expect(payloadOf(got.executor, 'setExecutor')).toMatchObject({
      status: 3,
      article: executorView.article,
    });
    const requesterView = payloadOf(got.requester, 'setExecutor') as {
      article: { requests: { user: { _id: string } }[] };
    };
    expect(requesterView.article.requests.map((r) => r.user._id)).toEqual([requester.user.id]);
    expect(payloadOf(got.executor, 'sendNotification')).toMatchObject({
      notification: { code: 'executorSet', info: { articleId: order.id } },
    });

    // A status verb: the author's other tab (isTaking false) and the executor (isTaking true).
    const onWay = await postArticleJson(t.app, ARTICLE_ACTION_PATHS.onWay, author.token, {
      articleId: order.id,
      socketId,
    });
    expect(onWay.statusCode).toBe(200);
    got = await settle(logs, {
      calling: [],
      authorTab: ['updateStatusMyArticle'],
      executor: ['updateStatusMyArticle', 'sendNotification'],
      requester: [],
      outsider: [],
    });
    expect(payloadOf(got.authorTab, 'updateStatusMyArticle')).toEqual({
      articleId: order.id,
      type: 'order',
      oldStatus: 3,
      status: 4,
      isTaking: false,
      article: onWay.json().article,
    });
    expect(payloadOf(got.executor, 'updateStatusMyArticle')).toMatchObject({
      articleId: order.id,
      oldStatus: 3,
      status: 4,
      isTaking: true,
      article: { _id: order.id, status: 4, requests: [{ user: { _id: executor.user.id } }] },
    });
    expect(payloadOf(got.executor, 'sendNotification')).toMatchObject({
      notification: { code: 'statusChange', info: { articleStatus: 4 } },
    });

    // Removing the executor on the way puts the order back to 2.
    const removed = await postArticleJson(t.app, 'deleteExecutor', author.token, body);
    expect(removed.statusCode).toBe(200);
    got = await settle(logs, {
      calling: [],
      authorTab: ['deleteExecutor', 'updateStatusMyArticle'],
      executor: ['deleteExecutor', 'deleteTaking', 'sendNotification'],
      requester: ['deleteExecutor'],
      outsider: [],
    });
    expect(payloadOf(got.authorTab, 'deleteExecutor')).toEqual({
      articleId: order.id,
      executorId: executor.user.id,
      status: 2,
      article: removed.json().article,
    });
    expect(payloadOf(got.authorTab, 'updateStatusMyArticle')).toMatchObject({
      oldStatus: 4,
      status: 2,
      isTaking: false,
    });
    expect(payloadOf(got.executor, 'deleteTaking')).toEqual({
      articleId: order.id,
      type: 'order',
      status: 2,
    });
    expect(payloadOf(got.requester, 'deleteExecutor')).toMatchObject({
      executorId: executor.user.id,
      status: 2,
      article: { executors: [] },
    });
    expect(payloadOf(got.executor, 'sendNotification')).toMatchObject({
      notification: { code: 'executorRemoved' },
    });
  });

  it('a refused call emits nothing', async () => {
    const { author, requester, order, sockets, logs } = await scene();
    const res = await postArticleJson(t.app, 'deleteExecutor', author.token, {
      articleId: order.id,
      executorId: requester.user.id,
      socketId: sockets.calling.id,
    });
    expect(res.statusCode).toBe(400);
    await settle(logs, { calling: [], authorTab: [], executor: [], requester: [], outsider: [] });
  });

  it('without a socketId the calling tab hears the author’s events too', async () => {
    const { author, executor, order, logs } = await scene();
    const res = await postArticleJson(t.app, 'setExecutor', author.token, {
      articleId: order.id,
      executorId: executor.user.id,
    });
    expect(res.statusCode).toBe(200);
    await settle(logs, {
      calling: ['setExecutor', 'updateStatusMyArticle'],
      authorTab: ['setExecutor', 'updateStatusMyArticle'],
      executor: ['setExecutor', 'createTakingArticle', 'sendNotification'],
      requester: ['setExecutor'],
      outsider: [],
    });
  });
});
