import { eq } from 'drizzle-orm';
import type { TBanRequest } from '@fura/domain/admin-users';
import type { AppDeps } from '../../../app-deps';
import { users, type UserRow } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { pendingEvent } from '../../../events/event-bus';
import { revokeAllSessions } from '../../auth/sessions';
import { createNotification } from '../../notification/create';
import { writeAudit } from '../audit/write-audit';
import { assertCanBan } from './policy';
import { banSnapshot, lockUser } from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The carrier's paid time left at the ban, frozen until the unban gives it back; null when none is left. */
export function tariffLeftMs(user: UserRow, now: Date): number | null {
  const left = (user.tariffExpiresAt?.getTime() ?? 0) - now.getTime();
  return left > 0 ? left : null;
}

/**
 * Bans a user for `days` days or for good (issue 12), in one transaction: the ban, his sessions revoked (he may log
 * in again, to read why), the «comment ban» notification, the `setBan` event and the audit row. Banning him again
 * changes the term and the reason; the tariff time frozen by the first ban stays as it was.
 */
export async function banUser(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  admin: UserRow,
  input: TBanRequest,
  now: Date = new Date(),
): Promise<UserRow> {
  return inTransaction(deps.db, deps.bus, async (tx, events) => {
    const target = await lockUser(tx, input.userId);
    assertCanBan(admin, target);
    const banUntil = input.days === null ? null : new Date(now.getTime() + input.days * DAY_MS);
    const freeze = target.isBan ? {} : { banStartedAt: now, banTariffLeftMs: tariffLeftMs(target, now) };
    const [banned] = await tx
      .update(users)
      .set({ isBan: true, banUntil, banComment: input.comment, ...freeze, updatedAt: now })
      .where(eq(users.id, target.id))
      .returning();
    if (!banned) throw new Error(`user ${target.id} vanished`);
    await revokeAllSessions(tx, target.id);
    await createNotification(tx, events, {
      userId: target.id,
      code: 'commentBan',
      info: { duration: input.days, commentBan: input.comment },
    });
    events.push(
      pendingEvent(
        'setBan',
        { duration: input.days, commentBan: input.comment, banUntil: banUntil?.toISOString() ?? null },
        [target.id],
      ),
    );
    await writeAudit(tx, {
      adminId: admin.id,
      action: 'ban',
      targetUserId: target.id,
      comment: input.comment,
      before: banSnapshot(target),
      after: banSnapshot(banned),
    });
    return banned;
  });
}
