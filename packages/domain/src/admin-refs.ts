import { z } from 'zod';
import { USER_ROLES } from './users';

/** Pieces shared by the admin console's contracts (issue 12). */

export const ADMIN_MESSAGES = {
  badId: 'Некорректный идентификатор',
  badPage: 'Некорректный номер страницы',
} as const;

/** A record's id as the console sends it back (a uuid). */
export function adminId(message: string = ADMIN_MESSAGES.badId) {
  return z.uuid({ error: message });
}

/** `page` of a paged console list: 1 and up. */
export const ZAdminPage = z
  .number({ error: ADMIN_MESSAGES.badPage })
  .int(ADMIN_MESSAGES.badPage)
  .min(1, ADMIN_MESSAGES.badPage)
  .max(100_000, ADMIN_MESSAGES.badPage)
  .default(1);

/** A user as the console names him beside a record (target, author, the admin who acted). */
export const ZAdminUserRef = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(USER_ROLES),
});
export type TAdminUserRef = z.infer<typeof ZAdminUserRef>;
