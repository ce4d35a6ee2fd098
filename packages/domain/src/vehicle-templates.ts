import { z } from 'zod';
import { ZPhoto, ZPhotoRef, ZVehicleInput } from './article-schemas';
import { freeText } from './free-text';
import { refineVehicleCapacity } from './vehicle-capacity';
import { ZPlateInput, ZVehicleCheck } from './vehicle-check';

/** Carriers' vehicle templates (/create-template-auto, /edit-template-auto/{id}, /mytemplate-auto). */

export const TEMPLATE_MESSAGES = {
  name: 'Назовите шаблон, например «Газель белая»',
  notFound: 'Шаблон не найден',
  carrierOnly: 'Шаблоны транспорта доступны только перевозчикам',
} as const;

/** The `template` JSON of create/update (multipart with an optional `photo` file). */
export const ZVehicleTemplateInput = ZVehicleInput.extend({
  name: freeText(TEMPLATE_MESSAGES.name).trim().min(1, TEMPLATE_MESSAGES.name).max(80),
  /**
   * The registration number (issue 29): '' removes it, absent keeps it (none on create). Changing it on a checked
   * template ends the check.
   */
  plate: ZPlateInput.optional(),
  /** On edit: the kept photo; absent or null with no new file removes it. */
  photo: ZPhotoRef.nullable().default(null),
}).superRefine(refineVehicleCapacity);
export type TVehicleTemplateInput = z.infer<typeof ZVehicleTemplateInput>;

export const ZVehicleTemplate = ZVehicleInput.extend({
  _id: z.string(),
  name: z.string(),
  make: z.string(),
  model: z.string(),
  photo: ZPhoto.nullable(),
  /** The plate as stored (А123ВС77), '' when not stated. */
  plate: z.string(),
  check: ZVehicleCheck,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TVehicleTemplate = z.infer<typeof ZVehicleTemplate>;

export const ZTemplateIdRequest = z.object({
  id: z.string({ error: TEMPLATE_MESSAGES.notFound }).min(1, TEMPLATE_MESSAGES.notFound).max(64),
});
export const ZTemplateResponse = z.object({ error: z.literal(false), template: ZVehicleTemplate });
export const ZTemplateListResponse = z.object({
  error: z.literal(false),
  templates: z.array(ZVehicleTemplate),
});
