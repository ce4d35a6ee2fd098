import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TArticle, TArticleResponse } from '@fura/domain/article-schemas';
import { ARTICLE_ACTION_PATHS, type ArticleAction } from '@fura/domain/article-transitions';
import { apiPost } from '../api/client';
import { getSocketId } from '../socket/socket';
import { showErrorToast, showSuccessToast } from '../ui/toast';
import { applyMyArticleChange } from './my-articles-cache';

/** The status actions an author takes from the lists and the listing page; the rest need an executor (deals). */
export const OWNER_ACTIONS: readonly ArticleAction[] = ['publish', 'draft', 'cancel', 'delete'];

const DONE_MESSAGES: Record<ArticleAction, string> = {
  draft: 'Объявление перенесено в черновики',
  publish: 'Объявление опубликовано',
  equip: 'Исполнитель выбран',
  onWay: 'Груз в пути',
  complete: 'Перевозка завершена',
  cancel: 'Объявление отменено',
  delete: 'Объявление перенесено в корзину',
};

export interface ArticleActionVariables {
  action: ArticleAction;
  article: TArticle;
}

/** POST /api/article/<verb> `{ articleId, socketId }` → the listing with its new status. */
export function postArticleAction({ action, article }: ArticleActionVariables): Promise<TArticleResponse> {
  return apiPost<TArticleResponse>(`/api/article/${ARTICLE_ACTION_PATHS[action]}`, {
    articleId: article._id,
    socketId: getSocketId(),
  });
}

/**
 * A status action: on success the listing moves through the cached lists and counts (this tab updates from the
 * answer; other tabs from the event); a refusal shows the server's message and changes nothing.
 */
export function useArticleAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postArticleAction,
    onSuccess: (answer, { action, article }) => {
      applyMyArticleChange(client, answer.article, article.status);
      showSuccessToast(
        action === 'draft' && article.status !== 2
          ? 'Объявление восстановлено в черновики'
          : DONE_MESSAGES[action],
      );
    },
    onError: showErrorToast,
  });
}
