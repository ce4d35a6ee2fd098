import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TUserResponse } from '@fura/domain/user';
import { ArticleStatus } from '@fura/domain/articles';
import { dialogMembers, dialogs, messages, notifications } from '../src/db/schema';
import { createArticle } from './helpers/articles';
import { createCargo, createCarrier, insertRequest } from './helpers/deals';
import { insertDialog, post, sendText } from './helpers/dialogs';
import { bearer } from './helpers/factories';
import { startCountedApp } from './helpers/statement-counter';

/** Statements per request on the hot paths (issue 14), counted at the driver's client. */
let t: Awaited<ReturnType<typeof startCountedApp>>;

beforeAll(async () => {
  t = await startCountedApp();
});
afterAll(() => t?.close());

async function counting<T>(work: () => Promise<T>) {
  t.counted.reset();
  const result = await work();
  // The mail outbox is delivered after an earlier request's commit, in the background: not this request's work.
  const statements = t.counted.statements().filter((statement) => !statement.text.includes('"mail_outbox"'));
  return {
    result,
    total: statements.length,
    inTransaction: statements.filter((statement) => statement.inTransaction).length,
  };
}

describe('GET /api/user', () => {
  it('reads the counters in one statement after the session, with the same answer', async () => {
    const owner = await createCargo(t.deps.db);
    const carrier = await createCarrier(t.deps.db);
    await createArticle(t.deps.db, owner.user.id);
    await createArticle(t.deps.db, owner.user.id, { status: ArticleStatus.Draft });
    const taken = await createArticle(t.deps.db, carrier.user.id, { type: 'offer' });
    await insertRequest(t.deps.db, taken.id, owner.user.id);
    const dialog = await insertDialog(t.deps.db, owner.user.id, carrier.user.id);
    expect((await sendText(t.app, carrier.token, dialog.id)).statusCode).toBe(200);
    await t.deps.db.insert(notifications).values([
      { userId: owner.user.id, type: 'system', code: 'systemNotice', isRead: true },
      { userId: owner.user.id, type: 'system', code: 'systemNotice' },
    ]);

    const { result, total } = await counting(() =>
      t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(owner.token) }),
    );
    expect(result.statusCode).toBe(200);
    // The session, then the summary (six before: the session and five counters).
    expect(total).toBe(2);
    const body = result.json<TUserResponse>();
    expect(body.user._id).toBe(owner.user.id);
    expect(body.myCountsArticles.countAll).toBe(2);
    expect(body.dialogsCount).toEqual([
      { _id: 'order', count: 0 },
      { _id: 'user', count: 1 },
    ]);
    // The new-message notification and the unread notice.
    expect(body.notificationCounts).toBe(2);
    expect(body.onlyNoRead.map((n) => n.code).sort()).toEqual(['newMessage', 'systemNotice']);
  });

  it('answers zeros for a user with nothing', async () => {
    const lonely = await createCargo(t.deps.db);
    const { result, total } = await counting(() =>
      t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(lonely.token) }),
    );
    expect(total).toBe(2);
    expect(result.json<TUserResponse>()).toMatchObject({
      myCountsArticles: { countAll: 0, byStatus: {} },
      takeCountsArticles: { countAll: 0, byStatus: {} },
      onlyNoRead: [],
      notificationCounts: 0,
      dialogsCount: [
        { _id: 'order', count: 0 },
        { _id: 'user', count: 0 },
      ],
    });
  });
});

describe('dialog/send', () => {
  it('runs at most six statements inside its transaction (fourteen before)', async () => {
    const alice = await createCargo(t.deps.db);
    const bob = await createCarrier(t.deps.db);
    const dialog = await insertDialog(t.deps.db, alice.user.id, bob.user.id);
    // The second message: no notification (the recipient's unread count goes 1 → 2).
    expect((await sendText(t.app, alice.token, dialog.id)).statusCode).toBe(200);
    const { result, total, inTransaction } = await counting(() => sendText(t.app, alice.token, dialog.id));
    expect(result.statusCode).toBe(200);
    expect(inTransaction).toBeLessThanOrEqual(6);
    // Session, policy, the transaction's five, both members' views (eighteen before).
    expect(total).toBe(8);
  });

  it('orders messages sent at once one after another, each counted unread once', async () => {
    const alice = await createCargo(t.deps.db);
    const bob = await createCarrier(t.deps.db);
    const dialog = await insertDialog(t.deps.db, alice.user.id, bob.user.id);
    const sends = await Promise.all(
      Array.from({ length: 8 }, (_, i) => sendText(t.app, alice.token, dialog.id, `сообщение ${i}`)),
    );
    expect(sends.map((response) => response.statusCode)).toEqual(Array(8).fill(200));

    const stored = await t.deps.db
      .select({ id: messages.id, createdAt: messages.createdAt })
      .from(messages)
      .where(eq(messages.dialogId, dialog.id))
      .orderBy(asc(messages.createdAt));
    expect(stored).toHaveLength(8);
    const times = stored.map((row) => row.createdAt.getTime());
    expect(new Set(times).size).toBe(8);
    const [row] = await t.deps.db.select().from(dialogs).where(eq(dialogs.id, dialog.id));
    expect(row?.lastMessageId).toBe(stored.at(-1)?.id);
    const [member] = await t.deps.db
      .select({ unread: dialogMembers.unreadCount })
      .from(dialogMembers)
      .where(and(eq(dialogMembers.dialogId, dialog.id), eq(dialogMembers.userId, bob.user.id)));
    expect(member?.unread).toBe(8);
  });
});

describe('a listing page', () => {
  it('reads the listing, its author and its deal in prepared statements', async () => {
    const owner = await createCargo(t.deps.db);
    const article = await createArticle(t.deps.db, owner.user.id);
    const { result, total } = await counting(() =>
      post(t.app, 'article/getArticle', null, { id: article.id, type: 'order' }),
    );
    expect(result.statusCode).toBe(200);
    // The listing with its author, the author's standing, requests, executors, delivery marks, reviews.
    expect(total).toBe(6);
  });
});
