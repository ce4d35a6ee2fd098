import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminUserResponse, TBanRequest, TRevokeSessionsResponse } from '@fura/domain/admin-users';
import { apiPost } from '../../../shared/api/client';
import { ADMIN_USERS_QUERY_KEY } from './query-keys';

/** A console action on a user: the lists and the card are read again after it. */
function useUserAction<Body, Answer>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiPost<Answer>(path, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
  });
}

/** POST /api/admin/users/ban `{ userId, days (null: for good), comment }`. */
export const useBanUser = () => useUserAction<TBanRequest, TAdminUserResponse>('/api/admin/users/ban');

/** POST /api/admin/users/unban `{ userId }`: the carrier gets back the tariff time the ban froze. */
export const useUnbanUser = () =>
  useUserAction<{ userId: string }, TAdminUserResponse>('/api/admin/users/unban');

/** POST /api/admin/users/revoke-sessions `{ userId }` → how many sessions were ended. */
export const useRevokeSessions = () =>
  useUserAction<{ userId: string }, TRevokeSessionsResponse>('/api/admin/users/revoke-sessions');

/** POST /api/admin/users/grant-admin `{ userId }`. */
export const useGrantAdmin = () =>
  useUserAction<{ userId: string }, TAdminUserResponse>('/api/admin/users/grant-admin');

/** POST /api/admin/users/revoke-admin `{ userId }`: 400 for the last admin. */
export const useRevokeAdmin = () =>
  useUserAction<{ userId: string }, TAdminUserResponse>('/api/admin/users/revoke-admin');
