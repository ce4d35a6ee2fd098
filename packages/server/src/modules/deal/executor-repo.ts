import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { articleExecutors, articleRequests } from '../../db/schema';
import { isUuid } from '../../db/ids';

/** Whether the user sent a request on the listing (only requesters can be picked as executors). */
export async function hasRequest(db: Db, articleId: string, userId: string): Promise<boolean> {
  if (!isUuid(userId)) return false;
  const [row] = await db
    .select({ id: articleRequests.id })
    .from(articleRequests)
    .where(and(eq(articleRequests.articleId, articleId), eq(articleRequests.userId, userId)))
    .limit(1);
  return row !== undefined;
}

export async function insertExecutorRow(tx: Db, articleId: string, userId: string): Promise<void> {
  await tx.insert(articleExecutors).values({ articleId, userId });
}

/** Removes the executor row only; his request stays on the listing. */
export async function deleteExecutorRow(tx: Db, articleId: string, userId: string): Promise<void> {
  await tx
    .delete(articleExecutors)
    .where(and(eq(articleExecutors.articleId, articleId), eq(articleExecutors.userId, userId)));
}
