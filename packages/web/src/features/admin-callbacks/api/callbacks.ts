import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCallbackListResponse,
  TCallbackMarkRequest,
  TCallbackMarkResponse,
} from '@fura/domain/admin-callbacks';
import { apiPost } from '../../../shared/api/client';

/** React Query keys of the console's callback requests; every key starts with `admin-callbacks`. */
export const CALLBACKS_QUERY_KEY = ['admin-callbacks'] as const;

/** POST /api/admin/callbacks/list `{ page, onlyUnhandled }` → the requests, newest first. */
export function useCallbacks(page: number, onlyUnhandled: boolean) {
  return useQuery({
    queryKey: [...CALLBACKS_QUERY_KEY, 'list', page, onlyUnhandled] as const,
    queryFn: () => apiPost<TCallbackListResponse>('/api/admin/callbacks/list', { page, onlyUnhandled }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/callbacks/mark `{ callbackId, handled }`: «обработан», or the mark taken back. */
export function useMarkCallback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCallbackMarkRequest) =>
      apiPost<TCallbackMarkResponse>('/api/admin/callbacks/mark', body),
    onSettled: () => client.invalidateQueries({ queryKey: CALLBACKS_QUERY_KEY }),
  });
}
