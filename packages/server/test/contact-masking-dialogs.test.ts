import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTACT_MASK } from '@fura/domain/contact-masking';
import type { TDialog, TMessage } from '@fura/domain/dialog-schemas';
import type { TSupportMessage } from '@fura/domain/support';
import { messages } from '../src/db/schema';
import { createArticle } from './helpers/articles';
import { act } from './helpers/contact-scenes';
import { createCargo, createCarrier, insertRequest } from './helpers/deals';
import { insertDialog, post, sendText } from './helpers/dialogs';
import { createUser, type CreatedUser } from './helpers/factories';
import { socketTestApp } from './helpers/socket-test-app';
import { connectSocket, waitFor } from './helpers/sockets';

/**
 * Issue 29: a dialog's message reaches the other member with its contacts masked until the two are in an open deal —
 * on the dialog's listing, or on any listing for a dialog of two users — in the messages page, the dialog list's last
 * message and the `sendMessageDialog` event, while the writer reads it as written (his answer, his other tabs). The
 * support dialog is never masked, and the console reads it as written. The database keeps what was written.
 */

const t = socketTestApp();

const TEXT = 'Пишите в телеграм @ivan_gruz или t.me/ivan_gruz, почта ivan собака yandex точка ru';
const MASKED = `Пишите в телеграм ${CONTACT_MASK} или ${CONTACT_MASK}, почта ${CONTACT_MASK}`;
const PHONE_TEXT = 'Звоните 8 916 123 45 67';
const PHONE_MASKED = `Звоните ${CONTACT_MASK}`;

async function pageOf(user: CreatedUser, dialogId: string): Promise<string[]> {
  const res = await post(t.app, 'dialog/messages', user.token, { dialogId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ messages: TMessage[] }>().messages.map((message) => message.text);
}

async function lastInList(user: CreatedUser, dialogId: string): Promise<string | undefined> {
  const res = await post(t.app, 'dialog/list', user.token, { kind: 'all' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ dialogs: TDialog[] }>().dialogs.find((dialog) => dialog._id === dialogId)?.lastMessage
    ?.text;
}

async function lastInGet(user: CreatedUser, dialogId: string): Promise<string | undefined> {
  const res = await post(t.app, 'dialog/get', user.token, { dialogId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ dialog: TDialog }>().dialog.lastMessage?.text;
}

async function send(user: CreatedUser, dialogId: string, text: string, socketId: string | null = null) {
  const res = await sendText(t.app, user.token, dialogId, text, socketId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ message: TMessage }>().message;
}

/** An order with a chosen-to-be carrier and another requester, each with the owner's dialog about the order. */
async function orderScene() {
  const owner = await createCargo(t.deps.db);
  const carrier = await createCarrier(t.deps.db);
  const refused = await createCarrier(t.deps.db);
  const order = await createArticle(t.deps.db, owner.user.id);
  for (const user of [carrier, refused]) await insertRequest(t.deps.db, order.id, user.user.id);
  const withCarrier = await insertDialog(t.deps.db, owner.user.id, carrier.user.id, 'order', order.id);
  const withRefused = await insertDialog(t.deps.db, owner.user.id, refused.user.id, 'order', order.id);
  return { owner, carrier, refused, order, withCarrier, withRefused };
}

describe('a listing’s dialog before the executor is chosen', () => {
  it('the other member reads the handle, the link and the e-mail masked everywhere; the writer as written', async () => {
    const { owner, carrier, withCarrier } = await orderScene();
    const ownerTab = await connectSocket(t.baseUrl, { token: owner.token });
    const calling = await connectSocket(t.baseUrl, { token: carrier.token });
    const otherTab = await connectSocket(t.baseUrl, { token: carrier.token });
    const toOwner = waitFor(ownerTab, 'sendMessageDialog');
    const toOtherTab = waitFor(otherTab, 'sendMessageDialog');

    const sent = await send(carrier, withCarrier.id, TEXT, calling.id);
    expect(sent.text).toBe(TEXT);
    const ownerEvent = await toOwner;
    expect(ownerEvent.message).toEqual({ ...sent, text: MASKED, clientId: null });
    expect(ownerEvent.dialog.lastMessage?.text).toBe(MASKED);
    expect(JSON.stringify(ownerEvent)).not.toContain('ivan');
    const otherEvent = await toOtherTab;
    expect(otherEvent.message.text).toBe(TEXT);
    expect(otherEvent.dialog.lastMessage?.text).toBe(TEXT);

    expect(await pageOf(owner, withCarrier.id)).toEqual([MASKED]);
    expect(await pageOf(carrier, withCarrier.id)).toEqual([TEXT]);
    expect(await lastInList(owner, withCarrier.id)).toBe(MASKED);
    expect(await lastInList(carrier, withCarrier.id)).toBe(TEXT);
    expect(await lastInGet(owner, withCarrier.id)).toBe(MASKED);

    const [stored] = await t.deps.db.select().from(messages).where(eq(messages.id, sent._id));
    expect(stored?.text).toBe(TEXT);
  });

  it('a message without contacts is the same for both', async () => {
    const { owner, carrier, withCarrier } = await orderScene();
    const text = 'Погрузка 12.05 в 9:00, 20 т, 33 паллеты';
    await send(carrier, withCarrier.id, text);
    expect(await pageOf(owner, withCarrier.id)).toEqual([text]);
  });
});

describe('after the executor is chosen', () => {
  it('the parties read each other as written, live too; the refused requester still reads the owner masked', async () => {
    const { owner, carrier, refused, order, withCarrier, withRefused } = await orderScene();
    await send(carrier, withCarrier.id, TEXT);
    await send(owner, withRefused.id, PHONE_TEXT);
    expect(await pageOf(owner, withCarrier.id)).toEqual([MASKED]);

    await act(t.app, 'setExecutor', owner, { articleId: order.id, executorId: carrier.user.id });
    expect(await pageOf(owner, withCarrier.id)).toEqual([TEXT]);
    expect(await lastInList(owner, withCarrier.id)).toBe(TEXT);
    const carrierTab = await connectSocket(t.baseUrl, { token: carrier.token });
    const live = waitFor(carrierTab, 'sendMessageDialog');
    await send(owner, withCarrier.id, PHONE_TEXT);
    expect((await live).message.text).toBe(PHONE_TEXT);
    expect(await pageOf(carrier, withCarrier.id)).toEqual([TEXT, PHONE_TEXT]);

    expect(await pageOf(refused, withRefused.id)).toEqual([PHONE_MASKED]);
    const refusedTab = await connectSocket(t.baseUrl, { token: refused.token });
    const toRefused = waitFor(refusedTab, 'sendMessageDialog');
    await send(owner, withRefused.id, `Ещё раз: ${PHONE_TEXT}`);
    expect((await toRefused).message.text).toBe(`Ещё раз: ${PHONE_MASKED}`);
  });
});

describe('a dialog of two users, not about a listing', () => {
  it('is masked until the two have an open deal on some listing, then as written', async () => {
    const { owner, carrier, refused, order } = await orderScene();
    const direct = await insertDialog(t.deps.db, owner.user.id, carrier.user.id);
    const directRefused = await insertDialog(t.deps.db, owner.user.id, refused.user.id);
    await send(owner, direct.id, PHONE_TEXT);
    await send(owner, directRefused.id, PHONE_TEXT);
    expect(await pageOf(carrier, direct.id)).toEqual([PHONE_MASKED]);
    expect(await pageOf(owner, direct.id)).toEqual([PHONE_TEXT]);

    await act(t.app, 'setExecutor', owner, { articleId: order.id, executorId: carrier.user.id });
    expect(await pageOf(carrier, direct.id)).toEqual([PHONE_TEXT]);
    expect(await lastInList(carrier, direct.id)).toBe(PHONE_TEXT);
    expect(await pageOf(refused, directRefused.id)).toEqual([PHONE_MASKED]);
  });

  it('two users with no deal at all: masked for the other, live too', async () => {
    const alice = await createCargo(t.deps.db);
    const bob = await createCarrier(t.deps.db);
    const dialog = await insertDialog(t.deps.db, alice.user.id, bob.user.id);
    const bobTab = await connectSocket(t.baseUrl, { token: bob.token });
    const toBob = waitFor(bobTab, 'sendMessageDialog');
    await send(alice, dialog.id, TEXT);
    const event = await toBob;
    expect(event.message.text).toBe(MASKED);
    expect(event.dialog.lastMessage?.text).toBe(MASKED);
  });
});

describe('the support dialog', () => {
  it('is never masked: the console reads the user’s phone, the user reads the support’s', async () => {
    const user = await createCargo(t.deps.db);
    const admin = await createUser(t.deps.db, { type: 'admin' });
    const opened = await post(t.app, 'support/open', user.token, {});
    expect(opened.statusCode, opened.body).toBe(200);
    const { dialogId } = opened.json<{ dialogId: string }>();
    await send(user, dialogId, PHONE_TEXT);

    const inbox = await post(t.app, 'admin/support/messages', admin.token, { dialogId });
    expect(inbox.statusCode, inbox.body).toBe(200);
    expect(inbox.json<{ messages: TSupportMessage[] }>().messages.map((message) => message.text)).toEqual([
      PHONE_TEXT,
    ]);
    const reply = await post(t.app, 'admin/support/send', admin.token, {
      dialogId,
      text: 'Наш телефон 8 800 555-35-35, почта help собака fura точка ru',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await pageOf(user, dialogId)).toEqual([
      PHONE_TEXT,
      'Наш телефон 8 800 555-35-35, почта help собака fura точка ru',
    ]);
  });
});

describe('refusals are as before', () => {
  it('a guest (401), a non-member (404), a text over its length (400, nothing stored)', async () => {
    const { owner, carrier, withCarrier } = await orderScene();
    const stranger = await createCarrier(t.deps.db);
    expect((await post(t.app, 'dialog/messages', null, { dialogId: withCarrier.id })).statusCode).toBe(401);
    expect(
      (await post(t.app, 'dialog/messages', stranger.token, { dialogId: withCarrier.id })).statusCode,
    ).toBe(404);
    const long = await sendText(t.app, carrier.token, withCarrier.id, `${PHONE_TEXT} `.repeat(300));
    expect(long.statusCode).toBe(400);
    expect(await pageOf(owner, withCarrier.id)).toEqual([]);
  });
});
