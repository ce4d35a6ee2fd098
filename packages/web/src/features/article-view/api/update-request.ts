import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TArticle } from '@fura/domain/article-schemas';
import type { TRequestInputRaw } from '@fura/domain/deal-items';
import type { TRequestResponse, TUpdateRequestRequest } from '@fura/domain/deal-schemas';
import { apiPost } from '../../../shared/api/client';
import { getSocketId } from '../../../shared/socket/socket-id';
import { patchArticlePage, withRequestSaved } from './deal-cache';

export interface UpdateRequestVariables {
  article: TArticle;
  requestId: string;
  request: TRequestInputRaw;
}

/** POST /api/article/updateRequest `{ requestId, request, socketId }` → the edited request. */
export function postUpdateRequest({ requestId, request }: UpdateRequestVariables): Promise<TRequestResponse> {
  const body: TUpdateRequestRequest = { requestId, request, socketId: getSocketId() };
  return apiPost<TRequestResponse>('/api/article/updateRequest', body);
}

/** Errors are left to the form, which shows them inline. */
export function useUpdateRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postUpdateRequest,
    onSuccess: ({ request }, { article }) =>
      patchArticlePage(client, article, (current) => withRequestSaved(current, request)),
  });
}
