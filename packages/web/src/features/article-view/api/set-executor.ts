import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TArticle } from '@fura/domain/article-schemas';
import type { TExecutorRequest, ZExecutorResponse } from '@fura/domain/deal-schemas';
import { apiPost } from '../../../shared/api/client';
import { getSocketId } from '../../../shared/socket/socket-id';
import { showErrorToast, showSuccessToast } from '../../../shared/ui/toast';
import { putArticle } from './deal-cache';

export type ExecutorResponse = z.infer<typeof ZExecutorResponse>;

export interface ExecutorVariables {
  article: TArticle;
  executorId: string;
}

/** POST /api/article/setExecutor or deleteExecutor `{ executorId, articleId, socketId }` → the author's listing. */
export function postExecutorCall(
  path: 'setExecutor' | 'deleteExecutor',
  { article, executorId }: ExecutorVariables,
): Promise<ExecutorResponse> {
  const body: TExecutorRequest = { executorId, articleId: article._id, socketId: getSocketId() };
  return apiPost<ExecutorResponse>(`/api/article/${path}`, body);
}

/** The author picks a requester as executor; an order moves to «Исполнитель выбран». */
export function useSetExecutor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: ExecutorVariables) => postExecutorCall('setExecutor', variables),
    onSuccess: (answer, { article }) => {
      putArticle(client, answer.article, article, true);
      showSuccessToast('Исполнитель выбран');
    },
    onError: showErrorToast,
  });
}
