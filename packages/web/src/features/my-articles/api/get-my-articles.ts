import { useInfiniteQuery } from '@tanstack/react-query';
import type { TGetMyArticlesResponse } from '@fura/domain/article-schemas';
import type { ArticleType } from '@fura/domain/articles';
import { apiPost } from '../../../shared/api/client';
import {
  hasMoreArticles,
  loadedCount,
  myArticlesQueryKey,
  myListStatuses,
  type MyListGroup,
} from '../../../shared/articles/my-articles-cache';

/** POST /api/article/getMyArticles `{ type: 'my', status?, offset }` — 6 per page, newest first, with countAll. */
export function fetchMyArticles(group: MyListGroup, offset: number): Promise<TGetMyArticlesResponse> {
  return apiPost<TGetMyArticlesResponse>('/api/article/getMyArticles', {
    type: 'my',
    ...(group === 'all' ? {} : { status: myListStatuses(group) }),
    offset,
  });
}

/**
 * One my-list, page by page. The next offset is how many listings the cache holds now, since listings move
 * in and out of a list while it is shown.
 */
export function useMyArticles(type: ArticleType, group: MyListGroup) {
  return useInfiniteQuery({
    queryKey: myArticlesQueryKey(type, group),
    queryFn: ({ pageParam }) => fetchMyArticles(group, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => {
      const data = { pages, pageParams: [] };
      return hasMoreArticles(data) ? loadedCount(data) : undefined;
    },
  });
}
