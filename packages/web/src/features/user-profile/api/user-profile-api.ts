import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TGetMyArticlesResponse } from '@fura/domain/article-schemas';
import type { TReviewsResponse } from '@fura/domain/review-schemas';
import type { TPublicUser } from '@fura/domain/user';
import { ApiError, apiPost } from '../../../shared/api/client';
import { hasMoreArticles, loadedCount } from '../../../shared/articles/my-articles-cache';
import {
  publicUserQueryKey,
  userArticlesQueryKey,
  userReviewsQueryKey,
} from '../../../shared/deals/query-keys';
import { nextReviewsOffset } from '../../../shared/deals/ReviewList';

/** POST /api/user/get `{ userId }` → the public profile; 404 for an unknown user. */
export function publicUserQuery(userId: string) {
  return queryOptions({
    queryKey: publicUserQueryKey(userId),
    queryFn: () => apiPost<{ user: TPublicUser }>('/api/user/get', { userId }).then((answer) => answer.user),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function usePublicUser(userId: string) {
  return useQuery(publicUserQuery(userId));
}

/** POST /api/review/getUserReviews `{ userId, offset }` — reviews about him, 10 per page (public). */
export function userReviewsQuery(userId: string) {
  return infiniteQueryOptions({
    queryKey: userReviewsQueryKey(userId),
    queryFn: ({ pageParam }) =>
      apiPost<TReviewsResponse>('/api/review/getUserReviews', { userId, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextReviewsOffset(pages),
  });
}

export function useUserReviews(userId: string) {
  return useInfiniteQuery(userReviewsQuery(userId));
}

/** POST /api/article/getUserArticles `{ userId, offset }` — his published listings, 6 per page (public). */
export function userArticlesQuery(userId: string) {
  return infiniteQueryOptions({
    queryKey: userArticlesQueryKey(userId),
    queryFn: ({ pageParam }) =>
      apiPost<TGetMyArticlesResponse>('/api/article/getUserArticles', { userId, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => {
      const data = { pages, pageParams: [] };
      return hasMoreArticles(data) ? loadedCount(data) : undefined;
    },
  });
}

export function useUserArticles(userId: string) {
  return useInfiniteQuery(userArticlesQuery(userId));
}
