import { z } from 'zod';
import { USER_ROLES } from './users';
import { VEHICLE_VERIFIED_LABEL } from './verified-marks';
import { PLATE_MESSAGES, normalizePlate, plateKind } from './vehicle-plate';

/**
 * The vehicle check (issue 29): a carrier's vehicle template carries its registration number and a private photo of
 * its СТС (and, when the СТС names someone else as the owner, of the lease); a moderator compares them in the
 * console's queue beside passports. A template is «Машина проверена» while the plate a moderator verified is still
 * the template's plate.
 */

export const VEHICLE_CHECK_STATUSES = ['none', 'pending', 'verified', 'rejected'] as const;
export type VehicleCheckStatus = (typeof VEHICLE_CHECK_STATUSES)[number];

export const VEHICLE_CHECK_STATUS_LABELS: Record<VehicleCheckStatus, string> = {
  none: 'Не проверена',
  pending: 'На проверке',
  verified: VEHICLE_VERIFIED_LABEL,
  rejected: 'Отклонено',
};

/** The multipart fields of POST /api/vehicle-template/check-upload. */
export const STS_PHOTO_FIELD = 'stsPhoto';
export const LEASE_PHOTO_FIELD = 'leasePhoto';
export const VEHICLE_DOC_MAX_BYTES = 10 * 1024 * 1024;
/** What the file picker offers; the server decides by the bytes, never by the name or this type. */
export const VEHICLE_DOC_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

export const VEHICLE_CHECK_MESSAGES = {
  stsType: 'Загрузите фото СТС в формате JPEG, PNG, WebP или HEIC',
  leaseType: 'Загрузите фото договора в формате JPEG, PNG, WebP или HEIC',
  stsTooLarge: 'Фото СТС слишком большое: не более 10 МБ',
  leaseTooLarge: 'Фото договора слишком большое: не более 10 МБ',
  unreadable: 'Не удалось прочитать фото. Загрузите другой файл',
  tooManyPixels: 'Фото слишком большое по разрешению. Уменьшите его и загрузите снова',
  heic: 'Не удалось прочитать фото HEIC: сохраните его как JPEG и загрузите снова',
  stsRequired: 'Загрузите фото СТС',
  noPlate: 'Сначала укажите госномер машины и сохраните шаблон',
  alreadyVerified: 'Машина уже проверена. Чтобы проверить другую машину, измените госномер',
  notUploaded: 'Документ не загружен',
  templateNotFound: 'Шаблон транспорта не найден',
  alreadyDecided: 'Решение уже принято, или перевозчик изменил машину после загрузки: обновите очередь',
} as const;

/** The template's state as the check reads it (its columns). */
export interface VehicleCheckState {
  checkStatus: string;
  plate: string;
  checkedPlate: string | null;
}

/** «Машина проверена»: a moderator verified this very plate, and the template still has it. */
export function isVehicleVerified(state: VehicleCheckState): boolean {
  return state.checkStatus === 'verified' && state.plate !== '' && state.checkedPlate === state.plate;
}

/**
 * A plate as a form sends it: '' (not stated) or a Russian registration number, typed in any case, with spaces,
 * dashes or Latin look-alikes; the value is the number in capital Cyrillic letters and digits (А123ВС77).
 */
export const ZPlateInput = z
  .string({ error: PLATE_MESSAGES.format })
  .max(20, PLATE_MESSAGES.format)
  .overwrite(normalizePlate)
  .refine((plate) => plate === '' || plateKind(plate) !== null, PLATE_MESSAGES.format);

/** The check as the template's owner sees it: never the files, only whether they are there. */
export const ZVehicleCheck = z.object({
  status: z.enum(VEHICLE_CHECK_STATUSES),
  /** The moderator's reason of a refusal. */
  comment: z.string().nullable(),
  uploadedAt: z.string().nullable(),
  verified: z.boolean(),
  hasSts: z.boolean(),
  hasLease: z.boolean(),
});
export type TVehicleCheck = z.infer<typeof ZVehicleCheck>;

/** «На проверке», «Машина проверена», «Отклонено: <причина>», «Не проверена». */
export function vehicleCheckText(check: Pick<TVehicleCheck, 'status' | 'comment' | 'verified'>): string {
  if (check.verified) return VEHICLE_VERIFIED_LABEL;
  if (check.status === 'pending') return VEHICLE_CHECK_STATUS_LABELS.pending;
  if (check.status === 'rejected') {
    return check.comment ? `Отклонено: ${check.comment}` : VEHICLE_CHECK_STATUS_LABELS.rejected;
  }
  return VEHICLE_CHECK_STATUS_LABELS.none;
}

/**
 * A vehicle waiting in the console's moderation queue, beside passports. The carrier's name and company (when he
 * stated one) and the plate are what the moderator compares with the СТС's owner and number.
 */
export const ZVehicleQueueItem = z.object({
  kind: z.literal('vehicle'),
  templateId: z.string(),
  userId: z.string(),
  name: z.object({ first: z.string(), last: z.string() }),
  type: z.enum(USER_ROLES),
  email: z.string(),
  companyName: z.string().nullable(),
  vehicleName: z.string(),
  /** As the plate shows it: «А 123 ВС 77». */
  plate: z.string(),
  hasLease: z.boolean(),
  uploadedAt: z.string(),
});
export type TVehicleQueueItem = z.infer<typeof ZVehicleQueueItem>;

/** The documents of a vehicle a moderator may open: /api/admin/moderation/vehicle-photo/{templateId}/{doc}. */
export const VEHICLE_DOCS = ['sts', 'lease'] as const;
export type VehicleDoc = (typeof VEHICLE_DOCS)[number];

export const ZVehicleDecideResponse = z.object({
  error: z.literal(false),
  kind: z.literal('vehicle'),
  templateId: z.string(),
  checkStatus: z.enum(VEHICLE_CHECK_STATUSES),
});
export type TVehicleDecideResponse = z.infer<typeof ZVehicleDecideResponse>;
