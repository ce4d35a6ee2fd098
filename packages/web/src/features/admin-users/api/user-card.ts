import { useQuery } from '@tanstack/react-query';
import type { TUserCardResponse } from '@fura/domain/admin-users';
import { apiPost } from '../../../shared/api/client';
import { adminUserCardKey } from './query-keys';

/** POST /api/admin/users/get `{ userId }` → the user and his latest listings, deals, reviews, payments, sessions. */
export function useAdminUserCard(userId: string) {
  return useQuery({
    queryKey: adminUserCardKey(userId),
    queryFn: () => apiPost<TUserCardResponse>('/api/admin/users/get', { userId }),
  });
}
