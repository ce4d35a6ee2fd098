import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TNoticeListResponse } from '@fura/domain/admin-notices';
import { apiPost } from '../../../shared/api/client';
import { noticesPageKey } from './query-keys';

/** While a notice is being delivered its progress is read again this often. */
export const NOTICES_POLL_MS = 2000;

/** POST /api/admin/notices/list `{ page }` → the notices, newest first, with `sent` of `total`. */
export function fetchNotices(page: number): Promise<TNoticeListResponse> {
  return apiPost<TNoticeListResponse>('/api/admin/notices/list', { page });
}

export function useNotices(page: number) {
  return useQuery({
    queryKey: noticesPageKey(page),
    queryFn: () => fetchNotices(page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.notices.some((notice) => notice.status === 'sending') ? NOTICES_POLL_MS : false,
  });
}
