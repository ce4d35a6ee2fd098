import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TArticle, TArticleResponse } from '@fura/domain/article-schemas';
import type { TSetRequestCancelRequest } from '@fura/domain/deal-schemas';
import { apiPost } from '../../../shared/api/client';
import { getSocketId } from '../../../shared/socket/socket-id';
import { showErrorToast, showSuccessToast } from '../../../shared/ui/toast';
import { putArticle } from './deal-cache';

export interface RequestCancelVariables {
  article: TArticle;
  /** The executor himself. */
  userId: string;
}

/** POST /api/article/setRequestCancel `{ articleId, deliveredUser, socketId }` → the listing as he sees it. */
export function postSetRequestCancel({ article, userId }: RequestCancelVariables): Promise<TArticleResponse> {
  const body: TSetRequestCancelRequest = {
    articleId: article._id,
    deliveredUser: userId,
    socketId: getSocketId(),
  };
  return apiPost<TArticleResponse>('/api/article/setRequestCancel', body);
}

/** The executor asks the author to remove him. */
export function useSetRequestCancel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postSetRequestCancel,
    onSuccess: (answer, { article }) => {
      putArticle(client, answer.article, article, false);
      showSuccessToast('Автор получит вашу просьбу снять вас с исполнения');
    },
    onError: showErrorToast,
  });
}
