import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import type { TDialogListResponse, TDialogResponse, TMessagesResponse } from '@fura/domain/dialog-schemas';
import type { TUserResponse } from '@fura/domain/user';
import { dialogMembers, notifications } from '../src/db/schema';
import { createArticle } from './helpers/articles';
import { createCargo, createCarrier, insertRequest } from './helpers/deals';
import { createUser, type CreatedUser } from './helpers/factories';
import { insertDialog, post, readDialog, sendText } from './helpers/dialogs';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function noReadOf(user: CreatedUser, dialogId: string): Promise<number> {
  const res = await post(t.app, 'dialog/get', user.token, { dialogId });
  expect(res.statusCode).toBe(200);
  return res.json<TDialogResponse>().dialog.noRead;
}

async function storedUnread(userId: string, dialogId: string): Promise<number> {
  const [row] = await t.deps.db
    .select({ unread: dialogMembers.unreadCount })
    .from(dialogMembers)
    .where(and(eq(dialogMembers.dialogId, dialogId), eq(dialogMembers.userId, userId)));
  return row!.unread;
}

describe('unread counters', () => {
  it('grow with the other side’s messages, drop to 0 on read, the read marks answered and counted', async () => {
    const alice = await createUser(t.deps.db);
    const bob = await createUser(t.deps.db);
    const dialog = await insertDialog(t.deps.db, alice.user.id, bob.user.id);
    await sendText(t.app, alice.token, dialog.id, 'раз');
    await sendText(t.app, alice.token, dialog.id, 'два');
    await sendText(t.app, bob.token, dialog.id, 'ответ');
    expect(await noReadOf(bob, dialog.id)).toBe(2);
    expect(await noReadOf(alice, dialog.id)).toBe(1);

    const read = await readDialog(t.app, bob.token, dialog.id);
    expect(read.json()).toEqual({ error: false, dialogId: dialog.id, read: 2 });
    expect(await noReadOf(bob, dialog.id)).toBe(0);
    expect(await noReadOf(alice, dialog.id)).toBe(1);
    const again = await readDialog(t.app, bob.token, dialog.id);
    expect(again.json().read).toBe(0);
    expect(await storedUnread(bob.user.id, dialog.id)).toBe(0);

    const page = await post(t.app, 'dialog/messages', alice.token, { dialogId: dialog.id });
    expect(page.json<TMessagesResponse>().messages.map((m) => [m.text, m.isRead])).toEqual([
      ['раз', true],
      ['два', true],
      ['ответ', false],
    ]);
  });

  it('notifies the recipient only when his unread goes 0 → 1 (newMessage / newMessageByOrder)', async () => {
    const author = await createCargo(t.deps.db, { firstName: 'Анна', lastName: 'Грузова' });
    const carrier = await createCarrier(t.deps.db, { firstName: 'Пётр', lastName: 'Возов' });
    const article = await createArticle(t.deps.db, author.user.id);
    await insertRequest(t.deps.db, article.id, carrier.user.id);
    const opened = await post(t.app, 'dialog/open', carrier.token, { kind: 'order', articleId: article.id });
    const orderDialogId = opened.json<TDialogResponse>().dialog._id;
    const userDialog = await insertDialog(t.deps.db, author.user.id, carrier.user.id);
    const codesOf = async (userId: string) =>
      (await t.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => ({
        code: n.code,
        info: n.info,
      }));

    await sendText(t.app, carrier.token, orderDialogId, 'первое');
    await sendText(t.app, carrier.token, orderDialogId, 'второе');
    expect(await codesOf(author.user.id)).toEqual([
      {
        code: 'newMessageByOrder',
        info: {
          userFio: 'Пётр Возов',
          articleId: article.id,
          articleType: 'order',
          routeFrom: 'Москва',
          routeTo: 'Казань',
        },
      },
    ]);
    await readDialog(t.app, author.token, orderDialogId);
    await sendText(t.app, carrier.token, orderDialogId, 'третье');
    await sendText(t.app, carrier.token, userDialog.id, 'лично');
    const codes = (await codesOf(author.user.id)).map((n) => n.code).sort();
    expect(codes).toEqual(['newMessage', 'newMessageByOrder', 'newMessageByOrder']);
    expect(await codesOf(carrier.user.id)).toEqual([]);
  });

  it('GET /api/user dialogsCount and dialog/list noReadCount sum the user’s unread by kind', async () => {
    const countUnreadByKind = async (token: string) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { authorization: `Bearer ${token}` },
      });
      const counts = { order: 0, user: 0 };
      for (const group of answer.json<TUserResponse>().dialogsCount) counts[group._id] = group.count;
      return counts;
    };
    const me = await createCargo(t.deps.db);
    const a = await createCarrier(t.deps.db);
    const b = await createCarrier(t.deps.db);
    const article = await createArticle(t.deps.db, me.user.id);
    await insertRequest(t.deps.db, article.id, a.user.id);
    const orderDialog = await insertDialog(t.deps.db, me.user.id, a.user.id, 'order', article.id);
    const userA = await insertDialog(t.deps.db, me.user.id, a.user.id);
    const userB = await insertDialog(t.deps.db, me.user.id, b.user.id);
    expect(await countUnreadByKind(me.token)).toEqual({ order: 0, user: 0 });
    for (const [token, dialogId, times] of [
      [a.token, orderDialog.id, 3],
      [a.token, userA.id, 2],
      [b.token, userB.id, 4],
    ] as const) {
      for (let i = 0; i < times; i++) await sendText(t.app, token, dialogId, `№${i}`);
    }
    await sendText(t.app, me.token, userB.id, 'мой ответ');
    expect(await countUnreadByKind(me.token)).toEqual({ order: 3, user: 6 });
    expect(await countUnreadByKind(b.token)).toEqual({ order: 0, user: 1 });
    const list = async (kind: string) =>
      (await post(t.app, 'dialog/list', me.token, { kind })).json<TDialogListResponse>();
    expect((await list('all')).noReadCount).toBe(9);
    expect((await list('order')).noReadCount).toBe(3);
    expect((await list('user')).noReadCount).toBe(6);
    await readDialog(t.app, me.token, userB.id);
    expect(await countUnreadByKind(me.token)).toEqual({ order: 3, user: 2 });
    expect((await list('all')).noReadCount).toBe(5);
  });
});

type Step = { kind: 'send' | 'read'; by: 0 | 1 };

describe('unread property', () => {
  it('each member’s unread = the other’s messages since his last read, never negative', async () => {
    const step = fc.record({
      kind: fc.constantFrom<'send' | 'read'>('send', 'read'),
      by: fc.constantFrom<0 | 1>(0, 1),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps: Step[]) => {
        const users = [await createUser(t.deps.db), await createUser(t.deps.db)] as const;
        const dialog = await insertDialog(t.deps.db, users[0].user.id, users[1].user.id);
        // The model: the other side's messages since each user's last read.
        const expected = [0, 0];
        for (const { kind, by } of steps) {
          const res =
            kind === 'send'
              ? await sendText(t.app, users[by].token, dialog.id)
              : await readDialog(t.app, users[by].token, dialog.id);
          expect(res.statusCode).toBe(200);
          if (kind === 'send') expected[1 - by]! += 1;
          else {
            expect(res.json().read).toBe(expected[by]);
            expected[by] = 0;
          }
          for (const who of [0, 1] as const) {
            const unread = await storedUnread(users[who].user.id, dialog.id);
            expect(unread).toBeGreaterThanOrEqual(0);
            expect(unread).toBe(expected[who]);
          }
        }
        for (const who of [0, 1] as const) expect(await noReadOf(users[who], dialog.id)).toBe(expected[who]);
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('concurrent sends and reads keep the counters exact', async () => {
    const alice = await createUser(t.deps.db);
    const bob = await createUser(t.deps.db);
    const dialog = await insertDialog(t.deps.db, alice.user.id, bob.user.id);
    await Promise.all([
      ...Array.from({ length: 6 }, () => sendText(t.app, alice.token, dialog.id)),
      ...Array.from({ length: 3 }, () => readDialog(t.app, bob.token, dialog.id)),
    ]);
    const unreadMessages = (await post(t.app, 'dialog/messages', bob.token, { dialogId: dialog.id }))
      .json<TMessagesResponse>()
      .messages.filter((m) => !m.isRead).length;
    expect(await storedUnread(bob.user.id, dialog.id)).toBe(unreadMessages);
  });
});
