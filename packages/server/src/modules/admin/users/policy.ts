import { ADMIN_USER_MESSAGES } from '@fura/domain/admin-users';
import type { UserRow } from '../../../db/schema';
import { badRequest, conflict } from '../../../http/errors';
import { SUPPORT_ACCOUNT_EMAIL } from '../../dialog/support-account';

/** An admin bans anyone but himself and other admins (their role is taken away first). */
export function assertCanBan(admin: UserRow, target: UserRow): void {
  if (target.id === admin.id) throw badRequest(ADMIN_USER_MESSAGES.banSelf, 'userId');
  if (target.type === 'admin') throw badRequest(ADMIN_USER_MESSAGES.banAdmin, 'userId');
}

export function assertBanned(target: UserRow): void {
  if (!target.isBan) throw conflict(ADMIN_USER_MESSAGES.notBanned, 'userId');
}

/** The admin role goes to a cargo owner or a carrier who is not banned. */
export function assertCanGrantAdmin(target: UserRow): void {
  if (target.type === 'admin') throw conflict(ADMIN_USER_MESSAGES.alreadyAdmin, 'userId');
  if (target.isBan) throw badRequest(ADMIN_USER_MESSAGES.grantBanned, 'userId');
}

/** The console must keep an admin: the role is not taken from the last one (himself included). */
export function assertCanRevokeAdmin(target: UserRow, adminIds: readonly string[]): void {
  if (target.type !== 'admin') throw conflict(ADMIN_USER_MESSAGES.notAdmin, 'userId');
  // The support account keeps its role: as a cargo owner it could be banned, and support would close for everyone.
  if (target.email === SUPPORT_ACCOUNT_EMAIL) throw badRequest(ADMIN_USER_MESSAGES.lastAdmin, 'userId');
  if (adminIds.filter((id) => id !== target.id).length === 0)
    throw badRequest(ADMIN_USER_MESSAGES.lastAdmin, 'userId');
}
