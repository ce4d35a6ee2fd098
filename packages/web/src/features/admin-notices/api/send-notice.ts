import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNoticeSendRequest, TNoticeSendResponse } from '@fura/domain/admin-notices';
import { apiPost } from '../../../shared/api/client';
import { NOTICES_QUERY_KEY } from './query-keys';

/** POST /api/admin/notices/send: answered at once (status «sending»); the list then shows the delivery. */
export function useSendNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TNoticeSendRequest) => apiPost<TNoticeSendResponse>('/api/admin/notices/send', body),
    onSuccess: () => client.invalidateQueries({ queryKey: NOTICES_QUERY_KEY }),
  });
}
