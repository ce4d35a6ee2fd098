import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TArticle, TArticleResponse } from '@fura/domain/article-schemas';
import { ARTICLE_ACTION_PATHS, type ArticleAction } from '@fura/domain/article-transitions';
import type { TUserResponse } from '@fura/domain/user';
import { apiPost } from '../api/client';
import { SESSION_QUERY_KEY } from '../session/session-query';
import { getSocketId } from '../socket/socket-id';
import { showErrorToast, showSuccessToast } from '../ui/toast';
import { applyMyArticleChange } from './my-articles-cache';

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
      // An offer's author is its carrier: on the way, the server turns his location sending on.
      if (action === 'onWay' && answer.article.type === 'offer') {
        client.setQueryData<TUserResponse | null>(SESSION_QUERY_KEY, (session) =>
          session ? { ...session, user: { ...session.user, needSendLocation: true } } : session,
        );
      }
      showSuccessToast(
        action === 'draft' && article.status !== 2
          ? 'Объявление восстановлено в черновики'
          : DONE_MESSAGES[action],
      );
    },
    onError: showErrorToast,
  });
}
