import { and, eq } from 'drizzle-orm';
import { ArticleStatus } from '@fura/domain/articles';
import type { Db } from '../../db/connect';
import { articleExecutors, articleRequests } from '../../db/schema';

/** Statuses in which a deal's participants (requesters, executors) still see a listing that is not public. */
const PARTICIPANT_VISIBLE: readonly number[] = [
  ArticleStatus.Published,
  ArticleStatus.ExecutorSelected,
  ArticleStatus.OnTheWay,
  ArticleStatus.Completed,
  ArticleStatus.Cancelled,
  ArticleStatus.Delivered,
];

/** The user sent a request on the listing or executes it. */
export async function isDealParticipant(db: Db, articleId: string, userId: string): Promise<boolean> {
  const [request] = await db
    .select({ id: articleRequests.id })
    .from(articleRequests)
    .where(and(eq(articleRequests.articleId, articleId), eq(articleRequests.userId, userId)))
    .limit(1);
  if (request) return true;
  const [executor] = await db
    .select({ userId: articleExecutors.userId })
    .from(articleExecutors)
    .where(and(eq(articleExecutors.articleId, articleId), eq(articleExecutors.userId, userId)))
    .limit(1);
  return executor !== undefined;
}

/** A listing in work or closed stays visible to its deal's participants (drafts and the trash do not). */
export async function canParticipantView(
  db: Db,
  article: { id: string; status: number },
  viewerId: string | null,
): Promise<boolean> {
  if (viewerId === null || !PARTICIPANT_VISIBLE.includes(article.status)) return false;
  return isDealParticipant(db, article.id, viewerId);
}
