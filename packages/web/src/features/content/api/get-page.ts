import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPage } from '@fura/domain/content';
import { apiGet } from '../../../shared/api/client';
import { pageQueryKey } from './query-keys';
import { retryServerFailures } from './retry';

/** GET /api/content/page/:slug (public) → one CMS page; 404 «Страница не найдена» for an unknown slug. */
export async function fetchPage(slug: string): Promise<TPage> {
  const answer = await apiGet<{ page: TPage }>(`/api/content/page/${encodeURIComponent(slug)}`);
  return answer.page;
}

export function cmsPageQuery(slug: string) {
  return queryOptions({
    queryKey: pageQueryKey(slug),
    queryFn: () => fetchPage(slug),
    staleTime: 5 * 60_000,
    retry: retryServerFailures,
  });
}

export function useCmsPage(slug: string) {
  return useQuery(cmsPageQuery(slug));
}
