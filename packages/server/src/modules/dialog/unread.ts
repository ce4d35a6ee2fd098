import { eq, sum } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { dialogMembers, dialogs } from '../../db/schema';

/** The user's unread messages by dialog kind (GET /api/user sums them in user/summary-query.ts). */
export async function countUnreadByKind(db: Db, userId: string): Promise<{ order: number; user: number }> {
  const rows = await db
    .select({ kind: dialogs.kind, unread: sum(dialogMembers.unreadCount).mapWith(Number) })
    .from(dialogMembers)
    .innerJoin(dialogs, eq(dialogs.id, dialogMembers.dialogId))
    .where(eq(dialogMembers.userId, userId))
    .groupBy(dialogs.kind);
  const counts = { order: 0, user: 0 };
  for (const row of rows) {
    if (row.kind === 'order' || row.kind === 'user') counts[row.kind] = row.unread;
  }
  return counts;
}
