import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { passwordResets, users, type UserRow } from '../../db/schema';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

export type NewUser = typeof users.$inferInsert;

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function insertPasswordReset(
  db: Db,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

function isLive(tokenHash: string, now: Date) {
  return and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );
}

export async function findLivePasswordReset(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(isLive(tokenHash, now))
    .limit(1);
  return rows.length > 0;
}

/**
 * Marks a live reset token as used and returns its user, atomically: of two concurrent uses only one gets the user.
 */
export async function claimPasswordReset(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(isLive(tokenHash, now))
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}

/** Spends every other outstanding reset link of the user (after a successful reset). */
export async function spendAllPasswordResets(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
