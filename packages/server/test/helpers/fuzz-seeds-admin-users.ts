import type { Seed } from './fuzz-seeds';

/**
 * Seeds of the console's «Пользователи» routes (issue 12). The fuzz has no admin identity: these routes answer its
 * users 404 before reading the body, which the fuzz still checks is never a 5xx.
 */
export function adminUsersSeeds(): Record<string, Seed> {
  const nobody = '00000000-0000-4000-8000-000000000000';
  const user = (): Seed => ({ as: 'cargo', body: () => ({ userId: nobody }) });
  return {
    'POST /api/admin/users/list': {
      as: 'cargo',
      body: () => ({
        query: 'Иван',
        role: 'carrier',
        banned: false,
        passport: 'none',
        tariff: 'active',
        page: 1,
      }),
    },
    'POST /api/admin/users/get': user(),
    'POST /api/admin/users/ban': { as: 'cargo', body: () => ({ userId: nobody, days: 3, comment: 'Спам' }) },
    'POST /api/admin/users/unban': user(),
    'POST /api/admin/users/revoke-sessions': user(),
    'POST /api/admin/users/grant-admin': user(),
    'POST /api/admin/users/revoke-admin': user(),
  };
}
