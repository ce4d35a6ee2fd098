import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TArticleResponse } from '@fura/domain/article-schemas';
import { ARTICLE_ACTION_PATHS } from '@fura/domain/article-transitions';
import { ArticleStatus, type ArticleType } from '@fura/domain/articles';
import { FRESHNESS_MESSAGES, type ConfirmAction } from '@fura/domain/listing-freshness';
import { apiPost } from '../api/client';
import { getSocketId } from '../socket/socket-id';
import { showErrorToast, showSuccessToast } from '../ui/toast';
import { applyMyArticleChange } from './my-articles-cache';

export interface ConfirmAnswerVariables {
  articleId: string;
  type: ArticleType;
  answer: ConfirmAction;
}

/**
 * The author's answer to «Заказ ещё актуален?» (issue 26): «Да, актуален» is POST /api/article/confirm-current,
 * «Снять с публикации» the usual draftArticle. Both answer the listing as it is now.
 */
export function postConfirmAnswer({ articleId, answer }: ConfirmAnswerVariables): Promise<TArticleResponse> {
  const path =
    answer === 'confirm' ? '/api/article/confirm-current' : `/api/article/${ARTICLE_ACTION_PATHS.draft}`;
  return apiPost<TArticleResponse>(path, { articleId, socketId: getSocketId() });
}

/** The answer from the bell or the listing page: the listing moves in the cached lists and its page; a toast says so. */
export function useConfirmAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postConfirmAnswer,
    onSuccess: (response, { answer, type }) => {
      applyMyArticleChange(client, response.article, ArticleStatus.Published);
      showSuccessToast(
        answer === 'confirm' ? FRESHNESS_MESSAGES.confirmed[type] : FRESHNESS_MESSAGES.unpublished[type],
      );
    },
    onError: showErrorToast,
  });
}
