import { and, count, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps';
import { sessions, type UserRow } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { revokeAllSessions } from '../../auth/sessions';
import { writeAudit } from '../audit/write-audit';
import { lockUser } from './repo';

/** «Завершить все сеансы»: every live session of the user is revoked; answers how many were. */
export async function revokeUserSessions(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  admin: UserRow,
  userId: string,
): Promise<number> {
  return inTransaction(deps.db, deps.bus, async (tx) => {
    const target = await lockUser(tx, userId);
    const [live] = await tx
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, target.id), isNull(sessions.revokedAt)));
    const revoked = live?.n ?? 0;
    await revokeAllSessions(tx, target.id);
    await writeAudit(tx, {
      adminId: admin.id,
      action: 'revokeSessions',
      targetUserId: target.id,
      before: { liveSessions: revoked },
      after: { liveSessions: 0 },
    });
    return revoked;
  });
}
