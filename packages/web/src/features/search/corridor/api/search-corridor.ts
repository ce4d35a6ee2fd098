import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ArticleType } from '@fura/domain/articles';
import type { TCorridorRequest, TCorridorResponse } from '@fura/domain/corridor-search';
import { apiPost } from '../../../../shared/api/client';
import { toCorridorRequest, type CorridorFilters } from '../../../../shared/search/corridor-params';

/** POST /api/article/corridor: one page of published listings along the route, each with its detour. */
export function postCorridor(body: TCorridorRequest): Promise<TCorridorResponse> {
  return apiPost<TCorridorResponse>('/api/article/corridor', body);
}

export function corridorQueryKey(type: ArticleType, filters: CorridorFilters) {
  return ['article-corridor', type, toCorridorRequest(filters, 0, type)] as const;
}

/**
 * Pages of corridor results; the next page starts after the results already loaded while the server says
 * `hasMore`. Waits (disabled) while the route lacks an end or the form holds an invalid value.
 */
export function useCorridorSearch(type: ArticleType, filters: CorridorFilters, enabled: boolean) {
  const first = toCorridorRequest(filters, 0, type);
  return useInfiniteQuery({
    queryKey: corridorQueryKey(type, filters),
    queryFn: ({ pageParam }) => {
      const request = toCorridorRequest(filters, pageParam, type);
      if (!request) throw new Error('The corridor search needs a departure and a destination');
      return postCorridor(request);
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.hasMore ? pages.reduce((sum, page) => sum + page.results.length, 0) : undefined,
    placeholderData: keepPreviousData,
    enabled: enabled && first !== null,
    staleTime: 30_000,
  });
}

export type CorridorQuery = ReturnType<typeof useCorridorSearch>;
