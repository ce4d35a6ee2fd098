import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewListKind, TReviewsResponse } from '@fura/domain/review-schemas';
import { apiPost } from '../../../shared/api/client';
import { reviewsQueryKey } from '../../../shared/deals/query-keys';
import { nextReviewsOffset } from '../../../shared/deals/ReviewList';

/** POST /api/review/getReviews `{ kind, offset }` — 10 per page, newest first, with countAll. */
export function fetchReviews(kind: ReviewListKind, offset: number): Promise<TReviewsResponse> {
  return apiPost<TReviewsResponse>('/api/review/getReviews', { kind, offset });
}

export function useReviews(kind: ReviewListKind) {
  return useInfiniteQuery({
    queryKey: reviewsQueryKey(kind),
    queryFn: ({ pageParam }) => fetchReviews(kind, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextReviewsOffset(pages),
  });
}
