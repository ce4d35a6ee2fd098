import type { Seed } from './fuzz-seeds';

/**
 * Seeds of the passport routes (issue 12). The fuzz has no admin identity: the console's routes answer its users 404
 * before reading the body, which the fuzz still checks is never a 5xx.
 */
export function passportSeeds(): Record<string, Seed> {
  const nobody = '00000000-0000-4000-8000-000000000000';
  return {
    'GET /api/user/passport-photo': { as: 'cargo' },
    'POST /api/admin/moderation/queue': { as: 'cargo', body: () => ({ page: 1 }) },
    'POST /api/admin/moderation/decide': {
      as: 'cargo',
      body: () => ({
        userId: nobody,
        uploadedAt: new Date().toISOString(),
        decision: 'reject',
        comment: 'Нечитаемо',
      }),
    },
    'GET /api/admin/moderation/photo/:userId': { as: 'cargo', params: () => ({ userId: nobody }) },
  };
}
