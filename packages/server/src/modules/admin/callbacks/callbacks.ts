import { desc, eq, isNull, sql } from 'drizzle-orm';
import {
  CALLBACK_ADMIN_MESSAGES,
  CALLBACKS_PER_PAGE,
  type TAdminCallback,
  type TCallbackMarkRequest,
} from '@fura/domain/admin-callbacks';
import type { TAdminUserRef } from '@fura/domain/admin-refs';
import type { AppDeps } from '../../../app-deps';
import type { Db } from '../../../db/connect';
import { callbackRequests, type UserRow } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { notFound } from '../../../http/errors';
import { writeAudit } from '../audit/write-audit';
import { loadUserRefs, refOf } from '../audit/user-refs';

type CallbackRow = typeof callbackRequests.$inferSelect;

/** A callback request as the console shows it; the visitor's IP stays inside. */
function presentCallback(row: CallbackRow, refs: Map<string, TAdminUserRef>): TAdminCallback {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: refOf(refs, row.handledBy),
  };
}

/** One page of the callback requests, newest first; `onlyUnhandled` leaves out those someone marked. */
export async function listCallbacks(
  db: Db,
  { page, onlyUnhandled }: { page: number; onlyUnhandled: boolean },
): Promise<{ callbacks: TAdminCallback[]; countAll: number }> {
  const where = onlyUnhandled ? isNull(callbackRequests.handledAt) : undefined;
  const rows = await db
    .select()
    .from(callbackRequests)
    .where(where)
    .orderBy(desc(callbackRequests.createdAt), desc(callbackRequests.id))
    .limit(CALLBACKS_PER_PAGE)
    .offset((page - 1) * CALLBACKS_PER_PAGE);
  const [count] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(callbackRequests)
    .where(where);
  const refs = await loadUserRefs(
    db,
    rows.map((row) => row.handledBy),
  );
  return { callbacks: rows.map((row) => presentCallback(row, refs)), countAll: count?.value ?? 0 };
}

/** Marks a request «обработан» by this admin, or takes the mark back; an audit row either way. */
export function markCallback(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  admin: UserRow,
  { callbackId, handled }: TCallbackMarkRequest,
): Promise<TAdminCallback> {
  return inTransaction(deps.db, deps.bus, async (tx) => {
    const [before] = await tx
      .select()
      .from(callbackRequests)
      .where(eq(callbackRequests.id, callbackId))
      .for('update');
    if (!before) throw notFound(CALLBACK_ADMIN_MESSAGES.notFound);
    const [row] = await tx
      .update(callbackRequests)
      .set(handled ? { handledAt: new Date(), handledBy: admin.id } : { handledAt: null, handledBy: null })
      .where(eq(callbackRequests.id, callbackId))
      .returning();
    if (!row) throw new Error('callback request vanished while locked');
    await writeAudit(tx, {
      adminId: admin.id,
      action: handled ? 'callbackMark' : 'callbackUnmark',
      comment: `${row.name}, ${row.phone}`,
      before: { handledAt: before.handledAt?.toISOString() ?? null, handledBy: before.handledBy },
      after: { handledAt: row.handledAt?.toISOString() ?? null, handledBy: row.handledBy },
    });
    return presentCallback(row, await loadUserRefs(tx, [row.handledBy]));
  });
}
