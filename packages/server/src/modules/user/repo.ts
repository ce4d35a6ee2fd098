import { eq } from 'drizzle-orm';
import type { THomeBase } from '@fura/domain/user';
import type { Db } from '../../db/connect';
import { users, type UserRow } from '../../db/schema';

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export interface ProfilePatch {
  firstName: string;
  lastName: string;
  /** undefined keeps the stored contract type; null clears it. */
  contractId?: number | null;
  /** undefined keeps the stored avatar. */
  avatar?: string;
  /** undefined keeps the stored home base; null clears it (carriers only: the service checks). */
  homeBase?: THomeBase | null;
}

/** The user's avatar key, the row locked (FOR UPDATE) until the transaction ends. */
export async function lockAvatar(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ avatar: users.avatar })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row?.avatar ?? null;
}

export async function updateProfile(db: Db, userId: string, patch: ProfilePatch): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error('user update returned nothing');
  return row;
}
