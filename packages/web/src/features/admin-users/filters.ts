import { TARIFF_STATES, type TariffState, type TUserSearchInput } from '@fura/domain/admin-users';
import { PASSPORT_STATUSES, type PassportStatus } from '@fura/domain/passport';
import { USER_ROLES, type UserRole } from '@fura/domain/users';

/** The list's filters live in the address (`?q=…&role=…&page=2`): a card's «back» and a reload keep them. */

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null;
}

export function filtersFromParams(params: URLSearchParams): TUserSearchInput {
  const banned = params.get('banned');
  const page = Number(params.get('page'));
  const filters: TUserSearchInput = {
    query: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  const role: UserRole | null = oneOf(USER_ROLES, params.get('role'));
  const passport: PassportStatus | null = oneOf(PASSPORT_STATUSES, params.get('passport'));
  const tariff: TariffState | null = oneOf(TARIFF_STATES, params.get('tariff'));
  if (role) filters.role = role;
  if (banned === 'yes' || banned === 'no') filters.banned = banned === 'yes';
  if (passport) filters.passport = passport;
  if (tariff) filters.tariff = tariff;
  return filters;
}

/** Changes one filter (null removes it); any change but the page's goes back to page 1. */
export function withFilter(params: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  if (name !== 'page') next.delete('page');
  return next;
}
