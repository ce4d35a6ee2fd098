import { eq } from 'drizzle-orm';
import { VEHICLE_CHECK_MESSAGES, type VehicleCheckStatus } from '@fura/domain/vehicle-check';
import { formatPlate } from '@fura/domain/vehicle-plate';
import type { AppDeps } from '../../../app-deps';
import type { Db } from '../../../db/connect';
import { vehicleTemplates, type UserRow, type VehicleTemplateRow } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { conflict, notFound } from '../../../http/errors';
import type { PendingEvent } from '../../../events/event-bus';
import { scheduleFileDeletion } from '../../../storage/file-deletions';
import { createNotification } from '../../notification/create';
import { writeAudit } from '../audit/write-audit';

export interface VehicleDecision {
  templateId: string;
  /** The upload the admin looked at (its check_uploaded_at, as the queue gave it). */
  uploadedAt: string;
  decision: 'approve' | 'reject';
  comment?: string | undefined;
}

async function lockTemplate(tx: Db, templateId: string): Promise<VehicleTemplateRow | null> {
  const [row] = await tx
    .select()
    .from(vehicleTemplates)
    .where(eq(vehicleTemplates.id, templateId))
    .for('update');
  return row ?? null;
}

/** Still waiting, and the very upload (and plate) the admin saw: a plate edit moves the upload moment too. */
function isTheUploadSeen(row: VehicleTemplateRow, uploadedAt: string): boolean {
  return row.checkStatus === 'pending' && row.checkUploadedAt?.getTime() === Date.parse(uploadedAt);
}

/** The plate compared with the СТС becomes the checked one: «Машина проверена» while the template keeps it. */
async function approve(tx: Db, events: PendingEvent[], row: VehicleTemplateRow): Promise<void> {
  await tx
    .update(vehicleTemplates)
    .set({ checkStatus: 'verified', checkComment: null, checkedPlate: row.plate, updatedAt: new Date() })
    .where(eq(vehicleTemplates.id, row.id));
  await createNotification(tx, events, {
    userId: row.ownerId,
    code: 'vehicleVerified',
    info: { templateId: row.id, vehicleName: row.name, plate: formatPlate(row.plate) ?? row.plate },
  });
}

/** Refused documents are of no further use: they leave the row and are queued for deletion; the carrier sends anew. */
async function reject(
  tx: Db,
  events: PendingEvent[],
  row: VehicleTemplateRow,
  comment: string,
): Promise<void> {
  await tx
    .update(vehicleTemplates)
    .set({
      checkStatus: 'rejected',
      checkComment: comment,
      checkedPlate: null,
      stsPhoto: null,
      leasePhoto: null,
      updatedAt: new Date(),
    })
    .where(eq(vehicleTemplates.id, row.id));
  await scheduleFileDeletion(
    tx,
    [row.stsPhoto, row.leasePhoto].filter((key): key is string => key !== null),
  );
  await createNotification(tx, events, {
    userId: row.ownerId,
    code: 'vehicleRejected',
    info: { templateId: row.id, vehicleName: row.name, commentFail: comment },
  });
}

/**
 * An admin's decision on a vehicle (issue 29), as on a passport: in one transaction with its audit row and the
 * carrier's notification, the template's row locked first — of two admins deciding at once the second waits, then
 * finds it decided (or sent again, or its plate changed) and gets 409.
 */
export async function decideVehicle(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  admin: UserRow,
  decision: VehicleDecision,
): Promise<VehicleCheckStatus> {
  return inTransaction(deps.db, deps.bus, async (tx, events) => {
    const row = await lockTemplate(tx, decision.templateId);
    if (!row) throw notFound(VEHICLE_CHECK_MESSAGES.templateNotFound);
    if (!isTheUploadSeen(row, decision.uploadedAt)) throw conflict(VEHICLE_CHECK_MESSAGES.alreadyDecided);
    const comment = decision.comment?.trim() || null;
    const after: VehicleCheckStatus = decision.decision === 'approve' ? 'verified' : 'rejected';
    if (decision.decision === 'approve') await approve(tx, events, row);
    else await reject(tx, events, row, comment ?? '');
    await writeAudit(tx, {
      adminId: admin.id,
      action: decision.decision === 'approve' ? 'vehicleApprove' : 'vehicleReject',
      targetUserId: row.ownerId,
      comment,
      before: {
        templateId: row.id,
        plate: row.plate,
        checkStatus: row.checkStatus,
        checkUploadedAt: row.checkUploadedAt?.toISOString(),
        hasLease: row.leasePhoto !== null,
      },
      after: { checkStatus: after, checkedPlate: after === 'verified' ? row.plate : null },
    });
    return after;
  });
}
