import { inArray } from 'drizzle-orm';
import type { TAdminUserRef } from '@fura/domain/admin-refs';
import { USER_ROLES, type UserRole } from '@fura/domain/users';
import type { Db } from '../../../db/connect';
import { users } from '../../../db/schema';

function roleOf(type: string): UserRole {
  return (USER_ROLES as readonly string[]).includes(type) ? (type as UserRole) : 'cargo';
}

/** A user as the console names him: id, «Имя Фамилия», role. */
export function userRef(row: {
  id: string;
  firstName: string;
  lastName: string;
  type: string;
}): TAdminUserRef {
  return { _id: row.id, name: `${row.firstName} ${row.lastName}`.trim(), type: roleOf(row.type) };
}

/** The users of these ids (nulls skipped) by id, in one query: the names a page of console records shows. */
export async function loadUserRefs(
  db: Db,
  ids: readonly (string | null | undefined)[],
): Promise<Map<string, TAdminUserRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, type: users.type })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, userRef(row)]));
}

/** The ref of `id` from a loaded map; null for no id or a user who is gone. */
export function refOf(refs: Map<string, TAdminUserRef>, id: string | null): TAdminUserRef | null {
  return id === null ? null : (refs.get(id) ?? null);
}
