import { describe, expect, it } from 'vitest';
import { ZArticle, type TArticle } from '@fura/domain/article-schemas';
import { ZDialog } from '@fura/domain/dialog-schemas';
import { createArticle, postArticleJson } from './helpers/articles';
import { act, closedLongAgo, contactOf, expectContactsIn } from './helpers/contact-scenes';
import { createCargo, createCarrier, insertRequest } from './helpers/deals';
import { post } from './helpers/dialogs';
import type { CreatedUser } from './helpers/factories';
import { connectSocket, waitFor } from './helpers/sockets';
import { socketTestApp } from './helpers/socket-test-app';

/**
 * Issue 24: the deal's contacts beyond the listing page — the «Мои заказы» / «Взятые» lists, the listing dialog's
 * header (dialog/open, dialog/get; never the dialog lists), and their removal with the executor, in the HTTP answer
 * and in the events the removed carrier and the others receive.
 */

const t = socketTestApp();

async function orderInWork() {
  const owner = await createCargo(t.deps.db, { firstName: 'Ольга', lastName: 'Грузова' });
  const executor = await createCarrier(t.deps.db, { firstName: 'Степан', lastName: 'Водилов' });
  const refused = await createCarrier(t.deps.db);
  const order = await createArticle(t.deps.db, owner.user.id);
  for (const user of [executor, refused]) await insertRequest(t.deps.db, order.id, user.user.id);
  await act(t.app, 'setExecutor', owner, { articleId: order.id, executorId: executor.user.id });
  return { owner, executor, refused, order, people: { owner, executor, refused } };
}

async function listed(user: CreatedUser, type: 'my' | 'taking', articleId: string) {
  const res = await postArticleJson(t.app, 'getMyArticles', user.token, { type });
  expect(res.statusCode).toBe(200);
  const articles = res.json<{ articles: TArticle[] }>().articles.map((article) => ZArticle.parse(article));
  return { body: res.body, article: articles.find((article) => article._id === articleId) };
}

describe('the lists: «Мои заказы» and «Взятые»', () => {
  it('the deal card carries the counterpart, the whole page nobody else; after the 7 days nobody', async () => {
    const { owner, executor, refused, order, people } = await orderInWork();
    const mine = await listed(owner, 'my', order.id);
    expect(mine.article?.contacts).toEqual([contactOf(executor)]);
    expectContactsIn(mine.body, people, [executor], "the author's «Мои заказы»");
    const taken = await listed(executor, 'taking', order.id);
    expect(taken.article?.contacts).toEqual([contactOf(owner)]);
    expectContactsIn(taken.body, people, [owner], "the executor's «Взятые»");
    const other = await listed(refused, 'taking', order.id);
    expectContactsIn(other.body, people, [], "the refused requester's «Взятые»");

    await act(t.app, 'completeArticle', owner, { articleId: order.id });
    expect((await listed(owner, 'my', order.id)).article?.contacts).toEqual([contactOf(executor)]);
    await closedLongAgo(t.deps.db, order.id);
    const late = await listed(owner, 'my', order.id);
    expect(late.article?.contacts).toEqual([]);
    expectContactsIn(late.body, people, [], "the author's list 7 days after");
    const lateTaken = await listed(executor, 'taking', order.id);
    expect(lateTaken.article?.contacts).toEqual([]);
    expectContactsIn(lateTaken.body, people, [], "the executor's list 7 days after");
  });
});

async function openOrderDialog(user: CreatedUser, articleId: string, userId?: string) {
  const res = await post(t.app, 'dialog/open', user.token, { kind: 'order', articleId, userId });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, dialog: ZDialog.parse(res.json<{ dialog: unknown }>().dialog) };
}

describe('the listing dialog header', () => {
  it("dialog/open and dialog/get carry the other party's contact; lists and other pairs never", async () => {
    const { owner, executor, refused, order, people } = await orderInWork();
    const byExecutor = await openOrderDialog(executor, order.id);
    expect(byExecutor.dialog.contact).toEqual(contactOf(owner));
    expectContactsIn(byExecutor.body, people, [owner], 'the executor opens');
    const byOwner = await openOrderDialog(owner, order.id, executor.user.id);
    expect(byOwner.dialog.contact).toEqual(contactOf(executor));
    expectContactsIn(byOwner.body, people, [executor], 'the author opens');
    const got = await post(t.app, 'dialog/get', owner.token, { dialogId: byOwner.dialog._id });
    expect(ZDialog.parse(got.json<{ dialog: unknown }>().dialog).contact).toEqual(contactOf(executor));

    const withRefused = await openOrderDialog(refused, order.id);
    expect(withRefused.dialog.contact ?? null).toBeNull();
    expectContactsIn(withRefused.body, people, [], 'the refused requester opens');
    const ownerWithRefused = await openOrderDialog(owner, order.id, refused.user.id);
    expectContactsIn(ownerWithRefused.body, people, [], "the author opens the refused requester's");
    const list = await post(t.app, 'dialog/list', owner.token, { kind: 'order' });
    expect(list.statusCode).toBe(200);
    expectContactsIn(list.body, people, [], "the author's dialog list");

    await act(t.app, 'deleteExecutor', owner, { articleId: order.id, executorId: executor.user.id });
    const after = await post(t.app, 'dialog/get', executor.token, { dialogId: byExecutor.dialog._id });
    expect(ZDialog.parse(after.json<{ dialog: unknown }>().dialog).contact ?? null).toBeNull();
    expectContactsIn(after.body, people, [], "the removed executor's dialog");
  });
});

describe('removing the executor takes the contacts away at once', () => {
  it("from the author's HTTP answer, the removed carrier's events and his next answer", async () => {
    const { owner, executor, refused, order, people } = await orderInWork();
    const executorSocket = await connectSocket(t.baseUrl, { token: executor.token });
    const refusedSocket = await connectSocket(t.baseUrl, { token: refused.token });

    const removedEvent = waitFor(executorSocket, 'deleteExecutor');
    const othersEvent = waitFor(refusedSocket, 'deleteExecutor');
    const res = await postArticleJson(t.app, 'deleteExecutor', owner.token, {
      articleId: order.id,
      executorId: executor.user.id,
      socketId: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ article: TArticle }>().article.contacts).toEqual([]);
    expectContactsIn(res.body, people, [], "the author's answer");

    const event = await removedEvent;
    expect(event.article?.contacts).toEqual([]);
    expectContactsIn(JSON.stringify(event), people, [], "the removed carrier's event");
    expectContactsIn(JSON.stringify(await othersEvent), people, [], "the refused requester's event");
    const view = await postArticleJson(t.app, 'getUserArticle', executor.token, {
      id: order.id,
      type: 'order',
    });
    expect(view.statusCode).toBe(200);
    expectContactsIn(view.body, people, [], "the removed carrier's page");
  });

  it("choosing him again gives them back: his setExecutor event carries the author's, a requester's none", async () => {
    const { owner, executor, refused, order, people } = await orderInWork();
    await act(t.app, 'deleteExecutor', owner, { articleId: order.id, executorId: executor.user.id });
    const executorSocket = await connectSocket(t.baseUrl, { token: executor.token });
    const refusedSocket = await connectSocket(t.baseUrl, { token: refused.token });
    const chosenEvent = waitFor(executorSocket, 'setExecutor');
    const othersEvent = waitFor(refusedSocket, 'setExecutor');
    await act(t.app, 'setExecutor', owner, { articleId: order.id, executorId: executor.user.id });
    const event = await chosenEvent;
    expect(event.article?.contacts).toEqual([contactOf(owner)]);
    expectContactsIn(JSON.stringify(event), people, [owner], "the chosen carrier's event");
    expectContactsIn(JSON.stringify(await othersEvent), people, [], "the refused requester's event");
  });
});
