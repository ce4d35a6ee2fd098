import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TUserSearchInput, TUserSearchResponse } from '@fura/domain/admin-users';
import { apiPost } from '../../../shared/api/client';
import { adminUsersListKey } from './query-keys';

/** POST /api/admin/users/list `{ query, role?, banned?, passport?, tariff?, page }` → 20 users and the count of all. */
export function fetchAdminUsers(filters: TUserSearchInput): Promise<TUserSearchResponse> {
  return apiPost<TUserSearchResponse>('/api/admin/users/list', filters);
}

/** The previous page stays on screen while the next one loads. */
export function useAdminUsers(filters: TUserSearchInput) {
  return useQuery({
    queryKey: adminUsersListKey(filters),
    queryFn: () => fetchAdminUsers(filters),
    placeholderData: keepPreviousData,
  });
}
