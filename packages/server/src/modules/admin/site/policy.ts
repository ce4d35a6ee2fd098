import { ERROR_MESSAGES } from '@fura/domain/errors';
import type { UserRow } from '../../../db/schema';
import { forbidden, notFound } from '../../../http/errors';

/**
 * Site settings and tariff plans are an admin's to change (as requireAdmin answers): anyone else meets a console that
 * does not exist, a banned admin a refusal.
 */
export function assertAdmin(user: Pick<UserRow, 'type' | 'isBan'>): void {
  if (user.type !== 'admin') throw notFound();
  if (user.isBan) throw forbidden(ERROR_MESSAGES.banned);
}
