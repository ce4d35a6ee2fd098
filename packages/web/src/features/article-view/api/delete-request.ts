import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TArticle } from '@fura/domain/article-schemas';
import type { TDeleteRequestRequest, ZDeleteRequestResponse } from '@fura/domain/deal-schemas';
import { apiPost } from '../../../shared/api/client';
import { getSocketId } from '../../../shared/socket/socket-id';
import { showErrorToast, showSuccessToast } from '../../../shared/ui/toast';
import { patchArticlePage, withRequestRemoved } from './deal-cache';

type DeleteRequestResponse = z.infer<typeof ZDeleteRequestResponse>;

export interface DeleteRequestVariables {
  article: TArticle;
  requestId: string;
}

/** POST /api/article/deleteRequest `{ requestId, socketId }` → `{ requestId, articleId }`. */
export function postDeleteRequest({ requestId }: DeleteRequestVariables): Promise<DeleteRequestResponse> {
  const body: TDeleteRequestRequest = { requestId, socketId: getSocketId() };
  return apiPost<DeleteRequestResponse>('/api/article/deleteRequest', body);
}

export function useDeleteRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postDeleteRequest,
    onSuccess: ({ requestId }, { article }) => {
      patchArticlePage(client, article, (current) => withRequestRemoved(current, requestId));
      showSuccessToast('Заявка отозвана');
    },
    onError: showErrorToast,
  });
}
