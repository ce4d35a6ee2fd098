import { PASSPORT_STATUSES, type PassportStatus } from '@fura/domain/passport';
import type { TAdminUser, TUserCard } from '@fura/domain/admin-users';
import type { TAdminUserRef } from '@fura/domain/admin-refs';
import { USER_ROLES, type UserRole } from '@fura/domain/users';
import type { UserRow } from '../../../db/schema';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

function roleOf(value: string | null): UserRole | null {
  return USER_ROLES.find((role) => role === value) ?? null;
}

function passportOf(value: string): PassportStatus {
  return PASSPORT_STATUSES.find((status) => status === value) ?? 'none';
}

/** A user as the console lists him: never the password hash, the passport photo key or the payment method. */
export function presentAdminUser(row: UserRow): TAdminUser {
  return {
    _id: row.id,
    type: roleOf(row.type) ?? 'cargo',
    name: { first: row.firstName, last: row.lastName },
    email: row.email,
    phone: row.phone,
    isBan: row.isBan,
    banUntil: iso(row.banUntil),
    banComment: row.banComment,
    passportStatus: passportOf(row.passportStatus),
    tariff: row.tariff,
    expiriesTariffAt: iso(row.tariffExpiresAt),
    roleBeforeAdmin: roleOf(row.roleBeforeAdmin),
    rating: row.rating,
    reviewsCount: row.reviewsCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The user card's header: the list fields and what the card adds. */
export function presentUserCard(row: UserRow): TUserCard {
  return {
    ...presentAdminUser(row),
    contractId: row.contractId,
    isEnableAutoPay: row.isEnableAutoPay,
    banStartedAt: iso(row.banStartedAt),
    banTariffLeftMs: row.banTariffLeftMs,
    passportComment: row.passportComment,
    onlineAt: iso(row.onlineAt),
  };
}

/** A user named beside a record of the card (a listing's author, a review's author). */
export function presentUserRef(row: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'type'>): TAdminUserRef {
  return {
    _id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    type: roleOf(row.type) ?? 'cargo',
  };
}
