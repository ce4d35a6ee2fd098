import { eq } from 'drizzle-orm';
import { PASSPORT_MESSAGES, type PassportStatus } from '@fura/domain/passport';
import type { AppDeps } from '../../../app-deps';
import type { Db } from '../../../db/connect';
import { users, type UserRow } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { conflict, notFound } from '../../../http/errors';
import { pendingEvent, type PendingEvent } from '../../../events/event-bus';
import { scheduleFileDeletion } from '../../../storage/file-deletions';
import { createNotification } from '../../notification/create';
import { writeAudit } from '../audit/write-audit';

export interface PassportDecision {
  userId: string;
  /** The upload the admin looked at (its passport_uploaded_at, as the queue gave it). */
  uploadedAt: string;
  decision: 'approve' | 'reject';
  comment?: string | undefined;
}

async function lockUser(tx: Db, userId: string): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

/** Still waiting, and the very upload the admin saw (not one sent after he opened it). */
function isTheUploadSeen(row: UserRow, uploadedAt: string): boolean {
  return row.passportStatus === 'pending' && row.passportUploadedAt?.getTime() === Date.parse(uploadedAt);
}

async function approve(tx: Db, events: PendingEvent[], userId: string): Promise<void> {
  await tx
    .update(users)
    .set({
      passportStatus: 'verified',
      isPassportVerified: true,
      passportComment: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  const notification = await createNotification(tx, events, { userId, code: 'passportModerationOk' });
  events.push(pendingEvent('modarationSuccess', { notification }, [userId]));
}

/** A refused photo is of no further use: it leaves the row and is queued for deletion; the user uploads anew. */
async function reject(tx: Db, events: PendingEvent[], row: UserRow, comment: string): Promise<void> {
  await tx
    .update(users)
    .set({
      passportStatus: 'rejected',
      isPassportVerified: false,
      isPassportUploaded: false,
      passportPhoto: null,
      passportComment: comment,
      updatedAt: new Date(),
    })
    .where(eq(users.id, row.id));
  if (row.passportPhoto) await scheduleFileDeletion(tx, [row.passportPhoto]);
  const notification = await createNotification(tx, events, {
    userId: row.id,
    code: 'passportModerationFail',
    info: { commentFail: comment },
  });
  events.push(pendingEvent('modarationFail', { commentFail: comment, notification }, [row.id]));
}

/**
 * An admin's decision on a passport, in one transaction with its audit row and notification; the socket events go
 * out after the commit. The user's row is locked first, so of two admins deciding at once the second waits, then
 * finds it decided (or a newer upload) and gets 409.
 */
export async function decidePassport(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  admin: UserRow,
  decision: PassportDecision,
): Promise<PassportStatus> {
  return inTransaction(deps.db, deps.bus, async (tx, events) => {
    const row = await lockUser(tx, decision.userId);
    if (!row) throw notFound(PASSPORT_MESSAGES.userNotFound);
    if (!isTheUploadSeen(row, decision.uploadedAt)) throw conflict(PASSPORT_MESSAGES.alreadyDecided);
    const comment = decision.comment?.trim() || null;
    const after: PassportStatus = decision.decision === 'approve' ? 'verified' : 'rejected';
    if (decision.decision === 'approve') await approve(tx, events, row.id);
    else await reject(tx, events, row, comment ?? '');
    await writeAudit(tx, {
      adminId: admin.id,
      action: decision.decision === 'approve' ? 'passportApprove' : 'passportReject',
      targetUserId: row.id,
      comment,
      before: {
        passportStatus: row.passportStatus,
        passportUploadedAt: row.passportUploadedAt?.toISOString(),
      },
      after: { passportStatus: after },
    });
    return after;
  });
}
