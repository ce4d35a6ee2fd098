import type { TVehicleTemplate } from '@fura/domain/vehicle-templates';
import { VEHICLE_CHECK_STATUSES, isVehicleVerified, type TVehicleCheck } from '@fura/domain/vehicle-check';
import { BODY_TYPES, LOADING_TYPES, VEHICLE_TYPES } from '@fura/domain/article-options';
import type { VehicleTemplateRow } from '../../db/schema';
import { presentPhoto } from '../listing/present';

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

function manyOf<T extends string>(values: readonly T[], list: readonly string[]): T[] {
  return values.filter((candidate) => list.includes(candidate));
}

/** The check as its owner sees it: whether the documents are there, never where. */
export function presentCheck(row: VehicleTemplateRow): TVehicleCheck {
  return {
    status: oneOf(VEHICLE_CHECK_STATUSES, row.checkStatus, 'none'),
    comment: row.checkComment,
    uploadedAt: row.checkUploadedAt ? row.checkUploadedAt.toISOString() : null,
    verified: isVehicleVerified(row),
    hasSts: row.stsPhoto !== null,
    hasLease: row.leasePhoto !== null,
  };
}

/** A template as its owner sees it; whitelists fields (never the owner id or storage keys). */
export function presentTemplate(row: VehicleTemplateRow): TVehicleTemplate {
  return {
    _id: row.id,
    name: row.name,
    vehicleType: oneOf(VEHICLE_TYPES, row.vehicleType, 'other'),
    make: row.make,
    model: row.model,
    capacityTons: row.capacityTons,
    volumeM3: row.volumeM3,
    bodyType: oneOf(BODY_TYPES, row.bodyType, 'tent'),
    loadingTypes: manyOf(LOADING_TYPES, row.loadingTypes),
    photo: row.photo ? presentPhoto(row.photo) : null,
    plate: row.plate,
    check: presentCheck(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
