import {
  BODY_TYPES,
  BODY_TYPE_LABELS,
  LOADING_TYPES,
  LOADING_TYPE_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  VEHICLE_TYPES,
  VEHICLE_TYPE_LABELS,
} from '@fura/domain/article-options';
import { CONTRACT_NOT_SPECIFIED_LABEL, CONTRACT_TYPES, CONTRACT_TYPE_LABELS } from '@fura/domain/users';

/** The choices of the listing form with their Russian labels. */
export const BODY_OPTIONS = BODY_TYPES.map((value) => ({ value, label: BODY_TYPE_LABELS[value] }));
export const LOADING_OPTIONS = LOADING_TYPES.map((value) => ({ value, label: LOADING_TYPE_LABELS[value] }));
export const PAYMENT_OPTIONS = PAYMENT_METHODS.map((value) => ({
  value,
  label: PAYMENT_METHOD_LABELS[value],
}));
export const VEHICLE_OPTIONS = VEHICLE_TYPES.map((value) => ({ value, label: VEHICLE_TYPE_LABELS[value] }));
export const CONTRACT_OPTIONS = [
  { value: '', label: CONTRACT_NOT_SPECIFIED_LABEL },
  ...CONTRACT_TYPES.map((id) => ({ value: String(id), label: CONTRACT_TYPE_LABELS[id] })),
];
