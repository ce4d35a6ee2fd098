import { MAX_CARGO_PHOTOS } from '@fura/domain/article-schemas';
import type { ArticleType } from '@fura/domain/articles';
import type { FieldPath } from 'react-hook-form';
import type { ArticleFormValues } from './article-form-values';

/** Where a server message is shown: a form field, the cargo photos or the car photo. */
export type ArticleErrorTarget = FieldPath<ArticleFormValues> | 'photos' | 'carPhoto';

const SAME_NAME_FIELDS = [
  'from',
  'to',
  'loadingDate',
  'loadingTimeFrom',
  'loadingTimeTo',
  'paymentMethod',
  'contractType',
  'comment',
] as const;

const ORDER_FIELDS = [
  'cargoTypes',
  'weightKg',
  'volumeM3',
  'lengthM',
  'widthM',
  'heightM',
  'places',
  'bodyTypes',
  'loadingTypes',
] as const;

const CAR_FIELDS = [
  'car.vehicleType',
  'car.make',
  'car.model',
  'car.capacityTons',
  'car.volumeM3',
  'car.bodyType',
  'car.loadingTypes',
  'car.templateId',
] as const;

/** On an offer the listing's weight, volume, body and loading types come from its vehicle. */
const OFFER_DERIVED: Readonly<Record<string, FieldPath<ArticleFormValues>>> = {
  weightKg: 'car.capacityTons',
  volumeM3: 'car.volumeM3',
  bodyTypes: 'car.bodyType',
  loadingTypes: 'car.loadingTypes',
  car: 'car.vehicleType',
};

const PLACE_PARTS = ['address', 'settlement', 'region', 'lat', 'lon', 'placeId'] as const;

/**
 * The server's `param` (`article.loadingDate`, `loadingDate`, `article.from.lat`, `cargoPhoto3`, …) → where the
 * form shows it; for readServerError.
 */
export function articleServerFields(type: ArticleType): Record<string, ArticleErrorTarget> {
  const map: Record<string, ArticleErrorTarget> = {};
  const add = (param: string, target: ArticleErrorTarget) => {
    map[param] = target;
    map[`article.${param}`] = target;
  };
  for (const field of SAME_NAME_FIELDS) add(field, field);
  for (const place of ['from', 'to'] as const) {
    for (const part of PLACE_PARTS) add(`${place}.${part}`, place);
  }
  add('budgetKopecks', 'budget');
  if (type === 'order') {
    for (const field of ORDER_FIELDS) add(field, field);
  } else {
    for (const field of CAR_FIELDS) add(field, field);
    for (const [param, target] of Object.entries(OFFER_DERIVED)) add(param, target);
    add('car.photo', 'carPhoto');
    map.carPhoto = 'carPhoto';
  }
  add('cargoPhoto', 'photos');
  for (let index = 0; index < MAX_CARGO_PHOTOS + 1; index += 1) {
    map[`cargoPhoto${index}`] = 'photos';
    map[`article.cargoPhoto.${index}`] = 'photos';
  }
  return map;
}
