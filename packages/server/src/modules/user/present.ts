import { PASSPORT_STATUSES, type PassportStatus } from '@fura/domain/passport';
import type { TPublicUser, TSessionUser } from '@fura/domain/user';
import { USER_ROLES, type UserRole } from '@fura/domain/users';
import type { UserRow } from '../../db/schema';
import { presentTrust, type TrustRow } from './trust-columns';

const AVATAR_KEY_PREFIX = 'avatars/';

/** The public URL of an avatar stored under `avatars/<name>` (served by the files module). */
export function avatarUrl(key: string | null): string | null {
  if (!key?.startsWith(AVATAR_KEY_PREFIX)) return null;
  return `/files/avatars/${key.slice(AVATAR_KEY_PREFIX.length)}`;
}

function passportStatus(value: string): PassportStatus {
  return PASSPORT_STATUSES.find((candidate) => candidate === value) ?? 'none';
}

function userRole(value: string): UserRole {
  const role = USER_ROLES.find((candidate) => candidate === value);
  if (!role) throw new Error(`Unknown user type in the database: ${value}`);
  return role;
}

/**
 * The logged-in user's own profile. Whitelists fields: never the password hash, sessions or the passport photo key.
 */
export function presentSessionUser(row: UserRow): TSessionUser {
  return {
    _id: row.id,
    type: userRole(row.type),
    name: { first: row.firstName, last: row.lastName },
    email: row.email,
    phone: row.phone,
    rating: row.rating,
    reviewsCount: row.reviewsCount,
    contract: { id: row.contractId },
    tariff: row.tariff,
    expiriesTariffAt: row.tariffExpiresAt ? row.tariffExpiresAt.toISOString() : null,
    isEnableAutoPay: row.isEnableAutoPay,
    isBan: row.isBan,
    banUntil: row.isBan ? (row.banUntil?.toISOString() ?? null) : null,
    banComment: row.isBan ? row.banComment : null,
    isPassportVerified: row.isPassportVerified,
    isPassportUploaded: row.isPassportUploaded,
    passportStatus: passportStatus(row.passportStatus),
    passportComment: row.passportComment,
    avatar: avatarUrl(row.avatar),
    needSendLocation: row.needSendLocation,
    homeBase: row.homeBase ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Another user's profile as anyone may see it: no e-mail, phone, tariff, passport or tokens; with `trust`, the trust
 * line's facts (his company as the register confirmed it, deals, «новый участник»).
 */
export function presentPublicUser(row: UserRow, trust?: TrustRow): TPublicUser {
  return {
    _id: row.id,
    type: userRole(row.type),
    name: { first: row.firstName, last: row.lastName },
    rating: row.rating,
    reviewsCount: row.reviewsCount,
    contract: { id: row.contractId },
    isPassportVerified: row.isPassportVerified,
    isBan: row.isBan,
    avatar: avatarUrl(row.avatar),
    createdAt: row.createdAt.toISOString(),
    ...(trust ? { trust: presentTrust(trust) } : {}),
  };
}
