import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { users, type SystemNoticeRow } from '../../../db/schema';

type NoticeScope = Pick<SystemNoticeRow, 'audience' | 'targetUserId' | 'createdAt'>;

/**
 * Who a notice goes to: the one user (an admin too) or the cargo owners, the carriers, or both (never admins). Only
 * those registered before it was sent: the total counted then stays the total, however long the delivery takes.
 */
export function recipientsWhere(notice: NoticeScope): SQL {
  const registered = lte(users.createdAt, notice.createdAt);
  switch (notice.audience) {
    case 'user':
      return notice.targetUserId ? eq(users.id, notice.targetUserId) : sql`false`;
    case 'cargo':
    case 'carrier':
      return and(eq(users.type, notice.audience), registered) ?? sql`false`;
    default:
      return and(inArray(users.type, ['cargo', 'carrier']), registered) ?? sql`false`;
  }
}

export async function countRecipients(db: Db, notice: NoticeScope): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(recipientsWhere(notice));
  return row?.count ?? 0;
}
