import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps';
import type { Db } from '../../../db/connect';
import { users, type UserRow } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { pendingEvent, type PendingEvent } from '../../../events/event-bus';
import { createNotification } from '../../notification/create';
import { writeAudit } from '../audit/write-audit';
import { assertBanned } from './policy';
import { banSnapshot, findLastBanAudit, lockUser } from './repo';

/** Who lifts a ban: an admin, or the job when its term has passed (audited under the admin who banned). */
export type Unbanner = { kind: 'admin'; admin: UserRow } | { kind: 'term' };

export const TERM_ENDED_COMMENT = 'Срок блокировки истёк';

/** The tariff the ban froze: `before.tariff` of the ban's audit row, if the code has gone meanwhile. */
function frozenTariffCode(before: Record<string, unknown> | null | undefined): string | null {
  const code = before?.tariff;
  return typeof code === 'string' ? code : null;
}

/**
 * Lifts the ban of a locked, banned user (the caller's transaction): the carrier gets back the tariff time the ban
 * froze (from now on; his tariff's code too, had it been cleared meanwhile), then the `unban` notification, the
 * `cancelBan` event and the audit row.
 */
export async function liftBan(
  tx: Db,
  events: PendingEvent[],
  target: UserRow,
  by: Unbanner,
  now: Date,
): Promise<UserRow> {
  const banAudit = await findLastBanAudit(tx, target.id);
  const left = target.banTariffLeftMs;
  const tariff =
    left && left > 0
      ? {
          tariff: target.tariff ?? frozenTariffCode(banAudit?.before),
          tariffExpiresAt: new Date(now.getTime() + left),
        }
      : {};
  const [lifted] = await tx
    .update(users)
    .set({
      isBan: false,
      banUntil: null,
      banComment: null,
      banStartedAt: null,
      banTariffLeftMs: null,
      ...tariff,
      updatedAt: now,
    })
    .where(eq(users.id, target.id))
    .returning();
  if (!lifted) throw new Error(`user ${target.id} vanished`);
  await createNotification(tx, events, { userId: target.id, code: 'unban' });
  events.push(
    pendingEvent(
      'cancelBan',
      { tariff: lifted.tariff, expiriesTariffAt: lifted.tariffExpiresAt?.toISOString() ?? null },
      [target.id],
    ),
  );
  const adminId = by.kind === 'admin' ? by.admin.id : banAudit?.adminId;
  // A ban made outside the console (no audit row) has nobody to record its end under.
  if (adminId) {
    await writeAudit(tx, {
      adminId,
      action: 'unban',
      targetUserId: target.id,
      comment: by.kind === 'term' ? TERM_ENDED_COMMENT : null,
      before: banSnapshot(target),
      after: banSnapshot(lifted),
    });
  }
  return lifted;
}

/** «Разблокировать» (issue 12): 409 when the user is not banned. */
export async function unbanUser(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  admin: UserRow,
  userId: string,
  now: Date = new Date(),
): Promise<UserRow> {
  return inTransaction(deps.db, deps.bus, async (tx, events) => {
    const target = await lockUser(tx, userId);
    assertBanned(target);
    return liftBan(tx, events, target, { kind: 'admin', admin }, now);
  });
}
