import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TModerationQueueResponse } from '@fura/domain/passport';
import { apiPost } from '../../../shared/api/client';
import { moderationQueueKey } from './query-keys';

/** POST /api/admin/moderation/queue `{ page }` → the passports and vehicles waiting, the oldest upload first. */
export function fetchModerationQueue(page: number): Promise<TModerationQueueResponse> {
  return apiPost<TModerationQueueResponse>('/api/admin/moderation/queue', { page });
}

export function useModerationQueue(page: number) {
  return useQuery({
    queryKey: moderationQueueKey(page),
    queryFn: () => fetchModerationQueue(page),
    placeholderData: keepPreviousData,
  });
}
