import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALOG_MESSAGES, MESSAGE_TEXT_MAX } from '@fura/domain/dialog-schemas';
import { createUser } from './helpers/factories';
import { insertDialog, post, readDialog, sendText } from './helpers/dialogs';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** An order with its author, a requester, an executor and an outsider carrier. */
const msg = (res: { json: () => { errors: { msg: string }[] } }) => res.json().errors[0]?.msg;

describe('members only', () => {
  it('get, messages, send and read of a dialog you are not in answer 404 and change nothing', async () => {
    const alice = await createUser(t.deps.db);
    const bob = await createUser(t.deps.db);
    const mallory = await createUser(t.deps.db);
    const dialog = await insertDialog(t.deps.db, alice.user.id, bob.user.id);
    expect((await sendText(t.app, alice.token, dialog.id, 'секрет')).statusCode).toBe(200);

    for (const [path, body] of [
      ['dialog/get', { dialogId: dialog.id }],
      ['dialog/messages', { dialogId: dialog.id }],
      ['dialog/send', { dialogId: dialog.id, text: 'я тут', clientId: 'x1' }],
      ['dialog/read', { dialogId: dialog.id }],
    ] as const) {
      const res = await post(t.app, path, mallory.token, body);
      expect(res.statusCode, path).toBe(404);
      expect(msg(res)).toBe(DIALOG_MESSAGES.notFound);
      expect(res.body).not.toContain('секрет');
    }
    const bobView = await post(t.app, 'dialog/get', bob.token, { dialogId: dialog.id });
    expect(bobView.json().dialog).toMatchObject({
      noRead: 1,
      lastMessage: { text: 'секрет', isRead: false },
    });
    expect((await post(t.app, 'dialog/get', mallory.token, { dialogId: 'not-a-uuid' })).statusCode).toBe(404);
  });

  it('guests get 401 on every call before validation', async () => {
    for (const path of ['dialog/get', 'dialog/list', 'dialog/messages', 'dialog/send', 'dialog/read']) {
      expect((await post(t.app, path, null, {})).statusCode, path).toBe(401);
    }
    const voice = await t.app.inject({
      method: 'GET',
      url: '/api/dialog/voice/00000000-0000-4000-8000-000000000000',
    });
    expect(voice.statusCode).toBe(401);
  });
});

describe('dialog/send refusals', () => {
  it('empty or too long text 400 with the Russian message', async () => {
    const alice = await createUser(t.deps.db);
    const bob = await createUser(t.deps.db);
    const dialog = await insertDialog(t.deps.db, alice.user.id, bob.user.id);
    const empty = await sendText(t.app, alice.token, dialog.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(msg(empty)).toBe(DIALOG_MESSAGES.text);
    const long = await sendText(t.app, alice.token, dialog.id, 'я'.repeat(MESSAGE_TEXT_MAX + 1));
    expect(long.statusCode).toBe(400);
    expect(msg(long)).toBe(DIALOG_MESSAGES.textLong);
    expect((await sendText(t.app, alice.token, dialog.id, 'я'.repeat(MESSAGE_TEXT_MAX))).statusCode).toBe(
      200,
    );
    const noClientId = await post(t.app, 'dialog/send', alice.token, { dialogId: dialog.id, text: 'привет' });
    expect(noClientId.statusCode).toBe(400);
  });

  it('a banned sender and a banned recipient are refused (403), nothing is stored', async () => {
    const alice = await createUser(t.deps.db);
    const banned = await createUser(t.deps.db, { isBan: true });
    const dialog = await insertDialog(t.deps.db, alice.user.id, banned.user.id);
    const fromBanned = await sendText(t.app, banned.token, dialog.id);
    expect(fromBanned.statusCode).toBe(403);
    expect(msg(fromBanned)).toBe(DIALOG_MESSAGES.bannedSender);
    const toBanned = await sendText(t.app, alice.token, dialog.id);
    expect(toBanned.statusCode).toBe(403);
    expect(msg(toBanned)).toBe(DIALOG_MESSAGES.bannedRecipient);
    // The banned user may still open and read.
    expect(
      (await post(t.app, 'dialog/open', banned.token, { kind: 'user', userId: alice.user.id })).statusCode,
    ).toBe(200);
    const page = await post(t.app, 'dialog/messages', banned.token, { dialogId: dialog.id });
    expect(page.json()).toEqual({ error: false, messages: [], canLoad: false });
    expect((await readDialog(t.app, banned.token, dialog.id)).statusCode).toBe(200);
  });

  it('text is stored and answered as plain text, the clientId echoed to the sender only', async () => {
    const alice = await createUser(t.deps.db);
    const bob = await createUser(t.deps.db);
    const dialog = await insertDialog(t.deps.db, alice.user.id, bob.user.id);
    const html = '<b>жирный</b> <script>alert(1)</script> https://example.com';
    const res = await post(t.app, 'dialog/send', alice.token, {
      dialogId: dialog.id,
      text: html,
      clientId: 'tmp-1',
    });
    expect(res.json().message).toMatchObject({
      dialogId: dialog.id,
      user: { _id: alice.user.id },
      text: html,
      voiceSound: null,
      isRead: false,
      clientId: 'tmp-1',
    });
    const bobPage = await post(t.app, 'dialog/messages', bob.token, { dialogId: dialog.id });
    expect(bobPage.json().messages[0]).toMatchObject({ text: html, clientId: null });
  });
});
