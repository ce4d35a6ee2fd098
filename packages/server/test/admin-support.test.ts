import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ZMessagesResponse } from '@fura/domain/dialog-schemas';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import {
  SUPPORT_ACCOUNT_NAME,
  SUPPORT_MESSAGES,
  ZSupportDialogsResponse,
  ZSupportMessagesResponse,
  ZSupportSendResponse,
  type TSupportDialogItem,
} from '@fura/domain/support';
import { adminAudit } from '../src/db/schema';
import { findSupportAccount } from '../src/modules/dialog/support-account';
import { createCargo, createCarrier } from './helpers/deals';
import { insertDialog, post, sendText } from './helpers/dialogs';
import { createUser, type CreatedUser } from './helpers/factories';
import { socketTestApp } from './helpers/socket-test-app';
import { connectSocket, waitFor } from './helpers/sockets';

/** Issue 13: the admin console's support inbox, answering as «Поддержка Фуры». */
const t = socketTestApp();
const ROUTES = ['dialogs', 'messages', 'send', 'read'] as const;

async function openSupport(user: CreatedUser): Promise<string> {
  const res = await post(t.app, 'support/open', user.token, {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ dialogId: string }>().dialogId;
}

/** Every page of the inbox (the worker's database holds other files' dialogs too). */
async function inbox(admin: CreatedUser): Promise<{ items: TSupportDialogItem[]; countAll: number }> {
  const items: TSupportDialogItem[] = [];
  for (let offset = 0; ; offset += 20) {
    const res = await post(t.app, 'admin/support/dialogs', admin.token, { offset });
    expect(res.statusCode, res.body).toBe(200);
    const page = ZSupportDialogsResponse.parse(res.json());
    items.push(...page.dialogs);
    if (page.dialogs.length < 20) return { items, countAll: page.countAll };
  }
}

describe('access and bad input', () => {
  it('a guest gets 401; a cargo owner, a carrier and the support dialog’s own user 404', async () => {
    const cargo = await createCargo(t.deps.db);
    const carrier = await createCarrier(t.deps.db);
    const dialogId = await openSupport(cargo);
    await sendText(t.app, cargo.token, dialogId, 'Помогите');
    const bodies = {
      dialogs: {},
      messages: { dialogId },
      send: { dialogId, text: 'Взлом' },
      read: { dialogId },
    };
    for (const route of ROUTES) {
      const guest = await post(t.app, `admin/support/${route}`, null, bodies[route]);
      expect(guest.statusCode).toBe(401);
      for (const user of [cargo, carrier]) {
        const res = await post(t.app, `admin/support/${route}`, user.token, bodies[route]);
        expect(res.statusCode, `${route}: ${res.body}`).toBe(404);
        expect(res.json().errors[0].msg).toBe(ERROR_MESSAGES.notFound);
      }
    }
    const page = await post(t.app, 'dialog/messages', cargo.token, { dialogId });
    expect(ZMessagesResponse.parse(page.json()).messages.map((m) => m.text)).toEqual(['Помогите']);
  });

  it('a banned admin gets 403', async () => {
    const banned = await createUser(t.deps.db, { type: 'admin', isBan: true });
    expect((await post(t.app, 'admin/support/dialogs', banned.token, {})).statusCode).toBe(403);
  });

  it('bad input → 400 with a Russian message; a dialog that is not support’s → 404', async () => {
    const admin = await createUser(t.deps.db, { type: 'admin' });
    const bad = [
      ['dialogs', { offset: -1 }],
      ['messages', { dialogId: 'nope' }],
      ['send', { dialogId: 'nope', text: 'x' }],
      ['read', {}],
    ] as const;
    for (const [route, body] of bad) {
      const res = await post(t.app, `admin/support/${route}`, admin.token, body);
      expect(res.statusCode, `${route}: ${res.body}`).toBe(400);
      expect(res.json().errors[0].msg).toMatch(/[а-я]/i);
    }
    const dialogId = await openSupport(await createCargo(t.deps.db));
    for (const text of ['   ', 'я'.repeat(4001), 'a\u0000b']) {
      const res = await post(t.app, 'admin/support/send', admin.token, { dialogId, text });
      expect(res.statusCode, text.slice(0, 10)).toBe(400);
    }
    const one = await createCargo(t.deps.db);
    const two = await createCarrier(t.deps.db);
    const theirs = await insertDialog(t.deps.db, one.user.id, two.user.id);
    for (const id of [theirs.id, crypto.randomUUID()]) {
      for (const route of ['messages', 'send', 'read'] as const) {
        const res = await post(t.app, `admin/support/${route}`, admin.token, {
          dialogId: id,
          text: 'Привет',
        });
        expect(res.statusCode, route).toBe(404);
        expect(res.json().errors).toEqual([{ msg: SUPPORT_MESSAGES.dialogNotFound }]);
      }
    }
    expect(await sendText(t.app, one.token, theirs.id, 'между собой')).toMatchObject({ statusCode: 200 });
  });
});

describe('the inbox', () => {
  it('lists dialogs with messages, newest activity first, with the user’s unread count', async () => {
    const admin = await createUser(t.deps.db, { type: 'admin' });
    const olga = await createCargo(t.deps.db, { firstName: 'Ольга', lastName: 'Груздева' });
    const ivan = await createCarrier(t.deps.db, { firstName: 'Иван', lastName: 'Возов' });
    const silent = await createCargo(t.deps.db);
    const olgaDialog = await openSupport(olga);
    const ivanDialog = await openSupport(ivan);
    const silentDialog = await openSupport(silent);
    await sendText(t.app, olga.token, olgaDialog, 'Не могу оплатить тариф');
    await sendText(t.app, ivan.token, ivanDialog, 'Как включить геолокацию?');
    await sendText(t.app, olga.token, olgaDialog, 'Карта «Мир»');

    const { items, countAll } = await inbox(admin);
    expect(countAll).toBe(items.length);
    const ids = items.map((item) => item.dialogId);
    expect(ids).not.toContain(silentDialog);
    expect(ids.indexOf(olgaDialog)).toBeLessThan(ids.indexOf(ivanDialog));
    expect(items.find((item) => item.dialogId === olgaDialog)).toEqual({
      dialogId: olgaDialog,
      user: { _id: olga.user.id, name: 'Ольга Груздева', type: 'cargo' },
      lastMessage: { text: 'Карта «Мир»', createdAt: expect.any(String), fromSupport: false },
      noRead: 2,
    });
    expect(items.find((item) => item.dialogId === ivanDialog)).toMatchObject({
      user: { name: 'Иван Возов', type: 'carrier' },
      noRead: 1,
    });
    // Nothing private of the user leaves: the list has his name and role only.
    const raw = (await post(t.app, 'admin/support/dialogs', admin.token, {})).body;
    for (const secret of [olga.user.email, olga.user.phone, olga.user.passwordHash]) {
      expect(raw).not.toContain(secret);
    }
  });

  it('messages: oldest first, whose each is; the user named', async () => {
    const admin = await createUser(t.deps.db, { type: 'admin' });
    const user = await createCargo(t.deps.db, { firstName: 'Пётр', lastName: 'Ким' });
    const dialogId = await openSupport(user);
    await sendText(t.app, user.token, dialogId, 'Первое');
    await post(t.app, 'admin/support/send', admin.token, { dialogId, text: 'Ответ' });
    await sendText(t.app, user.token, dialogId, 'Спасибо');
    const res = await post(t.app, 'admin/support/messages', admin.token, { dialogId });
    expect(res.statusCode, res.body).toBe(200);
    const page = ZSupportMessagesResponse.parse(res.json());
    expect(page.user).toEqual({ _id: user.user.id, name: 'Пётр Ким', type: 'cargo' });
    expect(page.canLoad).toBe(false);
    expect(page.messages.map((m) => [m.text, m.fromSupport, m.voiceSeconds])).toEqual([
      ['Первое', false, null],
      ['Ответ', true, null],
      ['Спасибо', false, null],
    ]);
    const older = await post(t.app, 'admin/support/messages', admin.token, {
      dialogId,
      before: page.messages[1]!._id,
    });
    expect(ZSupportMessagesResponse.parse(older.json()).messages.map((m) => m.text)).toEqual(['Первое']);
  });

  it('send: the user gets it live as from «Поддержка Фуры», with a notification; audited without the text', async () => {
    const admin = await createUser(t.deps.db, { type: 'admin' });
    const user = await createCarrier(t.deps.db);
    const dialogId = await openSupport(user);
    await sendText(t.app, user.token, dialogId, 'Где мой тариф?');
    const tab = await connectSocket(t.baseUrl, { token: user.token });
    const live = waitFor(tab, 'sendMessageDialog');
    const notified = waitFor(tab, 'sendNotification');

    const res = await post(t.app, 'admin/support/send', admin.token, { dialogId, text: '  Тариф продлён  ' });
    expect(res.statusCode, res.body).toBe(200);
    const { message } = ZSupportSendResponse.parse(res.json());
    expect(message).toMatchObject({ text: 'Тариф продлён', fromSupport: true, voiceSeconds: null });

    const support = await findSupportAccount(t.deps.db);
    const event = await live;
    expect(event).toMatchObject({ dialogId, isOrder: false });
    expect(event.message).toMatchObject({
      _id: message._id,
      text: 'Тариф продлён',
      user: { _id: support.id },
    });
    expect(event.dialog.user).toMatchObject({
      _id: support.id,
      type: 'admin',
      name: { first: SUPPORT_ACCOUNT_NAME.first, last: SUPPORT_ACCOUNT_NAME.last },
    });
    expect(event.dialog.noRead).toBe(1);
    expect((await notified).notification).toMatchObject({ code: 'newMessage' });

    const audit = await t.deps.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.adminId, admin.user.id), eq(adminAudit.action, 'supportReply')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      targetUserId: user.user.id,
      after: { dialogId, messageId: message._id },
    });
    expect(JSON.stringify(audit[0])).not.toContain('Тариф продлён');
  });

  it('read: the user’s messages read by support, the user told live; the unread count drops to 0', async () => {
    const admin = await createUser(t.deps.db, { type: 'admin' });
    const user = await createCargo(t.deps.db);
    const dialogId = await openSupport(user);
    await sendText(t.app, user.token, dialogId, 'Раз');
    await sendText(t.app, user.token, dialogId, 'Два');
    const tab = await connectSocket(t.baseUrl, { token: user.token });
    const told = waitFor(tab, 'readMessagesDialog');
    const res = await post(t.app, 'admin/support/read', admin.token, { dialogId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ error: false });
    const support = await findSupportAccount(t.deps.db);
    expect(await told).toEqual({ dialogId, readerId: support.id, read: 2 });
    const { items } = await inbox(admin);
    expect(items.find((item) => item.dialogId === dialogId)?.noRead).toBe(0);
    const mine = await post(t.app, 'dialog/messages', user.token, { dialogId });
    expect(ZMessagesResponse.parse(mine.json()).messages.every((m) => m.isRead)).toBe(true);
  });
});
