import { z } from 'zod';
import { ZSocketIdField } from './article-schemas';
import { ZPhone } from './credentials';
import { freeText } from './free-text';
import { ZPlateInput } from './vehicle-check';

/**
 * The deal's vehicle and driver (issue 29): the carrier side of a deal states the vehicle (one of his templates or a
 * typed plate), the driver's name and phone; the cargo owner reads them. Any change raises the deal's terms version,
 * so a contract signed before needs signing again.
 */

export const DRIVER_NAME_MAX = 100;

export const DEAL_VEHICLE_MESSAGES = {
  dealNotFound: 'Сделка не найдена',
  carrierOnly: 'Машину и водителя указывает перевозчик сделки',
  plateOrTemplate: 'Выберите машину из шаблонов или укажите госномер',
  templateNotFound: 'Шаблон транспорта не найден',
  templateNoPlate: 'В шаблоне не указан госномер: укажите его в шаблоне или введите госномер здесь',
  driverName: 'Укажите фамилию и имя водителя',
  driverNameLong: `Фамилия и имя водителя — не длиннее ${DRIVER_NAME_MAX} символов`,
  closed: 'Сделка завершена или отменена: машину и водителя уже не изменить',
} as const;

const ZId = z.string({ error: DEAL_VEHICLE_MESSAGES.dealNotFound }).min(1).max(64);

/** A deal: the listing and its chosen executor. */
export const ZDealVehicleGetRequest = z.object({ articleId: ZId, executorId: ZId });
export type TDealVehicleGetRequest = z.input<typeof ZDealVehicleGetRequest>;

/** The carrier's statement: a template (its plate is taken) or a typed plate, and the driver. */
export const ZDealVehicleSetRequest = z
  .object({
    articleId: ZId,
    executorId: ZId,
    templateId: z.string().max(64).nullable().default(null),
    plate: ZPlateInput.default(''),
    driverName: freeText(DEAL_VEHICLE_MESSAGES.driverName)
      .trim()
      .min(1, DEAL_VEHICLE_MESSAGES.driverName)
      .max(DRIVER_NAME_MAX, DEAL_VEHICLE_MESSAGES.driverNameLong),
    driverPhone: ZPhone,
    socketId: ZSocketIdField,
  })
  .superRefine((value, context) => {
    if (!value.templateId && value.plate === '') {
      context.addIssue({ code: 'custom', message: DEAL_VEHICLE_MESSAGES.plateOrTemplate, path: ['plate'] });
    }
  });
export type TDealVehicleSetRequest = z.input<typeof ZDealVehicleSetRequest>;

/** The deal's vehicle and driver as its two parties see them. */
export const ZDealVehicle = z.object({
  /** As stored (А123ВС77); '' when not stated yet. */
  plate: z.string(),
  templateId: z.string().nullable(),
  /** The carrier's name of that template, to himself only (null for the cargo owner). */
  templateName: z.string().nullable(),
  /** «Машина проверена»: the plate is one a moderator verified on this carrier's template. */
  verified: z.boolean(),
  driverName: z.string(),
  /** 11 digits from 7, '' when not stated. */
  driverPhone: z.string(),
  termsVersion: z.number().int(),
  /** The viewer is the deal's carrier and the deal is open: he may change them. */
  canEdit: z.boolean(),
});
export type TDealVehicle = z.infer<typeof ZDealVehicle>;

export const ZDealVehicleResponse = z.object({ error: z.literal(false), vehicle: ZDealVehicle });
export type TDealVehicleResponse = z.infer<typeof ZDealVehicleResponse>;
