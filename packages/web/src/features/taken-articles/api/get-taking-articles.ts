import { useInfiniteQuery } from '@tanstack/react-query';
import type { TGetMyArticlesResponse } from '@fura/domain/article-schemas';
import type { ArticleType } from '@fura/domain/articles';
import { apiPost } from '../../../shared/api/client';
import { hasMoreArticles, loadedCount } from '../../../shared/articles/my-articles-cache';
import {
  TAKING_FILTER_STATUSES,
  takingArticlesQueryKey,
  type TakingFilter,
} from '../../../shared/articles/taking-articles-cache';

/** POST /api/article/getMyArticles `{ type: 'taking', status?, offset }` — 6 per page, with countAll. */
export function fetchTakingArticles(filter: TakingFilter, offset: number): Promise<TGetMyArticlesResponse> {
  return apiPost<TGetMyArticlesResponse>('/api/article/getMyArticles', {
    type: 'taking',
    ...(filter === 'all' ? {} : { status: TAKING_FILTER_STATUSES[filter] }),
    offset,
  });
}

/** One taking list, page by page; the next offset is how many listings the cache holds now (they move live). */
export function useTakingArticles(type: ArticleType, filter: TakingFilter) {
  return useInfiniteQuery({
    queryKey: takingArticlesQueryKey(type, filter),
    queryFn: ({ pageParam }) => fetchTakingArticles(filter, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => {
      const data = { pages, pageParams: [] };
      return hasMoreArticles(data) ? loadedCount(data) : undefined;
    },
  });
}
