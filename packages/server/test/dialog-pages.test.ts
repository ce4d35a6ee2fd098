import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DIALOGS_PER_PAGE } from '@fura/domain/constants';
import {
  MESSAGES_PER_PAGE,
  type TDialogListResponse,
  type TMessagesResponse,
} from '@fura/domain/dialog-schemas';
import { dialogMembers, dialogs, messages } from '../src/db/schema';
import { createUser, type CreatedUser } from './helpers/factories';
import { insertDialog, post, sendText } from './helpers/dialogs';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * `count` dialogs of `me`, each with one message from its other user, the i-th (1-based) sent i minutes ago — so the
 * first is the newest, unread by `me`. Inserted directly: pagination is about the query, not the send path.
 */
async function dialogsWithMessages(me: CreatedUser, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const other = await createUser(t.deps.db);
    const dialog = await insertDialog(t.deps.db, me.user.id, other.user.id);
    const at = new Date(Date.now() - i * 60_000);
    const [message] = await t.deps.db
      .insert(messages)
      .values({ dialogId: dialog.id, senderId: other.user.id, text: `№${i}`, createdAt: at })
      .returning();
    await t.deps.db
      .update(dialogs)
      .set({ lastMessageId: message!.id, lastMessageAt: at })
      .where(sql`${dialogs.id} = ${dialog.id}`);
    await t.deps.db
      .update(dialogMembers)
      .set({ unreadCount: 1 })
      .where(sql`${dialogMembers.dialogId} = ${dialog.id} and ${dialogMembers.userId} = ${me.user.id}`);
    ids.push(dialog.id);
  }
  return ids;
}

const list = (user: CreatedUser, body: Record<string, unknown>) =>
  post(t.app, 'dialog/list', user.token, body);

describe('dialog/list pages', () => {
  it(`exactly ${DIALOGS_PER_PAGE} dialogs: one full page, the next empty`, async () => {
    const me = await createUser(t.deps.db);
    const ids = await dialogsWithMessages(me, DIALOGS_PER_PAGE);
    // A dialog without messages is not listed.
    await insertDialog(t.deps.db, me.user.id, (await createUser(t.deps.db)).user.id);
    const first = (await list(me, {})).json<TDialogListResponse>();
    expect(first.countAll).toBe(DIALOGS_PER_PAGE);
    expect(first.dialogs.map((d) => d._id)).toEqual(ids);
    const second = (await list(me, { offset: DIALOGS_PER_PAGE })).json<TDialogListResponse>();
    expect(second.dialogs).toEqual([]);
    expect(second.countAll).toBe(DIALOGS_PER_PAGE);
  });

  it(`${DIALOGS_PER_PAGE + 1} dialogs: the oldest alone on the second page`, async () => {
    const me = await createUser(t.deps.db);
    const ids = await dialogsWithMessages(me, DIALOGS_PER_PAGE + 1);
    const first = (await list(me, { kind: 'user', offset: 0 })).json<TDialogListResponse>();
    expect(first.dialogs).toHaveLength(DIALOGS_PER_PAGE);
    expect(first.countAll).toBe(DIALOGS_PER_PAGE + 1);
    expect(first.noReadCount).toBe(DIALOGS_PER_PAGE + 1);
    const second = (await list(me, { kind: 'user', offset: DIALOGS_PER_PAGE })).json<TDialogListResponse>();
    expect(second.dialogs.map((d) => d._id)).toEqual([ids[DIALOGS_PER_PAGE]]);
    expect((await list(me, { kind: 'order' })).json()).toMatchObject({
      dialogs: [],
      countAll: 0,
      noReadCount: 0,
    });
    expect((await list(me, { offset: -1 })).statusCode).toBe(400);
  });

  it('a new message moves its dialog to the top, for both users', async () => {
    const me = await createUser(t.deps.db);
    const ids = await dialogsWithMessages(me, 3);
    const last = ids[2]!;
    expect((await sendText(t.app, me.token, last, 'снова здесь')).statusCode).toBe(200);
    const page = (await list(me, {})).json<TDialogListResponse>();
    expect(page.dialogs.map((d) => d._id)).toEqual([last, ids[0], ids[1]]);
    expect(page.dialogs[0]).toMatchObject({
      lastMessage: { text: 'снова здесь', user: { _id: me.user.id } },
      noRead: 1,
    });
    expect(page.dialogs[1]).toMatchObject({ lastMessage: { text: '№1' }, noRead: 1 });
  });
});

describe('dialog/messages pages', () => {
  /** `count` messages a second apart; with `pairs`, two by two on one timestamp (the order is then by id). */
  async function dialogWith(count: number, pairs = false) {
    const alice = await createUser(t.deps.db);
    const bob = await createUser(t.deps.db);
    const dialog = await insertDialog(t.deps.db, alice.user.id, bob.user.id);
    const base = Date.now() - count * 1000;
    const rows = await t.deps.db
      .insert(messages)
      .values(
        Array.from({ length: count }, (_, i) => ({
          dialogId: dialog.id,
          senderId: i % 2 ? bob.user.id : alice.user.id,
          text: `m${i}`,
          createdAt: new Date(base + (pairs ? Math.floor(i / 2) : i) * 1000),
        })),
      )
      .returning();
    const order = rows
      .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime() || (x.id < y.id ? -1 : 1))
      .map((row) => row.text);
    return { alice, dialog, order };
  }
  const page = (user: CreatedUser, body: Record<string, unknown>) =>
    post(t.app, 'dialog/messages', user.token, body);

  it(`exactly ${MESSAGES_PER_PAGE}: all of them, oldest first, nothing more to load`, async () => {
    const { alice, dialog } = await dialogWith(MESSAGES_PER_PAGE);
    const res = (await page(alice, { dialogId: dialog.id })).json<TMessagesResponse>();
    expect(res.messages).toHaveLength(MESSAGES_PER_PAGE);
    expect(res.canLoad).toBe(false);
    const times = res.messages.map((m) => m.createdAt);
    expect([...times].sort()).toEqual(times);
  });

  it(`${MESSAGES_PER_PAGE + 1}: the newest ${MESSAGES_PER_PAGE}, then the oldest one before them`, async () => {
    const { alice, dialog } = await dialogWith(MESSAGES_PER_PAGE + 1);
    const newest = (await page(alice, { dialogId: dialog.id })).json<TMessagesResponse>();
    expect(newest.messages).toHaveLength(MESSAGES_PER_PAGE);
    expect(newest.canLoad).toBe(true);
    const before = newest.messages[0]!._id;
    const older = (await page(alice, { dialogId: dialog.id, before })).json<TMessagesResponse>();
    expect(older.canLoad).toBe(false);
    expect(older.messages).toHaveLength(1);
    const all = [...older.messages, ...newest.messages].map((m) => m._id);
    expect(new Set(all).size).toBe(MESSAGES_PER_PAGE + 1);
    expect(older.messages[0]!.text).toBe('m0');
    // Before the oldest: nothing.
    const none = (
      await page(alice, { dialogId: dialog.id, before: older.messages[0]!._id })
    ).json<TMessagesResponse>();
    expect(none).toEqual({ error: false, messages: [], canLoad: false });
  });

  it('walks 75 messages back in pages without gaps or repeats; a foreign `before` is 400', async () => {
    const { alice, dialog, order } = await dialogWith(75, true);
    const seen: string[] = [];
    let before: string | undefined;
    for (;;) {
      const res = (
        await page(alice, { dialogId: dialog.id, ...(before ? { before } : {}) })
      ).json<TMessagesResponse>();
      seen.unshift(...res.messages.map((m) => m.text));
      if (!res.canLoad) break;
      before = res.messages[0]!._id;
    }
    expect(seen).toEqual(order);
    expect(new Set(seen).size).toBe(75);

    const other = await dialogWith(1);
    const [foreign] = (await page(other.alice, { dialogId: other.dialog.id })).json<TMessagesResponse>()
      .messages;
    const res = await page(alice, { dialogId: dialog.id, before: foreign!._id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ msg: 'Сообщение не найдено', param: 'before' });
  });
});
