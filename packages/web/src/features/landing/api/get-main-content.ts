import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMainContent } from '@fura/domain/content';
import { apiGet } from '../../../shared/api/client';

export const MAIN_CONTENT_QUERY_KEY = ['content', 'main'] as const;

/** GET /api/content/main (public) → live figures and the latest six published orders as teasers. */
export function fetchMainContent(): Promise<TMainContent> {
  return apiGet<TMainContent>('/api/content/main');
}

export const mainContentQuery = queryOptions({
  queryKey: MAIN_CONTENT_QUERY_KEY,
  queryFn: fetchMainContent,
  staleTime: 60_000,
});

export function useMainContent() {
  return useQuery(mainContentQuery);
}
