import { STS_PHOTO_FIELD, VEHICLE_CHECK_MESSAGES, isVehicleVerified } from '@fura/domain/vehicle-check';
import { TEMPLATE_MESSAGES } from '@fura/domain/vehicle-templates';
import type { AppDeps } from '../../app-deps';
import type { UserRow, VehicleTemplateRow } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { discardStoredOnFailure, scheduleFileDeletion } from '../../storage/file-deletions';
import { storeVehicleDoc } from './check-documents';
import type { CheckForm } from './check-form';
import { assertCanChangeTemplates, assertOwnTemplate } from './policy';
import { findTemplate, lockTemplate, updateTemplate } from './repo';
import { parseTemplateId } from './template-input';

/** What the upload needs of the template: a plate to compare, not already checked, and a СТС once it is done. */
function assertCanUploadCheck(template: VehicleTemplateRow, form: Pick<CheckForm, 'sts'>): void {
  if (template.plate === '') throw badRequest(VEHICLE_CHECK_MESSAGES.noPlate, 'plate');
  if (isVehicleVerified(template)) throw badRequest(VEHICLE_CHECK_MESSAGES.alreadyVerified, STS_PHOTO_FIELD);
  if (!form.sts && !template.stsPhoto) throw badRequest(VEHICLE_CHECK_MESSAGES.stsRequired, STS_PHOTO_FIELD);
}

/**
 * The carrier sends his vehicle's СТС (and, when the СТС names another owner, the lease) for the moderators' check
 * (issue 29): the files are checked by their bytes, re-encoded and kept private; the template waits in the console's
 * queue from now on. A document sent again replaces the one waiting (the other one stays); a refused template is sent
 * anew. The template's row is locked, so a moderator deciding at the same moment either sees this upload or decided
 * before it (and then his decision is on what he saw: the upload moment changed).
 */
export async function uploadVehicleCheck(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  actor: UserRow,
  readForm: () => Promise<CheckForm>,
  now: Date = new Date(),
): Promise<VehicleTemplateRow> {
  assertCanChangeTemplates(actor);
  const form = await readForm();
  const id = parseTemplateId(form.id);
  const existing = await findTemplate(deps.db, id);
  assertOwnTemplate(existing, actor);
  if (!form.sts && !form.lease) throw badRequest(VEHICLE_CHECK_MESSAGES.stsRequired, STS_PHOTO_FIELD);
  assertCanUploadCheck(existing, form);
  return discardStoredOnFailure(deps.db, async (noteStored) => {
    const sts = form.sts ? await storeVehicleDoc(deps.storage, form.sts, 'stsPhoto') : null;
    if (sts) noteStored([sts]);
    const lease = form.lease ? await storeVehicleDoc(deps.storage, form.lease, 'leasePhoto') : null;
    if (lease) noteStored([lease]);
    return deps.db.transaction(async (tx) => {
      const locked = await lockTemplate(tx, id, actor.id);
      if (!locked) throw notFound(TEMPLATE_MESSAGES.notFound);
      assertCanUploadCheck(locked, form);
      const updated = await updateTemplate(tx, id, actor.id, {
        stsPhoto: sts ?? locked.stsPhoto,
        leasePhoto: lease ?? locked.leasePhoto,
        checkStatus: 'pending',
        checkComment: null,
        checkUploadedAt: now,
        checkedPlate: null,
      });
      if (!updated) throw notFound(TEMPLATE_MESSAGES.notFound);
      const replaced = [sts ? locked.stsPhoto : null, lease ? locked.leasePhoto : null];
      await scheduleFileDeletion(
        tx,
        replaced.filter((key): key is string => key !== null),
      );
      return updated;
    });
  });
}
