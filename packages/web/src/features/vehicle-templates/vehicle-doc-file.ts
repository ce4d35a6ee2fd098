import {
  VEHICLE_CHECK_MESSAGES,
  VEHICLE_DOC_ACCEPT,
  VEHICLE_DOC_MAX_BYTES,
} from '@fura/domain/vehicle-check';

export type VehicleDocKind = 'sts' | 'lease';

/**
 * Client-side checks of a СТС or lease photo before upload (issue 29); the server decides by the content again. An
 * unknown type (some phones send none for HEIC) is left to the server.
 */
export function vehicleDocError(file: File, kind: VehicleDocKind): string | null {
  if (file.type && !VEHICLE_DOC_ACCEPT.split(',').includes(file.type)) {
    return kind === 'sts' ? VEHICLE_CHECK_MESSAGES.stsType : VEHICLE_CHECK_MESSAGES.leaseType;
  }
  if (file.size > VEHICLE_DOC_MAX_BYTES) {
    return kind === 'sts' ? VEHICLE_CHECK_MESSAGES.stsTooLarge : VEHICLE_CHECK_MESSAGES.leaseTooLarge;
  }
  return null;
}
