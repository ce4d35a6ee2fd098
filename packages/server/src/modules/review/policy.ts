import { ARTICLE_MESSAGES } from '@fura/domain/article-schemas';
import { ArticleStatus, isArticleStatus } from '@fura/domain/articles';
import { DEAL_MESSAGES, REVIEW_MESSAGES } from '@fura/domain/deal-items';
import { acceptsReviews, canReview } from '@fura/domain/deal-rules';
import { badRequest, forbidden, notFound } from '../../http/errors';

/** What the review policy needs to know about a listing's deal. */
export interface ReviewDeal {
  authorId: string;
  status: number;
  executorIds: readonly string[];
}

/** The two sides of a deal: its author and its executors (requesters who were not picked are not). */
function isDealSide(deal: ReviewDeal, userId: string): boolean {
  return deal.authorId === userId || deal.executorIds.includes(userId);
}

/**
 * The actor may review `reviewedId` for this deal. In order: an unknown listing, or another's draft, is "not found";
 * an unknown reviewed user too; someone outside the deal is forbidden; the deal must be completed; and the reviewed
 * user must be the other side (author ↔ executor), never oneself.
 */
export function assertCanReview(
  deal: ReviewDeal | null,
  actorId: string,
  reviewedId: string,
  reviewedExists: boolean,
): asserts deal is ReviewDeal {
  if (!deal) throw notFound(ARTICLE_MESSAGES.notFound);
  const side = isDealSide(deal, actorId);
  if (!side && deal.status === ArticleStatus.Draft) throw notFound(ARTICLE_MESSAGES.notFound);
  if (!reviewedExists) throw notFound(DEAL_MESSAGES.userNotFound);
  if (!side) throw forbidden(REVIEW_MESSAGES.notParticipant);
  if (!isArticleStatus(deal.status) || !acceptsReviews(deal.status)) {
    throw badRequest(REVIEW_MESSAGES.notCompleted);
  }
  if (!canReview(deal, actorId, reviewedId)) throw badRequest(REVIEW_MESSAGES.wrongTarget, 'userId');
}
