import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TNotice } from '@fura/domain/admin-notices';
import { notifications, systemNotices, users } from '../src/db/schema';
import { runAdminJobs } from '../src/modules/admin/jobs';
import { countRecipients } from '../src/modules/admin/notices/audience';
import {
  deliverNotice,
  deliverNoticeBatch,
  deliverPendingNotices,
} from '../src/modules/admin/notices/deliver-notices';
import { createCargo, createCarrier } from './helpers/deals';
import { bearer, createUser, type CreatedUser } from './helpers/factories';
import { closeAllSockets, connectSocket, listenForSockets, waitFor } from './helpers/sockets';
import { startTestApp } from './helpers/test-app';

/**
 * Issue 12: a notice to a whole audience, on a database of this file's own (it reaches every user of its audience).
 * The tests run in order: the first counts on the database holding only its own five cargo owners.
 */
let t: Awaited<ReturnType<typeof startTestApp>>;
let baseUrl: string;
let admin: CreatedUser;

beforeAll(async () => {
  t = await startTestApp({ ownDatabase: true });
  baseUrl = await listenForSockets(t.app);
  admin = await createUser(t.deps.db, { type: 'admin' });
});
afterEach(() => closeAllSockets());
afterAll(async () => {
  closeAllSockets();
  await t.close();
});

async function insertNotice(audience: 'cargo' | 'carrier', text: string) {
  const [row] = await t.deps.db
    .insert(systemNotices)
    .values({ adminId: admin.user.id, audience, text, link: null })
    .returning();
  if (!row) throw new Error('no notice');
  const total = await countRecipients(t.deps.db, row);
  await t.deps.db.update(systemNotices).set({ total }).where(eq(systemNotices.id, row.id));
  return { ...row, total };
}

async function noticeRow(id: string) {
  const [row] = await t.deps.db.select().from(systemNotices).where(eq(systemNotices.id, id));
  if (!row) throw new Error('no notice');
  return row;
}

/** How many notifications with this text each user got, by user id. */
async function receivedBy(text: string): Promise<Map<string, number>> {
  const rows = await t.deps.db
    .select({ userId: notifications.userId, count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(sql`${notifications.code} = 'systemNotice' and ${notifications.info}->>'commentNotify' = ${text}`)
    .groupBy(notifications.userId);
  return new Map(rows.map((row) => [row.userId, row.count]));
}

async function idsOfType(type: string): Promise<string[]> {
  const rows = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.type, type));
  return rows.map((row) => row.id).sort();
}

describe('delivery in batches', () => {
  it('moves `sent` on batch by batch and ends «done»; every recipient gets it once', async () => {
    for (let i = 0; i < 5; i += 1) await createCargo(t.deps.db);
    const notice = await insertNotice('cargo', 'Пакетами');
    expect(notice.total).toBe(5);

    const progress: { outcome: string; sent: number; status: string }[] = [];
    for (let i = 0; i < 4; i += 1) {
      const outcome = await deliverNoticeBatch(t.deps, notice.id, 2);
      const row = await noticeRow(notice.id);
      progress.push({ outcome, sent: row.sent, status: row.status });
    }
    expect(progress).toEqual([
      { outcome: 'more', sent: 2, status: 'sending' },
      { outcome: 'more', sent: 4, status: 'sending' },
      { outcome: 'done', sent: 5, status: 'done' },
      { outcome: 'skipped', sent: 5, status: 'done' },
    ]);
    const received = await receivedBy('Пакетами');
    expect([...received.keys()].sort()).toEqual(await idsOfType('cargo'));
    expect([...received.values()].every((count) => count === 1)).toBe(true);
  });

  it('the admin job finishes a notice cut short (a restart) after its last user', async () => {
    await createCarrier(t.deps.db);
    await createCarrier(t.deps.db);
    await createCarrier(t.deps.db);
    const notice = await insertNotice('carrier', 'После перезапуска');
    expect(await deliverNoticeBatch(t.deps, notice.id, 1)).toBe('more');
    expect((await noticeRow(notice.id)).sent).toBe(1);

    await runAdminJobs(t.deps);
    expect(await noticeRow(notice.id)).toMatchObject({ status: 'done', sent: notice.total });
    const received = await receivedBy('После перезапуска');
    expect([...received.keys()].sort()).toEqual(await idsOfType('carrier'));
    expect([...received.values()].every((count) => count === 1)).toBe(true);
  });

  it('two deliverers at once never give anyone the notice twice', async () => {
    for (let i = 0; i < 4; i += 1) await createCarrier(t.deps.db);
    const notice = await insertNotice('carrier', 'Вдвоём');
    await Promise.all([
      deliverNotice(t.deps, notice.id, { batchSize: 2 }),
      deliverNotice(t.deps, notice.id, { batchSize: 2 }),
      deliverPendingNotices(t.deps, { batchSize: 3 }),
    ]);
    // One of them may have stepped aside while another held the notice: the job finishes what is left.
    await deliverPendingNotices(t.deps);
    expect(await noticeRow(notice.id)).toMatchObject({ status: 'done', sent: notice.total });
    const received = await receivedBy('Вдвоём');
    expect([...received.keys()].sort()).toEqual(await idsOfType('carrier'));
    expect([...received.values()]).toEqual(Array(notice.total).fill(1));
  });
});

describe('POST /api/admin/notices/send to all carriers', () => {
  it('reaches exactly the carriers, live on an online carrier’s socket, and the list shows it done', async () => {
    const cargoOwners = [await createCargo(t.deps.db), await createCargo(t.deps.db)];
    const carriers = [await createCarrier(t.deps.db), await createCarrier(t.deps.db)];
    const otherAdmin = await createUser(t.deps.db, { type: 'admin' });
    const carrierCount = (await idsOfType('carrier')).length;
    const online = await connectSocket(baseUrl, { token: carriers[0]!.token });
    const cargoSocket = await connectSocket(baseUrl, { token: cargoOwners[0]!.token });
    const live = waitFor(online, 'sendNotification', 5000);
    let cargoHeard = false;
    cargoSocket.on('sendNotification', () => {
      cargoHeard = true;
    });

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notices/send',
      headers: bearer(admin.token),
      payload: { audience: 'carrier', text: 'Всем перевозчикам', link: '/tariffs' },
    });
    expect(res.statusCode).toBe(200);
    const { notice } = res.json<{ notice: TNotice }>();
    expect(notice).toMatchObject({ audience: 'carrier', total: carrierCount, targetUser: null });

    const { notification } = await live;
    expect(notification).toMatchObject({
      code: 'systemNotice',
      type: 'system',
      isRead: false,
      info: { commentNotify: 'Всем перевозчикам', link: '/tariffs' },
    });

    await deliverPendingNotices(t.deps);
    let listed: TNotice | undefined;
    for (let i = 0; i < 100 && listed?.status !== 'done'; i += 1) {
      const list = await t.app.inject({
        method: 'POST',
        url: '/api/admin/notices/list',
        headers: bearer(admin.token),
        payload: { page: 1 },
      });
      listed = list.json<{ notices: TNotice[] }>().notices.find((item) => item._id === notice._id);
      if (listed?.status !== 'done') await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(listed).toMatchObject({ status: 'done', sent: carrierCount, total: carrierCount });

    const received = await receivedBy('Всем перевозчикам');
    expect([...received.keys()].sort()).toEqual(await idsOfType('carrier'));
    expect([...received.values()].every((count) => count === 1)).toBe(true);
    for (const user of [...cargoOwners, otherAdmin, admin]) expect(received.has(user.user.id)).toBe(false);
    expect(cargoHeard).toBe(false);
  });
});
