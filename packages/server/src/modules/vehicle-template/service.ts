import { TEMPLATE_MESSAGES } from '@fura/domain/vehicle-templates';
import type { AppDeps } from '../../app-deps';
import type { UserRow, VehicleTemplateRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../http/errors';
import {
  assertBelowTemplateLimit,
  assertCanChangeTemplates,
  assertCanUseTemplates,
  assertOwnTemplate,
} from './policy';
import {
  countTemplatesOf,
  deleteTemplate,
  findTemplate,
  insertTemplate,
  listTemplatesOf,
  lockOwner,
  lockTemplate,
  updateTemplate,
} from './repo';
import {
  discardStoredOnFailure,
  droppedPhotos,
  photoKeys,
  scheduleFileDeletion,
} from '../../storage/file-deletions';
import { keptPhoto, parseTemplateId, parseTemplateInput, templateValues } from './template-input';
import type { TemplateForm } from './template-form';
import { storeTemplatePhoto } from './template-photo';
import { plateEdit } from './plate-edit';

type Deps = Pick<AppDeps, 'db' | 'bus' | 'storage'>;
/** Reads the request's form; called only once the policy lets the caller change templates. */
type FormReader = () => Promise<TemplateForm>;

export async function listTemplates(
  deps: Pick<AppDeps, 'db'>,
  actor: UserRow,
): Promise<VehicleTemplateRow[]> {
  assertCanUseTemplates(actor);
  return listTemplatesOf(deps.db, actor.id);
}

export async function getTemplate(
  deps: Pick<AppDeps, 'db'>,
  actor: UserRow,
  id: string,
): Promise<VehicleTemplateRow> {
  assertCanUseTemplates(actor);
  const template = await findTemplate(deps.db, id);
  assertOwnTemplate(template, actor);
  return template;
}

export async function createTemplate(
  deps: Deps,
  actor: UserRow,
  readForm: FormReader,
): Promise<VehicleTemplateRow> {
  assertCanChangeTemplates(actor);
  const form = await readForm();
  const input = parseTemplateInput(form.template);
  // Checked before the photo work, and again under the owner's lock.
  assertBelowTemplateLimit(await countTemplatesOf(deps.db, actor.id));
  return discardStoredOnFailure(deps.db, async (noteStored) => {
    const photo = form.photo ? await storeTemplatePhoto(deps.storage, form.photo) : null;
    noteStored(photoKeys([photo]));
    return inTransaction(deps.db, deps.bus, async (tx) => {
      await lockOwner(tx, actor.id);
      assertBelowTemplateLimit(await countTemplatesOf(tx, actor.id));
      return insertTemplate(tx, actor.id, { ...templateValues(input, photo), plate: input.plate ?? '' });
    });
  });
}

export async function editTemplate(
  deps: Deps,
  actor: UserRow,
  readForm: FormReader,
): Promise<VehicleTemplateRow> {
  assertCanChangeTemplates(actor);
  const form = await readForm();
  const id = parseTemplateId(form.id);
  const input = parseTemplateInput(form.template);
  const existing = await findTemplate(deps.db, id);
  assertOwnTemplate(existing, actor);
  return discardStoredOnFailure(deps.db, async (noteStored) => {
    const newPhoto = form.photo ? await storeTemplatePhoto(deps.storage, form.photo) : null;
    noteStored(photoKeys([newPhoto]));
    return deps.db.transaction(async (tx) => {
      // The photo kept or replaced is decided on the locked row: a concurrent edit cannot lose a file's deletion.
      const locked = await lockTemplate(tx, id, actor.id);
      if (!locked) throw notFound(TEMPLATE_MESSAGES.notFound);
      const photo = newPhoto ?? keptPhoto(locked.photo, input.photo);
      const check = plateEdit(locked, input.plate, new Date());
      const updated = await updateTemplate(tx, id, actor.id, {
        ...templateValues(input, photo),
        ...check.patch,
      });
      if (!updated) throw notFound(TEMPLATE_MESSAGES.notFound);
      await scheduleFileDeletion(tx, [
        ...photoKeys(droppedPhotos([locked.photo], [photo])),
        ...check.droppedFiles,
      ]);
      return updated;
    });
  });
}

export async function removeTemplate(deps: Pick<AppDeps, 'db'>, actor: UserRow, id: string): Promise<void> {
  assertCanChangeTemplates(actor);
  const template = await findTemplate(deps.db, id);
  assertOwnTemplate(template, actor);
  await deps.db.transaction(async (tx) => {
    const deleted = await deleteTemplate(tx, id, actor.id);
    if (!deleted) throw notFound(TEMPLATE_MESSAGES.notFound);
    // Offers made from the template hold copies of its photo, so the template's own files can go (its СТС too).
    const documents = [deleted.stsPhoto, deleted.leasePhoto].filter((key): key is string => key !== null);
    await scheduleFileDeletion(tx, [...photoKeys([deleted.photo]), ...documents]);
  });
}
