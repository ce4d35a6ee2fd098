import { and, desc, eq } from 'drizzle-orm';
import { ADMIN_USER_MESSAGES } from '@fura/domain/admin-users';
import type { Db } from '../../../db/connect';
import { adminAudit, users, type AdminAuditRow, type UserRow } from '../../../db/schema';
import { notFound } from '../../../http/errors';

/** The user row locked for the rest of the transaction (FOR UPDATE), or 404. */
export async function lockUser(tx: Db, userId: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw notFound(ADMIN_USER_MESSAGES.notFound);
  return row;
}

export async function findUser(db: Db, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound(ADMIN_USER_MESSAGES.notFound);
  return row;
}

/** The audit row of the user's latest ban: who banned him and the state it froze. */
export async function findLastBanAudit(tx: Db, userId: string): Promise<AdminAuditRow | null> {
  const [row] = await tx
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.targetUserId, userId), eq(adminAudit.action, 'ban')))
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(1);
  return row ?? null;
}

/** What the audit keeps of a user's ban and tariff, before and after a ban or an unban. */
export function banSnapshot(row: UserRow): Record<string, unknown> {
  return {
    isBan: row.isBan,
    banUntil: row.banUntil?.toISOString() ?? null,
    tariff: row.tariff,
    tariffExpiresAt: row.tariffExpiresAt?.toISOString() ?? null,
    banTariffLeftMs: row.banTariffLeftMs,
  };
}
