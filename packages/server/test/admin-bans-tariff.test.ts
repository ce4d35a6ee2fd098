import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app';
import { adminAudit, notifications, users, type UserRow } from '../src/db/schema';
import { runAdminJobs } from '../src/modules/admin/jobs';
import { banUser } from '../src/modules/admin/users/ban';
import { unbanUser } from '../src/modules/admin/users/unban';
import { runTariffJobs } from '../src/modules/tariff/tariff-jobs';
import { MemoryFileStorage } from './helpers/memory-file-storage';
import { createCarrier } from './helpers/deals';
import { createUser, type CreatedUser } from './helpers/factories';
import { scratchDatabase, type ScratchDatabase } from './helpers/empty-database';
import { testConfig } from './helpers/test-app';

/**
 * Issue 12: a ban freezes the carrier's tariff time and the unban gives back exactly what was left (the clock is
 * passed in); bans whose term has passed are lifted by the job once, with two instances running it at once. On a
 * database of the file's own: the jobs act on every user in it.
 */
const DAY = 24 * 60 * 60 * 1000;
let scratch: ScratchDatabase;
let a: BuiltApp;
let b: BuiltApp;
let admin: UserRow;

beforeAll(async () => {
  scratch = await scratchDatabase();
  const build = () =>
    buildApp({ config: testConfig(), database: scratch.database, storage: new MemoryFileStorage() });
  a = await build();
  b = await build();
  admin = (await createUser(db(), { type: 'admin' })).user;
});
afterAll(async () => {
  await a.app.close();
  await b.app.close();
  await scratch.drop();
});

const db = () => scratch.database.db;
const rowOf = async (user: CreatedUser) =>
  (await db().select().from(users).where(eq(users.id, user.user.id)))[0]!;
const codesOf = async (userId: string) =>
  (await db().select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.code).sort();
const auditOf = (userId: string, action: string) =>
  db()
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.targetUserId, userId), eq(adminAudit.action, action)));
const ban = (user: CreatedUser, days: number | null, now: Date) =>
  banUser(a.deps, admin, { userId: user.user.id, days, comment: 'Нарушение правил' }, now);

describe('the tariff time frozen by a ban', () => {
  it('the unban gives back exactly the time left at the ban, counted from the unban', async () => {
    const bannedAt = new Date(Date.UTC(2030, 0, 10, 9, 0, 0, 0));
    const left = 5 * DAY + 123_456;
    const carrier = await createCarrier(db(), {
      tariff: 'pro',
      tariffExpiresAt: new Date(bannedAt.getTime() + left),
    });
    await ban(carrier, null, bannedAt);
    expect(await rowOf(carrier)).toMatchObject({
      isBan: true,
      banTariffLeftMs: left,
      banStartedAt: bannedAt,
    });

    // Ten days later the tariff's end has passed: the tariff jobs leave a banned carrier alone.
    const unbannedAt = new Date(bannedAt.getTime() + 10 * DAY + 7);
    await runTariffJobs(a.deps, new Date(unbannedAt.getTime() - DAY));
    await runTariffJobs(a.deps, unbannedAt);
    expect((await rowOf(carrier)).tariff).toBe('pro');
    expect(await codesOf(carrier.user.id)).toEqual(['commentBan']);

    await unbanUser(a.deps, admin, carrier.user.id, unbannedAt);
    const after = await rowOf(carrier);
    expect(after).toMatchObject({
      isBan: false,
      banUntil: null,
      banComment: null,
      banTariffLeftMs: null,
      tariff: 'pro',
    });
    expect(after.tariffExpiresAt?.getTime()).toBe(unbannedAt.getTime() + left);
    expect(await codesOf(carrier.user.id)).toEqual(['commentBan', 'unban']);

    const [unbanAudit] = await auditOf(carrier.user.id, 'unban');
    expect(unbanAudit).toMatchObject({
      adminId: admin.id,
      before: {
        isBan: true,
        banUntil: null,
        tariffExpiresAt: new Date(bannedAt.getTime() + left).toISOString(),
      },
      after: {
        isBan: false,
        banUntil: null,
        tariffExpiresAt: new Date(unbannedAt.getTime() + left).toISOString(),
      },
    });
  });

  it('a tariff code cleared during the ban comes back with its time', async () => {
    const bannedAt = new Date(Date.UTC(2030, 1, 1));
    const carrier = await createCarrier(db(), {
      tariff: 'pro',
      tariffExpiresAt: new Date(bannedAt.getTime() + DAY),
    });
    await ban(carrier, 30, bannedAt);
    // As an expiry run of an older instance would have left it.
    await db().update(users).set({ tariff: null }).where(eq(users.id, carrier.user.id));
    const unbannedAt = new Date(bannedAt.getTime() + 3 * DAY);
    await unbanUser(a.deps, admin, carrier.user.id, unbannedAt);
    const after = await rowOf(carrier);
    expect(after.tariff).toBe('pro');
    expect(after.tariffExpiresAt?.getTime()).toBe(unbannedAt.getTime() + DAY);
  });

  it('a tariff that had ended before the ban is not given back', async () => {
    const bannedAt = new Date(Date.UTC(2030, 2, 1));
    const ended = new Date(bannedAt.getTime() - DAY);
    const carrier = await createCarrier(db(), { tariff: null, tariffExpiresAt: ended });
    await ban(carrier, 1, bannedAt);
    expect((await rowOf(carrier)).banTariffLeftMs).toBeNull();
    await unbanUser(a.deps, admin, carrier.user.id, new Date(bannedAt.getTime() + DAY));
    expect(await rowOf(carrier)).toMatchObject({ isBan: false, tariff: null, tariffExpiresAt: ended });
  });
});

describe('the unban job on two instances', () => {
  it('lifts each ban whose term has passed once; a ban still running or for good stays', async () => {
    const bannedAt = new Date(Date.UTC(2030, 3, 1, 12));
    const left = 2 * DAY + 999;
    const due = await Promise.all(
      Array.from({ length: 6 }, () =>
        createCarrier(db(), { tariff: 'pro', tariffExpiresAt: new Date(bannedAt.getTime() + left) }),
      ),
    );
    for (const user of due) await ban(user, 3, bannedAt);
    const running = await createCarrier(db());
    await ban(running, 5, bannedAt);
    const forever = await createCarrier(db());
    await ban(forever, null, bannedAt);

    const now = new Date(bannedAt.getTime() + 3 * DAY + 1);
    await Promise.all([runAdminJobs(a.deps, now), runAdminJobs(b.deps, now), runAdminJobs(a.deps, now)]);
    await Promise.all([runAdminJobs(b.deps, now), runAdminJobs(a.deps, now)]);

    for (const user of due) {
      const row = await rowOf(user);
      expect(row).toMatchObject({ isBan: false, banUntil: null, tariff: 'pro' });
      expect(row.tariffExpiresAt?.getTime()).toBe(now.getTime() + left);
      expect(await codesOf(user.user.id)).toEqual(['commentBan', 'unban']);
      const audit = await auditOf(user.user.id, 'unban');
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ adminId: admin.id, comment: 'Срок блокировки истёк' });
    }
    const stillBanned = await db()
      .select({ id: users.id, isBan: users.isBan })
      .from(users)
      .where(inArray(users.id, [running.user.id, forever.user.id]));
    expect(stillBanned.map((row) => row.isBan)).toEqual([true, true]);
  });
});
