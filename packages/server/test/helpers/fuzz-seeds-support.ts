import { randomUUID } from 'node:crypto';
import type { Seed } from './fuzz-seeds';

/** Seeds of the support routes (issue 13): opening support as a user, the console's inbox as the admin. */
export function supportSeeds(): Record<string, Seed> {
  const admin = (body: () => Record<string, unknown>): Seed => ({ as: 'admin', body });
  return {
    'POST /api/support/open': { as: 'cargo', body: () => ({}) },
    'POST /api/admin/support/dialogs': admin(() => ({ offset: 0 })),
    'POST /api/admin/support/messages': admin(() => ({ dialogId: randomUUID() })),
    'POST /api/admin/support/send': admin(() => ({ dialogId: randomUUID(), text: 'Здравствуйте' })),
    'POST /api/admin/support/read': admin(() => ({ dialogId: randomUUID() })),
  };
}
