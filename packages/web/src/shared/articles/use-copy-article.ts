import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TArticle, TArticleResponse } from '@fura/domain/article-schemas';
import { apiPost } from '../api/client';
import { getSocketId } from '../socket/socket-id';
import { showErrorToast, showSuccessToast } from '../ui/toast';
import { applyMyArticleChange } from './my-articles-cache';

export const COPY_DONE_MESSAGE = 'Копия сохранена в черновики';

/** POST /api/article/createArticle `{ articleId, socketId }`: a copy of one's own listing as a new draft. */
export function postCopyArticle(article: TArticle): Promise<TArticleResponse> {
  return apiPost<TArticleResponse>('/api/article/createArticle', {
    articleId: article._id,
    socketId: getSocketId(),
  });
}

/** Copies a listing; the new draft appears on top of the cached lists and the counts grow. */
export function useCopyArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postCopyArticle,
    onSuccess: (answer) => {
      applyMyArticleChange(client, answer.article, null);
      showSuccessToast(COPY_DONE_MESSAGE);
    },
    onError: showErrorToast,
  });
}
