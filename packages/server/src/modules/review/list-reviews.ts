import { REVIEWS_PER_PAGE } from '@fura/domain/constants';
import { DEAL_MESSAGES } from '@fura/domain/deal-items';
import type { ReviewListKind, TReviewsResponse } from '@fura/domain/review-schemas';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/errors';
import { findDealUsers, presentReview } from '../listing/deal-data';
import { countReviews, listReviews, userExists, type ReviewSide } from './repo';

/** 'my' = reviews the caller wrote; 'me' = reviews about the caller. */
const SIDE_OF_KIND: Record<ReviewListKind, ReviewSide> = { my: 'author', me: 'user' };

async function reviewsPage(
  deps: Pick<AppDeps, 'db'>,
  side: ReviewSide,
  userId: string,
  offset: number,
): Promise<TReviewsResponse> {
  const [rows, countAll] = await Promise.all([
    listReviews(deps.db, side, userId, offset, REVIEWS_PER_PAGE),
    countReviews(deps.db, side, userId),
  ]);
  const people = await findDealUsers(
    deps.db,
    rows.flatMap(({ review }) => [review.authorId, review.userId]),
  );
  const reviews = rows.flatMap(({ review, articleType }) => {
    const author = people.get(review.authorId);
    const user = people.get(review.userId);
    return author && user ? [presentReview(review, articleType, author, user)] : [];
  });
  return { error: false, reviews, countAll };
}

/** review/getReviews: one page (10) of the caller's reviews, newest first. */
export function getReviews(
  deps: Pick<AppDeps, 'db'>,
  callerId: string,
  query: { kind: ReviewListKind; offset: number },
): Promise<TReviewsResponse> {
  return reviewsPage(deps, SIDE_OF_KIND[query.kind], callerId, query.offset);
}

/** review/getUserReviews: one page of the reviews about a user, for his public profile (guests too). */
export async function getUserReviews(
  deps: Pick<AppDeps, 'db'>,
  query: { userId: string; offset: number },
): Promise<TReviewsResponse> {
  if (!(await userExists(deps.db, query.userId))) throw notFound(DEAL_MESSAGES.userNotFound);
  return reviewsPage(deps, 'user', query.userId, query.offset);
}
