import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { NotificationPayload } from '@fura/domain/events';
import type { TNotice } from '@fura/domain/admin-notices';
import { adminAudit, mailOutbox, notificationSettings, notifications, systemNotices } from '../src/db/schema';
import { defaultNotificationSettings } from '@fura/domain/notification-settings';
import { deliverPendingNotices } from '../src/modules/admin/notices/deliver-notices';
import { createCargo, createCarrier } from './helpers/deals';
import { bearer, createUser, type CreatedUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

/**
 * Issue 12, system notices on the shared test database: a notice to one user, the list with its progress and the
 * audit row. Access and bad input: admin-notices-validation.test.ts. Notices to a whole audience are in
 * admin-notices-delivery.test.ts (a database of their own: they would reach every other file's users here).
 */
let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t.deps.db, { type: 'admin', firstName: 'Анна', lastName: 'Админова' });
});
afterAll(() => t.close());

function post(url: string, token: string | null, payload: object = {}) {
  return t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
}

async function noticeRow(id: string) {
  const [row] = await t.deps.db.select().from(systemNotices).where(eq(systemNotices.id, id));
  if (!row) throw new Error('no notice');
  return row;
}

/** Waits for the delivery the request started (and finishes it, as the job would, if it stopped). */
async function delivered(id: string) {
  await deliverPendingNotices(t.deps);
  for (let i = 0; i < 100; i += 1) {
    const row = await noticeRow(id);
    if (row.status === 'done') return row;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('notice not delivered');
}

function systemNoticesOf(userId: string) {
  return t.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.code, 'systemNotice')));
}

describe('a notice to one user', () => {
  it('answers at once with the notice, then the user gets it with its text and link; the audit has a row', async () => {
    const reader = await createCarrier(t.deps.db);
    const bystander = await createCarrier(t.deps.db);
    const res = await post('/api/admin/notices/send', admin.token, {
      audience: 'user',
      userId: reader.user.id,
      text: '  Плановые работы в ночь на субботу  ',
      link: 'https://fura.example/news',
    });
    expect(res.statusCode).toBe(200);
    const { notice } = res.json<{ notice: TNotice }>();
    expect(notice).toMatchObject({
      audience: 'user',
      targetUser: { _id: reader.user.id, name: 'Иван Петров', type: 'carrier' },
      admin: { _id: admin.user.id, name: 'Анна Админова', type: 'admin' },
      text: 'Плановые работы в ночь на субботу',
      link: 'https://fura.example/news',
      total: 1,
    });

    const row = await delivered(notice._id);
    expect(row).toMatchObject({ sent: 1, total: 1, status: 'done', lastUserId: reader.user.id });
    expect(row.finishedAt).toBeInstanceOf(Date);
    expect(await systemNoticesOf(bystander.user.id)).toHaveLength(0);

    const list = await post('/api/notification/get-all', reader.token, { type: 'system' });
    const mine = list
      .json<{ notifications: NotificationPayload[] }>()
      .notifications.filter((item) => item.code === 'systemNotice');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.info).toEqual({
      commentNotify: 'Плановые работы в ночь на субботу',
      link: 'https://fura.example/news',
    });

    const audit = await t.deps.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.targetUserId, reader.user.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      adminId: admin.user.id,
      action: 'notice',
      comment: 'Плановые работы в ночь на субботу',
      after: { audience: 'user', total: 1, link: 'https://fura.example/news' },
    });
  });

  it('is e-mailed when the user’s settings say so, and only then', async () => {
    const mailed = await createCargo(t.deps.db);
    const quiet = await createCargo(t.deps.db);
    // Nothing saved means everything on (e-mail too); the quiet one turned the e-mail off.
    const settings = { ...defaultNotificationSettings(), account: { site: true, email: false } };
    await t.deps.db.insert(notificationSettings).values({ userId: quiet.user.id, settings });
    for (const user of [mailed, quiet]) {
      const res = await post('/api/admin/notices/send', admin.token, {
        audience: 'user',
        userId: user.user.id,
        text: 'Письмо о важном',
        link: '/tariffs',
      });
      await delivered(res.json<{ notice: TNotice }>().notice._id);
    }
    const mails = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, mailed.user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Письмо о важном');
    expect(mails[0]!.text).toContain('/tariffs');
    expect(await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, quiet.user.email))).toHaveLength(
      0,
    );
    expect(await systemNoticesOf(quiet.user.id)).toHaveLength(1);
  });

  it('may go to an admin too', async () => {
    const other = await createUser(t.deps.db, { type: 'admin' });
    const res = await post('/api/admin/notices/send', admin.token, {
      audience: 'user',
      userId: other.user.id,
      text: 'Коллеге',
    });
    await delivered(res.json<{ notice: TNotice }>().notice._id);
    expect(await systemNoticesOf(other.user.id)).toHaveLength(1);
  });
});

describe('POST /api/admin/notices/list', () => {
  it('pages the notices newest first with their progress', async () => {
    const target = await createCargo(t.deps.db);
    const first = await post('/api/admin/notices/send', admin.token, {
      audience: 'user',
      userId: target.user.id,
      text: 'Первое',
    });
    await delivered(first.json<{ notice: TNotice }>().notice._id);
    const second = await post('/api/admin/notices/send', admin.token, {
      audience: 'user',
      userId: target.user.id,
      text: 'Второе',
    });
    await delivered(second.json<{ notice: TNotice }>().notice._id);

    const res = await post('/api/admin/notices/list', admin.token, { page: 1 });
    expect(res.statusCode).toBe(200);
    const { notices, countAll } = res.json<{ notices: TNotice[]; countAll: number }>();
    expect(countAll).toBeGreaterThanOrEqual(2);
    const ours = notices.filter((notice) => notice.targetUser?._id === target.user.id);
    expect(ours.map((notice) => notice.text)).toEqual(['Второе', 'Первое']);
    expect(ours[0]).toMatchObject({ sent: 1, total: 1, status: 'done' });
  });
});
