import { useQuery } from '@tanstack/react-query';
import type { TArticle, TGetMyArticlesResponse } from '@fura/domain/article-schemas';
import { ArticleStatus } from '@fura/domain/articles';
import { returnLoadDeals } from '@fura/domain/return-load';
import { apiPost } from '../../../../shared/api/client';

const DEAL_STATUSES = [ArticleStatus.ExecutorSelected, ArticleStatus.OnTheWay, ArticleStatus.Completed];

function fetchList(type: 'my' | 'taking'): Promise<TGetMyArticlesResponse> {
  return apiPost<TGetMyArticlesResponse>('/api/article/getMyArticles', {
    type,
    status: DEAL_STATUSES,
    offset: 0,
  });
}

/**
 * The carrier's deals a return load can follow (domain/return-load.ts), the most recent first: the latest page of
 * the orders he took and of his own offers in work or completed (getMyArticles lists the newest first).
 */
export async function fetchReturnLoadDeals(carrierId: string, now: Date): Promise<TArticle[]> {
  const [taken, own] = await Promise.all([fetchList('taking'), fetchList('my')]);
  return returnLoadDeals([...taken.articles, ...own.articles], carrierId, now);
}

export function useReturnLoadDeals(carrierId: string | null) {
  return useQuery({
    queryKey: ['return-load-deals', carrierId],
    queryFn: () => fetchReturnLoadDeals(carrierId ?? '', new Date()),
    enabled: carrierId !== null,
    staleTime: 30_000,
  });
}
