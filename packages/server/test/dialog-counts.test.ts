import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMessageResponse } from '@fura/domain/dialog-schemas';
import type { TUserResponse } from '@fura/domain/user';
import { createArticle } from './helpers/articles';
import { createCargo, createCarrier, insertRequest } from './helpers/deals';
import { bearer, type CreatedUser } from './helpers/factories';
import { insertDialog, post, readDialog, sendText } from './helpers/dialogs';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function dialogsCount(user: CreatedUser): Promise<TUserResponse['dialogsCount']> {
  const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(user.token) });
  expect(res.statusCode).toBe(200);
  return res.json<TUserResponse>().dialogsCount;
}

describe('GET /api/user dialogsCount', () => {
  it('sums unread messages by kind and falls back to 0 after reading', async () => {
    const owner = await createCargo(t.deps.db);
    const carrier = await createCarrier(t.deps.db);
    const order = await createArticle(t.deps.db, owner.user.id);
    await insertRequest(t.deps.db, order.id, carrier.user.id);
    const orderDialog = await insertDialog(t.deps.db, owner.user.id, carrier.user.id, 'order', order.id);
    const userDialog = await insertDialog(t.deps.db, owner.user.id, carrier.user.id);

    expect(await dialogsCount(owner)).toEqual([
      { _id: 'order', count: 0 },
      { _id: 'user', count: 0 },
    ]);
    for (const text of ['Добрый день', 'Когда погрузка?']) {
      expect((await sendText(t.app, carrier.token, orderDialog.id, text)).statusCode).toBe(200);
    }
    expect((await sendText(t.app, carrier.token, userDialog.id)).statusCode).toBe(200);
    expect(await dialogsCount(owner)).toEqual([
      { _id: 'order', count: 2 },
      { _id: 'user', count: 1 },
    ]);
    // The sender's own messages are not unread for him.
    expect(await dialogsCount(carrier)).toEqual([
      { _id: 'order', count: 0 },
      { _id: 'user', count: 0 },
    ]);
    expect((await readDialog(t.app, owner.token, orderDialog.id)).statusCode).toBe(200);
    expect(await dialogsCount(owner)).toEqual([
      { _id: 'order', count: 0 },
      { _id: 'user', count: 1 },
    ]);
  });

  it('a retry with the same clientId answers the stored message and counts it once', async () => {
    const alice = await createCargo(t.deps.db);
    const bob = await createCarrier(t.deps.db);
    const dialog = await insertDialog(t.deps.db, alice.user.id, bob.user.id);
    const body = {
      dialogId: dialog.id,
      text: 'Повтор после обрыва связи',
      clientId: 'retry-1',
      socketId: null,
    };
    const first = await post(t.app, 'dialog/send', alice.token, body);
    const again = await post(t.app, 'dialog/send', alice.token, body);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json<TMessageResponse>().message._id).toBe(first.json<TMessageResponse>().message._id);
    expect(await dialogsCount(bob)).toEqual([
      { _id: 'order', count: 0 },
      { _id: 'user', count: 1 },
    ]);
  });
});
