import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ArticleType } from '@fura/domain/articles';
import type { TSearchRequest, TSearchResponse } from '@fura/domain/search';
import { apiPost } from '../../../shared/api/client';
import { toSearchRequest, type SearchFilters } from '../../../shared/search/search-params';

/** POST /api/article/search: one page (6) of published listings matching the filters. */
export function postSearch(body: TSearchRequest): Promise<TSearchResponse> {
  return apiPost<TSearchResponse>('/api/article/search', body);
}

export function searchQueryKey(type: ArticleType, filters: SearchFilters) {
  return ['article-search', type, toSearchRequest(filters, 0, type)] as const;
}

/** Pages of search results; the next page starts after the listings already loaded while the server says `hasMore`. */
export function searchArticlesQuery(type: ArticleType, filters: SearchFilters) {
  return infiniteQueryOptions({
    queryKey: searchQueryKey(type, filters),
    queryFn: ({ pageParam }) => postSearch(toSearchRequest(filters, pageParam, type)),
    initialPageParam: 0,
    getNextPageParam: (last: TSearchResponse, pages: TSearchResponse[]) =>
      last.hasMore ? pages.reduce((sum, page) => sum + page.articles.length, 0) : undefined,
    staleTime: 30_000,
  });
}

export function useSearchArticles(type: ArticleType, filters: SearchFilters, enabled: boolean) {
  return useInfiniteQuery({
    ...searchArticlesQuery(type, filters),
    placeholderData: keepPreviousData,
    enabled,
  });
}
