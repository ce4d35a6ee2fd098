import { and, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps';
import type { Db } from '../../../db/connect';
import { users, type UserRow } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { writeAudit } from '../audit/write-audit';
import { assertCanGrantAdmin, assertCanRevokeAdmin } from './policy';
import { lockUser } from './repo';
import { SUPPORT_ACCOUNT_EMAIL } from '../../dialog/support-account';

const roleSnapshot = (row: UserRow) => ({ type: row.type, roleBeforeAdmin: row.roleBeforeAdmin });

async function setRole(
  tx: Db,
  userId: string,
  type: string,
  roleBeforeAdmin: string | null,
): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ type, roleBeforeAdmin, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`user ${userId} vanished`);
  return row;
}

/** «Сделать администратором»: his former role is kept to be given back when the admin role is taken away. */
export async function grantAdmin(deps: Pick<AppDeps, 'db' | 'bus'>, admin: UserRow, userId: string) {
  return inTransaction(deps.db, deps.bus, async (tx) => {
    const target = await lockUser(tx, userId);
    assertCanGrantAdmin(target);
    const granted = await setRole(tx, target.id, 'admin', target.type);
    await writeAudit(tx, {
      adminId: admin.id,
      action: 'grantAdmin',
      targetUserId: target.id,
      before: roleSnapshot(target),
      after: roleSnapshot(granted),
    });
    return granted;
  });
}

/**
 * «Снять роль администратора»: back to the role he had (a cargo owner when unknown). The active admins are locked in
 * one order first, so two admins taking the role from each other at once cannot leave the console without one.
 */
export async function revokeAdmin(deps: Pick<AppDeps, 'db' | 'bus'>, admin: UserRow, userId: string) {
  return inTransaction(deps.db, deps.bus, async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      // The support account (issue 13) is no one who can run the console: it never counts as the last admin.
      .where(and(eq(users.type, 'admin'), eq(users.isBan, false), ne(users.email, SUPPORT_ACCOUNT_EMAIL)))
      .orderBy(users.id)
      .for('update');
    const target = await lockUser(tx, userId);
    assertCanRevokeAdmin(
      target,
      admins.map((row) => row.id),
    );
    const revoked = await setRole(tx, target.id, target.roleBeforeAdmin ?? 'cargo', null);
    await writeAudit(tx, {
      adminId: admin.id,
      action: 'revokeAdmin',
      targetUserId: target.id,
      before: roleSnapshot(target),
      after: roleSnapshot(revoked),
    });
    return revoked;
  });
}
