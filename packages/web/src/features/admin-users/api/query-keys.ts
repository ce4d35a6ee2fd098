import type { TUserSearchInput } from '@fura/domain/admin-users';

/** React Query keys of the console's «Пользователи»; every key starts with `admin-users`. */
export const ADMIN_USERS_QUERY_KEY = ['admin-users'] as const;

export function adminUsersListKey(filters: TUserSearchInput) {
  return ['admin-users', 'list', filters] as const;
}

export function adminUserCardKey(userId: string) {
  return ['admin-users', 'card', userId] as const;
}
