import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showErrorToast, showSuccessToast } from '../../../shared/ui/toast';
import { putArticle } from './deal-cache';
import { postExecutorCall, type ExecutorVariables } from './set-executor';

/** The author removes an executor (his request stays); without executors the listing is published again. */
export function useDeleteExecutor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: ExecutorVariables) => postExecutorCall('deleteExecutor', variables),
    onSuccess: (answer, { article }) => {
      putArticle(client, answer.article, article, true);
      showSuccessToast('Исполнитель снят');
    },
    onError: showErrorToast,
  });
}
