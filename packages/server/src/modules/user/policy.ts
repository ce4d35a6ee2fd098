import { ERROR_MESSAGES } from '@fura/domain/errors';
import type { UserRow } from '../../db/schema';
import { forbidden } from '../../http/errors';

/** A banned user keeps read access to the own profile but may not change it. */
export function assertCanEditProfile(actor: UserRow): void {
  if (actor.isBan) throw forbidden(ERROR_MESSAGES.banned);
}
