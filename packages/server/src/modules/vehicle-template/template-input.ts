import { issuesToErrors } from '@fura/domain/errors';
import { ZVehicleTemplateInput, type TVehicleTemplateInput } from '@fura/domain/vehicle-templates';
import { ZTemplateIdRequest } from '@fura/domain/vehicle-templates';
import type { StoredPhoto } from '../../db/schema';
import { AppError, badRequest } from '../../http/errors';
import { presentPhoto } from '../listing/present';
import { TEMPLATE_SERVER_MESSAGES } from './messages';
import type { TemplateValues } from './repo';

/** `template` arrives as JSON text (or already parsed); a failure names the template's field in `param`. */
export function parseTemplateInput(raw: unknown): TVehicleTemplateInput {
  if (raw === undefined || raw === '') throw badRequest(TEMPLATE_SERVER_MESSAGES.templateMissing, 'template');
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      throw badRequest(TEMPLATE_SERVER_MESSAGES.templateBadJson, 'template');
    }
  }
  const parsed = ZVehicleTemplateInput.safeParse(value);
  if (!parsed.success) throw new AppError(400, issuesToErrors(parsed.error.issues));
  return parsed.data;
}

export function parseTemplateId(raw: unknown): string {
  const parsed = ZTemplateIdRequest.safeParse({ id: raw });
  if (!parsed.success) throw new AppError(400, issuesToErrors(parsed.error.issues));
  return parsed.data.id;
}

/** The stored photo stays only when the form names it exactly as it was presented; otherwise it is dropped. */
export function keptPhoto(
  stored: StoredPhoto | null,
  ref: TVehicleTemplateInput['photo'],
): StoredPhoto | null {
  if (!stored || !ref) return null;
  return ref.file === presentPhoto(stored).file ? stored : null;
}

export function templateValues(input: TVehicleTemplateInput, photo: StoredPhoto | null): TemplateValues {
  return {
    name: input.name,
    vehicleType: input.vehicleType,
    make: input.make,
    model: input.model,
    capacityTons: input.capacityTons,
    volumeM3: input.volumeM3,
    bodyType: input.bodyType,
    loadingTypes: input.loadingTypes,
    photo,
  };
}
