import { desc, sql } from 'drizzle-orm';
import { NOTICES_PER_PAGE, type TNotice } from '@fura/domain/admin-notices';
import type { Db } from '../../../db/connect';
import { systemNotices } from '../../../db/schema';
import { loadUserRefs } from '../audit/user-refs';
import { presentNotice } from './present';

/** One page of the notices, newest first, with their progress. */
export async function listNotices(db: Db, page: number): Promise<{ notices: TNotice[]; countAll: number }> {
  const rows = await db
    .select()
    .from(systemNotices)
    .orderBy(desc(systemNotices.createdAt), desc(systemNotices.id))
    .limit(NOTICES_PER_PAGE)
    .offset((page - 1) * NOTICES_PER_PAGE);
  const [count] = await db.select({ value: sql<number>`count(*)::int` }).from(systemNotices);
  const refs = await loadUserRefs(
    db,
    rows.flatMap((row) => [row.adminId, row.targetUserId]),
  );
  return { notices: rows.map((row) => presentNotice(row, refs)), countAll: count?.value ?? 0 };
}

export async function presentOneNotice(db: Db, row: typeof systemNotices.$inferSelect): Promise<TNotice> {
  return presentNotice(row, await loadUserRefs(db, [row.adminId, row.targetUserId]));
}
