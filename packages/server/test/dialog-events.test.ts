import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TDialogResponse } from '@fura/domain/dialog-schemas';
import { users } from '../src/db/schema';
import { createUser } from './helpers/factories';
import { insertDialog, post, readDialog, sendText } from './helpers/dialogs';
import { socketTestApp } from './helpers/socket-test-app';
import { connectSocket, expectNoEvent, waitFor } from './helpers/sockets';

const t = socketTestApp();

/** Alice with two tabs (the calling one and another), Bob with one, an outsider with one; a user dialog. */
async function scene() {
  const alice = await createUser(t.deps.db, { firstName: 'Алиса', lastName: 'Первая' });
  const bob = await createUser(t.deps.db);
  const outsider = await createUser(t.deps.db);
  const dialog = await insertDialog(t.deps.db, alice.user.id, bob.user.id);
  const calling = await connectSocket(t.baseUrl, { token: alice.token });
  const aliceOther = await connectSocket(t.baseUrl, { cookieToken: alice.token });
  const bobTab = await connectSocket(t.baseUrl, { token: bob.token });
  const outsiderTab = await connectSocket(t.baseUrl, { token: outsider.token });
  return { alice, bob, outsider, dialog, calling, aliceOther, bobTab, outsiderTab };
}

describe('sendMessageDialog', () => {
  it('reaches the recipient (his view) and the sender’s other tab (hers), not the sending tab nor an outsider', async () => {
    const { alice, bob, dialog, calling, aliceOther, bobTab, outsiderTab } = await scene();
    const toBob = waitFor(bobTab, 'sendMessageDialog');
    const toOther = waitFor(aliceOther, 'sendMessageDialog');
    const silent = [
      expectNoEvent(calling, 'sendMessageDialog'),
      expectNoEvent(outsiderTab, 'sendMessageDialog'),
    ];
    const res = await sendText(t.app, alice.token, dialog.id, 'Привет, Боб', calling.id);
    expect(res.statusCode).toBe(200);
    const message = res.json().message;

    const bobEvent = await toBob;
    expect(bobEvent).toMatchObject({ dialogId: dialog.id, isOrder: false });
    expect(bobEvent.message).toEqual({ ...message, clientId: null });
    expect(bobEvent.dialog).toMatchObject({
      _id: dialog.id,
      user: { _id: alice.user.id, name: { first: 'Алиса', last: 'Первая' }, online: true },
      noRead: 1,
      lastMessage: { _id: message._id },
    });
    const otherEvent = await toOther;
    expect(otherEvent.message).toEqual(message);
    expect(otherEvent.dialog).toMatchObject({ user: { _id: bob.user.id, online: true }, noRead: 0 });
    await Promise.all(silent);
  });

  it('a refused send (banned recipient) emits nothing', async () => {
    const alice = await createUser(t.deps.db);
    const banned = await createUser(t.deps.db, { isBan: true });
    const dialog = await insertDialog(t.deps.db, alice.user.id, banned.user.id);
    const bannedTab = await connectSocket(t.baseUrl, { token: banned.token });
    const aliceTab = await connectSocket(t.baseUrl, { token: alice.token });
    const silent = [
      expectNoEvent(bannedTab, 'sendMessageDialog'),
      expectNoEvent(aliceTab, 'sendMessageDialog'),
      expectNoEvent(bannedTab, 'sendNotification'),
    ];
    expect((await sendText(t.app, alice.token, dialog.id)).statusCode).toBe(403);
    await Promise.all(silent);
  });

  it('the first unread message also rings the recipient’s bell (sendNotification), the second does not', async () => {
    const { alice, dialog, bobTab } = await scene();
    const bell = waitFor(bobTab, 'sendNotification');
    await sendText(t.app, alice.token, dialog.id, 'раз');
    expect((await bell).notification).toMatchObject({
      code: 'newMessage',
      info: { userFio: 'Алиса Первая' },
    });
    const quiet = expectNoEvent(bobTab, 'sendNotification');
    await sendText(t.app, alice.token, dialog.id, 'два');
    await quiet;
  });
});

describe('readMessagesDialog', () => {
  it('reaches the sender and the reader’s other tabs, not the reading tab nor an outsider', async () => {
    const { alice, bob, dialog, calling, aliceOther, bobTab, outsiderTab } = await scene();
    await sendText(t.app, bob.token, dialog.id, 'раз');
    await sendText(t.app, bob.token, dialog.id, 'два');
    const toBob = waitFor(bobTab, 'readMessagesDialog');
    const toOther = waitFor(aliceOther, 'readMessagesDialog');
    const silent = [
      expectNoEvent(calling, 'readMessagesDialog'),
      expectNoEvent(outsiderTab, 'readMessagesDialog'),
    ];
    const res = await readDialog(t.app, alice.token, dialog.id, calling.id);
    expect(res.json().read).toBe(2);
    const expected = { dialogId: dialog.id, readerId: alice.user.id, read: 2 };
    expect(await toBob).toEqual(expected);
    expect(await toOther).toEqual(expected);
    await Promise.all(silent);
    // Nothing left to read: no event.
    const quiet = expectNoEvent(bobTab, 'readMessagesDialog');
    await readDialog(t.app, alice.token, dialog.id, calling.id);
    await quiet;
  });
});

describe('typing relay', () => {
  it('relays only between users who share a dialog of that kind', async () => {
    const { alice, bob, outsider, calling, aliceOther, bobTab, outsiderTab } = await scene();
    const outsiderSecond = await connectSocket(t.baseUrl, { token: outsider.token });
    const typing = { otherId: bob.user.id, userId: alice.user.id, isOrder: false };
    const received = waitFor(bobTab, 'typingDialog');
    const silent = [expectNoEvent(aliceOther, 'typingDialog'), expectNoEvent(outsiderTab, 'typingDialog')];
    calling.emit('typingDialog', typing);
    expect(await received).toEqual(typing);
    await Promise.all(silent);

    // Alice and Bob share no order dialog; the outsider shares nothing with either.
    const none = [expectNoEvent(bobTab, 'typingDialog', 600), expectNoEvent(calling, 'typingDialog', 600)];
    calling.emit('typingDialog', { ...typing, isOrder: true });
    outsiderSecond.emit('typingDialog', { otherId: bob.user.id, userId: outsider.user.id, isOrder: false });
    outsiderSecond.emit('typingDialog', { otherId: alice.user.id, userId: outsider.user.id, isOrder: false });
    // Someone else's userId is not trusted even when that user shares the dialog.
    outsiderSecond.emit('typingDialog', { otherId: bob.user.id, userId: alice.user.id, isOrder: false });
    await Promise.all(none);
  });

  it('with a dialogId, relays only for that dialog of the two users, and passes the id on', async () => {
    const { alice, bob, outsider, dialog, calling, bobTab } = await scene();
    const withOutsider = await insertDialog(t.deps.db, alice.user.id, outsider.user.id);
    const typing = { otherId: bob.user.id, userId: alice.user.id, isOrder: false, dialogId: dialog.id };
    const received = waitFor(bobTab, 'typingDialog');
    calling.emit('typingDialog', typing);
    expect(await received).toEqual(typing);

    // Alice's dialog with someone else, an unknown id, or not an id: nothing reaches Bob.
    const none = expectNoEvent(bobTab, 'typingDialog', 600);
    calling.emit('typingDialog', { ...typing, dialogId: withOutsider.id });
    calling.emit('typingDialog', { ...typing, dialogId: '00000000-0000-4000-8000-000000000000' });
    calling.emit('typingDialog', { ...typing, dialogId: 'not-a-dialog' });
    await none;
  });
});

describe('presence', () => {
  it('online while a socket is connected; last seen saved on disconnect', async () => {
    const alice = await createUser(t.deps.db);
    const bob = await createUser(t.deps.db);
    const dialog = await insertDialog(t.deps.db, alice.user.id, bob.user.id);
    const view = async () =>
      (await post(t.app, 'dialog/get', alice.token, { dialogId: dialog.id })).json<TDialogResponse>().dialog;
    expect((await view()).user).toMatchObject({ online: false, onlineAt: null });

    const first = await connectSocket(t.baseUrl, { token: bob.token });
    const second = await connectSocket(t.baseUrl, { token: bob.token });
    expect((await view()).user.online).toBe(true);
    first.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await view()).user.online).toBe(true);
    const beforeLast = Date.now();
    second.close();
    const lastSeen = async () => {
      const [row] = await t.deps.db
        .select({ at: users.onlineAt })
        .from(users)
        .where(eq(users.id, bob.user.id));
      return row?.at?.getTime() ?? 0;
    };
    // Written once the offline grace (OFFLINE_GRACE_MS, 3 s) passes without a socket of his coming back.
    for (let i = 0; i < 100 && (await lastSeen()) < beforeLast - 5; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const after = (await view()).user;
    expect(after.online).toBe(false);
    expect(after.onlineAt).not.toBeNull();
    expect(new Date(after.onlineAt ?? 0).getTime()).toBeGreaterThanOrEqual(beforeLast - 5);
  });
});
