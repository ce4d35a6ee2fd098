import { ArticleStatus, type ArticleType } from './articles';
import type { UserRole } from './users';

/**
 * The pure rules of a deal (SPEC §4, §6): who may request which listing, how many executors a listing takes, how
 * picking and removing executors moves the status, which side is the carrier, and the rating mean.
 */

/** Carriers request orders; cargo owners request offers. */
export const REQUESTER_ROLE: Record<ArticleType, UserRole> = { order: 'carrier', offer: 'cargo' };

/** An order is carried by one carrier; an offer's vehicle may take several cargo owners' loads. */
export const MAX_EXECUTORS: Record<ArticleType, number> = { order: 1, offer: 10 };

/** Requests are accepted only on published listings. */
export function acceptsRequests(status: ArticleStatus): boolean {
  return status === ArticleStatus.Published;
}

/** Executors can be picked while the listing is published or in work (on the way included for removal). */
export function canPickExecutor(status: ArticleStatus): boolean {
  return status === ArticleStatus.Published || status === ArticleStatus.ExecutorSelected;
}

export function canRemoveExecutor(status: ArticleStatus): boolean {
  return (
    status === ArticleStatus.Published ||
    status === ArticleStatus.ExecutorSelected ||
    status === ArticleStatus.OnTheWay
  );
}

/** Picking an executor on a published order sets status 3; offers keep their status until the author equips. */
export function statusAfterExecutorSet(type: ArticleType, status: ArticleStatus): ArticleStatus {
  return type === 'order' && status === ArticleStatus.Published ? ArticleStatus.ExecutorSelected : status;
}

/** Removing the last executor of a listing in work puts it back to published (SPEC §4). */
export function statusAfterExecutorRemoved(status: ArticleStatus, executorsLeft: number): ArticleStatus {
  return executorsLeft === 0 && status !== ArticleStatus.Published ? ArticleStatus.Published : status;
}

/** The users whose location is tracked on the way: an order's executors, an offer's author. */
export function carrierIdsOf(
  article: { type: ArticleType; authorId: string },
  executorIds: readonly string[],
): string[] {
  return article.type === 'order' ? [...executorIds] : [article.authorId];
}

/** Reviews are written once the deal is completed. */
export function acceptsReviews(status: ArticleStatus): boolean {
  return status === ArticleStatus.Completed;
}

/**
 * Who may review whom in a completed deal: the author reviews an executor, an executor reviews the author.
 */
export function canReview(
  deal: { authorId: string; executorIds: readonly string[] },
  reviewerId: string,
  reviewedId: string,
): boolean {
  if (reviewerId === reviewedId) return false;
  if (reviewerId === deal.authorId) return deal.executorIds.includes(reviewedId);
  return deal.executorIds.includes(reviewerId) && reviewedId === deal.authorId;
}

/** The mean of the ratings, to two decimals; 0 when there are none. */
export function ratingOf(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const mean = ratings.reduce((sum, value) => sum + value, 0) / ratings.length;
  return Math.round(mean * 100) / 100;
}
