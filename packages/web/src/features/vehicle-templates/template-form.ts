import { z } from 'zod';
import {
  BODY_TYPES,
  BODY_TYPE_LABELS,
  LOADING_TYPES,
  LOADING_TYPE_LABELS,
  VEHICLE_TYPES,
  VEHICLE_TYPE_LABELS,
  type BodyType,
  type LoadingType,
  type VehicleType,
} from '@fura/domain/article-options';
import {
  ZVehicleTemplateInput,
  type TVehicleTemplate,
  type TVehicleTemplateInput,
} from '@fura/domain/vehicle-templates';
import { refineVehicleCapacity } from '@fura/domain/vehicle-capacity';
import { ZPlateInput } from '@fura/domain/vehicle-check';
import { formatPlate } from '@fura/domain/vehicle-plate';

export const VEHICLE_TYPE_OPTIONS = VEHICLE_TYPES.map((value) => ({
  value,
  label: VEHICLE_TYPE_LABELS[value],
}));
export const BODY_TYPE_OPTIONS = BODY_TYPES.map((value) => ({ value, label: BODY_TYPE_LABELS[value] }));
export const LOADING_TYPE_OPTIONS = LOADING_TYPES.map((value) => ({
  value,
  label: LOADING_TYPE_LABELS[value],
}));

export const TEMPLATE_FORM_MESSAGES = {
  vehicleType: 'Выберите тип транспорта',
  bodyType: 'Выберите тип кузова',
  capacity: 'Укажите грузоподъёмность в тоннах',
  number: 'Введите число, например 1,5',
  tooLong: 'Не больше 60 символов',
} as const;

const shape = ZVehicleTemplateInput.shape;

/** A number input's value: a number, or text while typing ('' when empty; '1.' before the decimals). */
type NumberValue = number | string;

function toNumber(value: NumberValue): number | null {
  if (typeof value === 'number') return value;
  const text = value.trim().replace(',', '.');
  return text === '' ? null : Number(text);
}

const decimal = (required: boolean, limits: z.ZodNumber) =>
  z.union([z.number(), z.string()]).transform((value, context): number | null => {
    const parsed = toNumber(value);
    if (parsed === null) {
      if (required) context.addIssue({ code: 'custom', message: TEMPLATE_FORM_MESSAGES.capacity });
      return null;
    }
    const checked = limits.safeParse(parsed);
    if (Number.isNaN(parsed) || !checked.success) {
      const message = checked.error?.issues[0]?.message ?? TEMPLATE_FORM_MESSAGES.number;
      context.addIssue({
        code: 'custom',
        message: Number.isNaN(parsed) ? TEMPLATE_FORM_MESSAGES.number : message,
      });
      return z.NEVER;
    }
    return parsed;
  });

const required = <T extends string>(values: readonly T[], message: string) =>
  z
    .custom<T | null>((value) => value === null || values.some((candidate) => candidate === value))
    .transform((value, context): T => {
      if (value === null) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return value;
    });

/** The form's values as the inputs hold them; the resolver turns them into a TVehicleTemplateInput (less photo). */
export const ZTemplateForm = z
  .object({
    name: shape.name,
    /** Issue 29: typed as the driver reads it off the plate; sent as the number itself (А123ВС77). */
    plate: ZPlateInput,
    vehicleType: required<VehicleType>(VEHICLE_TYPES, TEMPLATE_FORM_MESSAGES.vehicleType),
    make: z.string().trim().max(60, TEMPLATE_FORM_MESSAGES.tooLong),
    model: z.string().trim().max(60, TEMPLATE_FORM_MESSAGES.tooLong),
    capacityTons: decimal(true, ZVehicleTemplateInput.shape.capacityTons),
    volumeM3: decimal(false, ZVehicleTemplateInput.shape.volumeM3.unwrap().unwrap()),
    bodyType: required<BodyType>(BODY_TYPES, TEMPLATE_FORM_MESSAGES.bodyType),
    loadingTypes: z.array(z.enum(LOADING_TYPES)),
  })
  .superRefine((values, context) => {
    if (values.capacityTons === null) return;
    refineVehicleCapacity({ vehicleType: values.vehicleType, capacityTons: values.capacityTons }, context);
  });
export type TTemplateFormInput = z.input<typeof ZTemplateForm>;
export type TTemplateForm = z.output<typeof ZTemplateForm>;

export const EMPTY_TEMPLATE_FORM: TTemplateFormInput = {
  name: '',
  plate: '',
  vehicleType: null,
  make: '',
  model: '',
  capacityTons: '',
  volumeM3: '',
  bodyType: null,
  loadingTypes: [] satisfies LoadingType[],
};

export function templateFormValues(template: TVehicleTemplate): TTemplateFormInput {
  return {
    name: template.name,
    plate: template.plate ? (formatPlate(template.plate) ?? template.plate) : '',
    vehicleType: template.vehicleType,
    make: template.make,
    model: template.model,
    capacityTons: template.capacityTons,
    volumeM3: template.volumeM3 ?? '',
    bodyType: template.bodyType,
    loadingTypes: template.loadingTypes,
  };
}

export function toTemplateInput(values: TTemplateForm, keptPhotoFile: string | null): TVehicleTemplateInput {
  const capacityTons = values.capacityTons;
  if (capacityTons === null) throw new Error('capacity is required by the form schema');
  return {
    ...values,
    capacityTons,
    photo: keptPhotoFile ? { file: keptPhotoFile } : null,
  };
}

export type TemplateFormField = keyof TTemplateFormInput | 'photo';

/** Server `param` → form field. */
export const TEMPLATE_SERVER_FIELDS: Readonly<Partial<Record<string, TemplateFormField>>> = {
  name: 'name',
  plate: 'plate',
  vehicleType: 'vehicleType',
  make: 'make',
  model: 'model',
  capacityTons: 'capacityTons',
  volumeM3: 'volumeM3',
  bodyType: 'bodyType',
  loadingTypes: 'loadingTypes',
  'loadingTypes.0': 'loadingTypes',
  'loadingTypes.1': 'loadingTypes',
  'loadingTypes.2': 'loadingTypes',
  photo: 'photo',
  'photo.file': 'photo',
};
