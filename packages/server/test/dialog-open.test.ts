import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_MESSAGES } from '@fura/domain/article-schemas';
import { DIALOG_MESSAGES } from '@fura/domain/dialog-schemas';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { createUser } from './helpers/factories';
import { createArticle } from './helpers/articles';
import { createCargo, createCarrier, insertExecutor, insertRequest } from './helpers/deals';
import { post } from './helpers/dialogs';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** An order with its author, a requester, an executor and an outsider carrier. */
async function orderScene(status = 2) {
  const author = await createCargo(t.deps.db);
  const requester = await createCarrier(t.deps.db);
  const executor = await createCarrier(t.deps.db);
  const outsider = await createCarrier(t.deps.db);
  const article = await createArticle(t.deps.db, author.user.id, { status });
  await insertRequest(t.deps.db, article.id, requester.user.id);
  await insertExecutor(t.deps.db, article.id, executor.user.id);
  return { author, requester, executor, outsider, article };
}

const msg = (res: { json: () => { errors: { msg: string }[] } }) => res.json().errors[0]?.msg;

describe('dialog/open, user dialogs', () => {
  it('finds or creates one dialog per pair, whoever opens it', async () => {
    const alice = await createUser(t.deps.db);
    const bob = await createUser(t.deps.db, { type: 'carrier', firstName: 'Борис', lastName: 'Сидоров' });
    const first = await post(t.app, 'dialog/open', alice.token, { kind: 'user', userId: bob.user.id });
    expect(first.statusCode).toBe(200);
    const dialog = first.json().dialog;
    expect(dialog).toMatchObject({ kind: 'user', orderId: null, order: null, lastMessage: null, noRead: 0 });
    expect(dialog.user).toEqual({
      _id: bob.user.id,
      type: 'carrier',
      name: { first: 'Борис', last: 'Сидоров' },
      avatar: null,
      online: false,
      onlineAt: null,
    });
    const again = await post(t.app, 'dialog/open', bob.token, { kind: 'user', userId: alice.user.id });
    expect(again.json().dialog._id).toBe(dialog._id);
    expect(again.json().dialog.user._id).toBe(alice.user.id);
    // Only public fields of the other user leave the server.
    for (const secret of [bob.user.email, bob.user.phone, bob.user.passwordHash]) {
      expect(first.body).not.toContain(secret);
    }
  });

  it('self 400, unknown user 404, guest 401, bad body 400', async () => {
    const alice = await createUser(t.deps.db);
    const self = await post(t.app, 'dialog/open', alice.token, { kind: 'user', userId: alice.user.id });
    expect(self.statusCode).toBe(400);
    expect(msg(self)).toBe(DIALOG_MESSAGES.selfDialog);
    const unknown = await post(t.app, 'dialog/open', alice.token, {
      kind: 'user',
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(msg(unknown)).toBe(DIALOG_MESSAGES.userNotFound);
    expect((await post(t.app, 'dialog/open', alice.token, { kind: 'user', userId: 'nope' })).statusCode).toBe(
      404,
    );
    const guest = await post(t.app, 'dialog/open', null, { kind: 'user', userId: alice.user.id });
    expect(guest.statusCode).toBe(401);
    expect(msg(guest)).toBe(ERROR_MESSAGES.unauthorized);
    expect((await post(t.app, 'dialog/open', alice.token, { kind: 'chat' })).statusCode).toBe(400);
  });
});

describe('dialog/open, order dialogs', () => {
  it('the requester and the executor open theirs with the author; the author names the user', async () => {
    const { author, requester, executor, article } = await orderScene();
    const byRequester = await post(t.app, 'dialog/open', requester.token, {
      kind: 'order',
      articleId: article.id,
    });
    expect(byRequester.statusCode).toBe(200);
    expect(byRequester.json().dialog).toMatchObject({
      kind: 'order',
      orderId: article.id,
      order: { _id: article.id, type: 'order', status: 2, route: 'Москва — Казань' },
      user: { _id: author.user.id },
    });
    const byAuthor = await post(t.app, 'dialog/open', author.token, {
      kind: 'order',
      articleId: article.id,
      userId: requester.user.id,
    });
    expect(byAuthor.json().dialog._id).toBe(byRequester.json().dialog._id);
    const withExecutor = await post(t.app, 'dialog/open', executor.token, {
      kind: 'order',
      articleId: article.id,
      userId: author.user.id,
    });
    expect(withExecutor.statusCode).toBe(200);
    expect(withExecutor.json().dialog._id).not.toBe(byRequester.json().dialog._id);
  });

  it('an executor keeps access once the order is in work (no longer public)', async () => {
    const { author, executor, article } = await orderScene(3);
    const res = await post(t.app, 'dialog/open', executor.token, { kind: 'order', articleId: article.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().dialog.user._id).toBe(author.user.id);
  });

  it('refusals: outsider 403, author without/with a wrong user, participant naming another, hidden 404', async () => {
    const { author, requester, executor, outsider, article } = await orderScene();
    const open = (token: string, body: Record<string, unknown>) =>
      post(t.app, 'dialog/open', token, { kind: 'order', articleId: article.id, ...body });

    const stranger = await open(outsider.token, {});
    expect(stranger.statusCode).toBe(403);
    expect(msg(stranger)).toBe(DIALOG_MESSAGES.notParticipant);
    const choose = await open(author.token, {});
    expect(choose.statusCode).toBe(400);
    expect(msg(choose)).toBe(DIALOG_MESSAGES.chooseUser);
    expect((await open(author.token, { userId: outsider.user.id })).statusCode).toBe(403);
    expect((await open(author.token, { userId: author.user.id })).statusCode).toBe(400);
    expect((await open(requester.token, { userId: executor.user.id })).statusCode).toBe(403);

    const draft = await createArticle(t.deps.db, author.user.id, { status: 1, publishedAt: null });
    const hidden = await post(t.app, 'dialog/open', outsider.token, { kind: 'order', articleId: draft.id });
    expect(hidden.statusCode).toBe(404);
    expect(msg(hidden)).toBe(ARTICLE_MESSAGES.notFound);
    const unknown = await post(t.app, 'dialog/open', outsider.token, {
      kind: 'order',
      articleId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
