import { useQuery } from '@tanstack/react-query';
import type { TArticleResponse } from '@fura/domain/article-schemas';
import type { ArticleType } from '@fura/domain/articles';
import { apiPost } from '../../../shared/api/client';

export const editedArticleKey = (type: ArticleType, id: string) => ['article-form', type, id] as const;

/** POST /api/article/getUserArticle { id, type } — the listing to edit, always fresh from the server. */
export function useEditedArticle(type: ArticleType, id: string) {
  return useQuery({
    queryKey: editedArticleKey(type, id),
    queryFn: () => apiPost<TArticleResponse>('/api/article/getUserArticle', { id, type }),
    select: (answer) => answer.article,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
