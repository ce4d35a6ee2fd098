import {
  BODY_TYPE_LABELS,
  LOADING_TYPE_LABELS,
  VEHICLE_TYPE_LABELS,
  type LoadingType,
} from '@fura/domain/article-options';
import type { TVehicleTemplate } from '@fura/domain/vehicle-templates';

const decimal = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** «1,5 т». */
export function formatTons(value: number): string {
  return `${decimal.format(value)}\u00a0т`;
}

/** «10,5 м³». */
export function formatCubicMeters(value: number): string {
  return `${decimal.format(value)}\u00a0м³`;
}

/** «Боковая, задняя». */
export function formatLoadingTypes(types: readonly LoadingType[]): string {
  const text = types.map((type) => LOADING_TYPE_LABELS[type].toLowerCase()).join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function vehicleTitle(template: Pick<TVehicleTemplate, 'make' | 'model'>): string {
  return [template.make, template.model].filter(Boolean).join(' ');
}

export const vehicleTypeLabel = (template: TVehicleTemplate) => VEHICLE_TYPE_LABELS[template.vehicleType];
export const bodyTypeLabel = (template: TVehicleTemplate) => BODY_TYPE_LABELS[template.bodyType];
