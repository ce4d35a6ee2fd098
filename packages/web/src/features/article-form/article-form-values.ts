import type { TArticle, TArticleInputRaw, TCarInput, TPlace } from '@fura/domain/article-schemas';
import {
  BODY_TYPES,
  LOADING_TYPES,
  PAYMENT_METHODS,
  type BodyType,
  type LoadingType,
  type PaymentMethod,
  type VehicleType,
} from '@fura/domain/article-options';
import { CARGO_TYPES, type ArticleType, type CargoType } from '@fura/domain/articles';
import { CONTRACT_TYPES } from '@fura/domain/users';
import { kopecksToRubles, rublesToKopecks } from '@fura/domain/money';
import type { TVehicleTemplate } from '@fura/domain/vehicle-templates';

/** The vehicle of an offer as the form holds it: numbers as typed text. */
export type CarFormValues = {
  templateId: string | null;
  vehicleType: VehicleType | null;
  make: string;
  model: string;
  capacityTons: string;
  volumeM3: string;
  bodyType: BodyType | null;
  loadingTypes: LoadingType[];
};

/**
 * What the listing form holds. Field names follow the `article` JSON (so that validation and server messages
 * land on the same names); numbers are kept as typed text, the budget in roubles.
 */
export type ArticleFormValues = {
  from: TPlace | null;
  to: TPlace | null;
  loadingDate: string | null;
  loadingTimeFrom: string | null;
  loadingTimeTo: string | null;
  cargoTypes: CargoType[];
  weightKg: string;
  volumeM3: string;
  lengthM: string;
  widthM: string;
  heightM: string;
  places: string;
  bodyTypes: BodyType[];
  loadingTypes: LoadingType[];
  /** Whole roubles as digits; empty = «Договорная». */
  budget: string;
  paymentMethod: PaymentMethod | null;
  /** '' = not specified, else '1'..'4'. */
  contractType: string;
  comment: string;
  car: CarFormValues;
};

export const EMPTY_CAR: CarFormValues = {
  templateId: null,
  vehicleType: null,
  make: '',
  model: '',
  capacityTons: '',
  volumeM3: '',
  bodyType: null,
  loadingTypes: [],
};

export function emptyArticleForm(): ArticleFormValues {
  return {
    from: null,
    to: null,
    loadingDate: null,
    loadingTimeFrom: null,
    loadingTimeTo: null,
    cargoTypes: [],
    weightKg: '',
    volumeM3: '',
    lengthM: '',
    widthM: '',
    heightM: '',
    places: '',
    bodyTypes: [],
    loadingTypes: [],
    budget: '',
    paymentMethod: null,
    contractType: '',
    comment: '',
    car: { ...EMPTY_CAR, loadingTypes: [] },
  };
}

/** '' → null, '12,5' or '12.5' → 12.5; text that is not a number → NaN (reported by the schema). */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const normalised = trimmed.replace(',', '.');
  return /^\d+(\.\d*)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/** '' → null, '007' → 7. */
export function parseDigits(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** 12.5 → '12,5' (the Russian decimal comma); null → ''. */
export function formatDecimal(value: number | null): string {
  return value === null ? '' : String(value).replace('.', ',');
}

/** Choices the user has not made yet stay `null`: the schema then names the field with its own message. */
type Unchosen<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | null };

export type CarInputDraft = Unchosen<TCarInput, 'vehicleType' | 'capacityTons' | 'bodyType'>;

/** The `article` JSON as typed, before validation. */
export type ArticleInputDraft = Unchosen<
  Omit<TArticleInputRaw, 'car'>,
  'from' | 'to' | 'loadingDate' | 'paymentMethod'
> & { car: CarInputDraft | null };

function carInput(car: CarFormValues): CarInputDraft {
  return {
    templateId: car.templateId,
    vehicleType: car.vehicleType,
    make: car.make,
    model: car.model,
    capacityTons: parseDecimal(car.capacityTons),
    volumeM3: parseDecimal(car.volumeM3),
    bodyType: car.bodyType,
    loadingTypes: car.loadingTypes,
    photo: null,
  };
}

/**
 * The `article` JSON the form's values stand for, before validation: orders carry cargo and wanted bodies,
 * offers a vehicle whose capacity, volume, body and loading types also describe the listing (so that search
 * filters by weight, volume and body find offers). Photos and `publish` are added when sending.
 */
export function toArticleRaw(values: ArticleFormValues, type: ArticleType): ArticleInputDraft {
  const contract = CONTRACT_TYPES.find((id) => String(id) === values.contractType) ?? null;
  const budget = parseDigits(values.budget);
  const common = {
    from: values.from,
    to: values.to,
    loadingDate: values.loadingDate,
    loadingTimeFrom: values.loadingTimeFrom,
    loadingTimeTo: values.loadingTimeTo,
    budgetKopecks: budget === null || Number.isNaN(budget) ? budget : rublesToKopecks(budget),
    paymentMethod: values.paymentMethod,
    contractType: contract,
    comment: values.comment,
  };
  if (type === 'order') {
    return {
      ...common,
      cargoTypes: values.cargoTypes,
      weightKg: parseDigits(values.weightKg),
      volumeM3: parseDecimal(values.volumeM3),
      lengthM: parseDecimal(values.lengthM),
      widthM: parseDecimal(values.widthM),
      heightM: parseDecimal(values.heightM),
      places: parseDigits(values.places),
      bodyTypes: values.bodyTypes,
      loadingTypes: values.loadingTypes,
      car: null,
    };
  }
  const capacity = parseDecimal(values.car.capacityTons);
  return {
    ...common,
    cargoTypes: [],
    weightKg: capacity === null || Number.isNaN(capacity) ? null : Math.round(capacity * 1000),
    volumeM3: parseDecimal(values.car.volumeM3),
    lengthM: null,
    widthM: null,
    heightM: null,
    places: null,
    bodyTypes: values.car.bodyType ? [values.car.bodyType] : [],
    loadingTypes: values.car.loadingTypes,
    car: carInput(values.car),
  };
}

function knownOf<T extends string | number>(all: readonly T[], values: readonly unknown[]): T[] {
  return all.filter((item) => values.includes(item));
}

/** The form's values of a saved listing (edit): kopecks back to roubles, numbers to text. */
export function articleFormValues(article: TArticle): ArticleFormValues {
  const car = article.car;
  const contract = CONTRACT_TYPES.find((id) => id === article.contractType);
  return {
    from: article.from,
    to: article.to,
    loadingDate: article.loadingDate.slice(0, 10),
    loadingTimeFrom: article.loadingTimeFrom,
    loadingTimeTo: article.loadingTimeTo,
    cargoTypes: knownOf(CARGO_TYPES, article.cargoTypes),
    weightKg: article.weightKg === null ? '' : String(article.weightKg),
    volumeM3: formatDecimal(article.volumeM3),
    lengthM: formatDecimal(article.lengthM),
    widthM: formatDecimal(article.widthM),
    heightM: formatDecimal(article.heightM),
    places: article.places === null ? '' : String(article.places),
    bodyTypes: knownOf(BODY_TYPES, article.bodyTypes),
    loadingTypes: knownOf(LOADING_TYPES, article.loadingTypes),
    budget: article.budgetKopecks === null ? '' : String(Math.round(kopecksToRubles(article.budgetKopecks))),
    paymentMethod: PAYMENT_METHODS.includes(article.paymentMethod) ? article.paymentMethod : null,
    contractType: contract === undefined ? '' : String(contract),
    comment: article.comment,
    car: car
      ? {
          templateId: car.templateId,
          vehicleType: car.vehicleType,
          make: car.make,
          model: car.model,
          capacityTons: formatDecimal(car.capacityTons),
          volumeM3: formatDecimal(car.volumeM3),
          bodyType: car.bodyType,
          loadingTypes: knownOf(LOADING_TYPES, car.loadingTypes),
        }
      : { ...EMPTY_CAR, loadingTypes: [] },
  };
}

/** «Заполнить из шаблона»: the vehicle fields of a template, remembering which one. */
export function carValuesFromTemplate(template: TVehicleTemplate): CarFormValues {
  return {
    templateId: template._id,
    vehicleType: template.vehicleType,
    make: template.make,
    model: template.model,
    capacityTons: formatDecimal(template.capacityTons),
    volumeM3: formatDecimal(template.volumeM3),
    bodyType: template.bodyType,
    loadingTypes: [...template.loadingTypes],
  };
}
