import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TArticle, TArticleResponse } from '@fura/domain/article-schemas';
import type { ArticleType } from '@fura/domain/articles';
import { ApiError, apiPost } from '../../../shared/api/client';
import { articleQueryKey } from '../../../shared/articles/my-articles-cache';

/**
 * POST /api/article/getUserArticle (logged in: published ones and one's own in any status) or getArticle
 * (guest: published only) `{ id, type }`.
 */
export async function fetchArticle(type: ArticleType, id: string, loggedIn: boolean): Promise<TArticle> {
  const path = loggedIn ? '/api/article/getUserArticle' : '/api/article/getArticle';
  const answer = await apiPost<TArticleResponse>(path, { id, type });
  return answer.article;
}

/** The listing is missing, unpublished or not ours to see: the server answers 404 (400 for a malformed id). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** One listing; the key is shared with the my-lists cache so status changes and socket events update it. */
export function articleQuery(type: ArticleType, id: string, loggedIn: boolean) {
  return queryOptions({
    queryKey: articleQueryKey(type, id),
    queryFn: () => fetchArticle(type, id, loggedIn),
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status > 0 && error.status < 500) && failures < 1,
  });
}

export function useArticle(type: ArticleType, id: string, loggedIn: boolean) {
  return useQuery(articleQuery(type, id, loggedIn));
}
