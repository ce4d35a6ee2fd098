import { useQueryClient } from '@tanstack/react-query';
import type { TArticle } from '@fura/domain/article-schemas';
import type { ArticleType } from '@fura/domain/articles';
import { articleQueryKey } from '../../shared/articles/my-articles-cache';
import { useSocketEvent } from '../../shared/socket/use-socket-event';
import { keepAuthorTrust } from '../../shared/users/keep-trust';

/**
 * Keeps the open listing live: a deal event about it puts the listing the event carries (presented for this user)
 * into the page, or reloads the page when the event carries only the change.
 */
export function useArticleRealtime(type: ArticleType, id: string): void {
  const client = useQueryClient();

  const refresh = (articleId: string, article?: TArticle) => {
    if (articleId !== id) return;
    const key = articleQueryKey(type, id);
    if (article && article.type === type) {
      client.setQueryData<TArticle>(key, (current) => keepAuthorTrust(article, current));
    } else {
      void client.invalidateQueries({ queryKey: key, exact: true });
    }
  };

  useSocketEvent('createRequest', ({ articleId }) => refresh(articleId));
  useSocketEvent('updateRequest', ({ articleId }) => refresh(articleId));
  useSocketEvent('deleteRequest', ({ articleId }) => refresh(articleId));
  useSocketEvent('setExecutor', ({ articleId, article }) => refresh(articleId, article));
  useSocketEvent('deleteExecutor', ({ articleId, article }) => refresh(articleId, article));
  useSocketEvent('setDelivered', ({ articleId }) => refresh(articleId));
  useSocketEvent('createArticleReview', ({ articleId }) => refresh(articleId));
  useSocketEvent('updateArticleReview', ({ articleId }) => refresh(articleId));
  useSocketEvent('editMyArticle', ({ article }) => refresh(article._id, article));
  useSocketEvent('updateStatusMyArticle', ({ articleId, article }) => refresh(articleId, article));
}
