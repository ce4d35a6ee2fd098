import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TArticle } from '@fura/domain/article-schemas';
import type { TRequestInputRaw } from '@fura/domain/deal-items';
import type { TCreateRequestRequest, TRequestResponse } from '@fura/domain/deal-schemas';
import { apiPost } from '../../../shared/api/client';
import { getSocketId } from '../../../shared/socket/socket-id';
import { patchArticlePage, withRequestSaved } from './deal-cache';

export interface CreateRequestVariables {
  article: TArticle;
  request: TRequestInputRaw;
}

/** POST /api/article/createRequest `{ articleId, request, socketId }` → the new request (the caller's own). */
export function postCreateRequest({ article, request }: CreateRequestVariables): Promise<TRequestResponse> {
  const body: TCreateRequestRequest = { articleId: article._id, request, socketId: getSocketId() };
  return apiPost<TRequestResponse>('/api/article/createRequest', body);
}

/** Errors are left to the form, which shows them inline. */
export function useCreateRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postCreateRequest,
    onSuccess: ({ request }, { article }) =>
      patchArticlePage(client, article, (current) => withRequestSaved(current, request)),
  });
}
