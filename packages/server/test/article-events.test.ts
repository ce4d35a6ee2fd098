import { describe, expect, it } from 'vitest';
import { createUser } from './helpers/factories';
import { articlePart, createArticle, orderInput, postArticleForm, postArticleJson } from './helpers/articles';
import { socketTestApp } from './helpers/socket-test-app';
import { connectSocket, expectNoEvent, waitFor } from './helpers/sockets';

const t = socketTestApp();

/** The author with two tabs (the calling one and another) and a stranger with one. */
async function scene() {
  const author = await createUser(t.deps.db, { type: 'cargo' });
  const stranger = await createUser(t.deps.db, { type: 'cargo' });
  const calling = await connectSocket(t.baseUrl, { token: author.token });
  const otherTab = await connectSocket(t.baseUrl, { cookieToken: author.token });
  const strangerTab = await connectSocket(t.baseUrl, { token: stranger.token });
  return { author, calling, otherTab, strangerTab };
}

describe('listing events', () => {
  it('createMyArticle reaches the author’s other tab, not the calling one, not another user', async () => {
    const { author, calling, otherTab, strangerTab } = await scene();
    const received = waitFor(otherTab, 'createMyArticle');
    const notCalling = expectNoEvent(calling, 'createMyArticle');
    const notStranger = expectNoEvent(strangerTab, 'createMyArticle');
    const res = await postArticleForm(t.app, 'createArticle', author.token, [
      { name: 'socketId', value: calling.id! },
      articlePart(orderInput()),
    ]);
    expect(res.statusCode).toBe(200);
    const { article } = await received;
    expect(article).toEqual(res.json().article);
    await Promise.all([notCalling, notStranger]);
  });

  it('createMyArticle for a copy', async () => {
    const { author, calling, otherTab } = await scene();
    const source = await createArticle(t.deps.db, author.user.id);
    const received = waitFor(otherTab, 'createMyArticle');
    const notCalling = expectNoEvent(calling, 'createMyArticle');
    const res = await postArticleJson(t.app, 'createArticle', author.token, {
      articleId: source.id,
      socketId: calling.id,
    });
    expect((await received).article).toEqual(res.json().article);
    await notCalling;
  });

  it('editMyArticle after an update', async () => {
    const { author, calling, otherTab, strangerTab } = await scene();
    const article = await createArticle(t.deps.db, author.user.id);
    const received = waitFor(otherTab, 'editMyArticle');
    const silent = [expectNoEvent(calling, 'editMyArticle'), expectNoEvent(strangerTab, 'editMyArticle')];
    const res = await postArticleForm(t.app, 'updateArticle', author.token, [
      { name: 'socketId', value: calling.id! },
      { name: 'editingId', value: article.id },
      articlePart(orderInput({ comment: 'обновлено' })),
    ]);
    expect(res.statusCode).toBe(200);
    const payload = await received;
    expect(payload.article).toMatchObject({ _id: article.id, comment: 'обновлено' });
    await Promise.all(silent);
  });

  it('updateStatusMyArticle after a verb, and nothing after a refused one', async () => {
    const { author, calling, otherTab, strangerTab } = await scene();
    const article = await createArticle(t.deps.db, author.user.id);
    const received = waitFor(otherTab, 'updateStatusMyArticle');
    const silent = [
      expectNoEvent(calling, 'updateStatusMyArticle'),
      expectNoEvent(strangerTab, 'updateStatusMyArticle'),
    ];
    const res = await postArticleJson(t.app, 'deleteArticle', author.token, {
      articleId: article.id,
      socketId: calling.id,
    });
    expect(res.statusCode).toBe(200);
    expect(await received).toEqual({
      articleId: article.id,
      type: 'order',
      oldStatus: 2,
      status: 7,
      isTaking: false,
      article: res.json().article,
    });
    await Promise.all(silent);

    const none = expectNoEvent(otherTab, 'updateStatusMyArticle');
    const refused = await postArticleJson(t.app, 'equipArticle', author.token, {
      articleId: article.id,
      socketId: calling.id,
    });
    expect(refused.statusCode).toBe(400);
    await none;
  });

  it('without a socketId every tab of the author hears the event', async () => {
    const { author, calling, otherTab } = await scene();
    const article = await createArticle(t.deps.db, author.user.id);
    const both = [waitFor(calling, 'updateStatusMyArticle'), waitFor(otherTab, 'updateStatusMyArticle')];
    const res = await postArticleJson(t.app, 'draftArticle', author.token, { articleId: article.id });
    expect(res.statusCode).toBe(200);
    const payloads = await Promise.all(both);
    expect(payloads.map((p) => p.status)).toEqual([1, 1]);
  });
});
