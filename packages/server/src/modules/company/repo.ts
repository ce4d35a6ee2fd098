import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { userCompanies, users, type UserCompanyRow } from '../../db/schema';

export async function findCompany(db: Db, userId: string): Promise<UserCompanyRow | null> {
  const [row] = await db.select().from(userCompanies).where(eq(userCompanies.userId, userId)).limit(1);
  return row ?? null;
}

/** The user's company row locked (FOR UPDATE) until the transaction ends; null when he has none. */
export async function lockCompany(tx: Db, userId: string): Promise<UserCompanyRow | null> {
  const [row] = await tx.select().from(userCompanies).where(eq(userCompanies.userId, userId)).for('update');
  return row ?? null;
}

/** The user's row locked: a save and a re-check of one user run one after another (the company row may not exist). */
export async function lockUser(
  tx: Db,
  userId: string,
): Promise<{ id: string; firstName: string; lastName: string; companyBlocked: boolean } | null> {
  const [row] = await tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      companyBlocked: users.companyBlocked,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

export async function writeCompany(
  tx: Db,
  values: Omit<typeof userCompanies.$inferInsert, 'createdAt'>,
): Promise<UserCompanyRow> {
  const { userId, ...rest } = values;
  const [row] = await tx
    .insert(userCompanies)
    .values(values)
    .onConflictDoUpdate({ target: userCompanies.userId, set: rest })
    .returning();
  if (!row) throw new Error(`company of ${userId} not written`);
  return row;
}

export async function deleteCompany(tx: Db, userId: string): Promise<void> {
  await tx.delete(userCompanies).where(eq(userCompanies.userId, userId));
}

export async function setCompanyBlocked(tx: Db, userId: string, blocked: boolean): Promise<void> {
  await tx.update(users).set({ companyBlocked: blocked }).where(eq(users.id, userId));
}

/** Up to `limit` companies whose check is due, the longest overdue first (the partial next_check_at index). */
export function findDueChecks(db: Db, now: Date, limit: number): Promise<UserCompanyRow[]> {
  return db
    .select()
    .from(userCompanies)
    .where(and(isNotNull(userCompanies.nextCheckAt), lte(userCompanies.nextCheckAt, now)))
    .orderBy(asc(userCompanies.nextCheckAt))
    .limit(limit);
}

/**
 * The admins a company's block is told to: not banned and able to log in — the support account (an admin that
 * never logs in: dialog/support-account.ts) has no argon2 password hash.
 */
export function findAdminIds(tx: Db): Promise<{ id: string }[]> {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.type, 'admin'), eq(users.isBan, false), sql`${users.passwordHash} like '$argon2%'`));
}
