import { AUTH_MESSAGES } from '@fura/domain/credentials';
import type { UserRow } from '../../db/schema';
import { forbidden } from '../../http/errors';

/** A banned user may not open new sessions. Checked only after the password matched. */
export function assertCanLogIn(user: UserRow): void {
  if (user.isBan) throw forbidden(AUTH_MESSAGES.banned);
}
