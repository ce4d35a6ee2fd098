import { randomUUID } from 'node:crypto';
import {
  LEASE_PHOTO_FIELD,
  STS_PHOTO_FIELD,
  VEHICLE_CHECK_MESSAGES,
  type VehicleDoc,
} from '@fura/domain/vehicle-check';
import type { VehicleTemplateRow } from '../../db/schema';
import { badRequest, notFound, payloadTooLarge, unsupportedMedia } from '../../http/errors';
import { detectPhoto } from '../../images/detect-photo';
import { ImageReencodeError } from '../../images/reencode-image';
import { reencodePassport } from '../../images/reencode-passport';
import type { FileStorage } from '../../storage/file-storage';

/** Private folder: the public /files route serves only its own folders, never this one. */
export const VEHICLE_DOC_KEY_PREFIX = 'vehicle-docs/';

export type VehicleDocField = typeof STS_PHOTO_FIELD | typeof LEASE_PHOTO_FIELD;

const TYPE_MESSAGES: Record<VehicleDocField, string> = {
  [STS_PHOTO_FIELD]: VEHICLE_CHECK_MESSAGES.stsType,
  [LEASE_PHOTO_FIELD]: VEHICLE_CHECK_MESSAGES.leaseType,
};

/**
 * Checks a СТС or lease photo by its bytes (JPEG, PNG, WebP or HEIC, whatever its name says), re-encodes it to webp
 * without metadata — fitted as a passport page is, legible when zoomed — and stores it under a fresh private key;
 * answers the key.
 */
export async function storeVehicleDoc(
  storage: FileStorage,
  data: Buffer,
  field: VehicleDocField,
): Promise<string> {
  const kind = await detectPhoto(data);
  if (!kind) throw unsupportedMedia(TYPE_MESSAGES[field], field);
  let webp: Buffer;
  try {
    webp = await reencodePassport(data);
  } catch (error) {
    if (!(error instanceof ImageReencodeError)) throw error;
    // sharp's prebuilt libvips reads HEIF containers but has no HEVC decoder, so most iPhone photos land here.
    if (kind === 'heic') throw unsupportedMedia(VEHICLE_CHECK_MESSAGES.heic, field);
    if (error.reason === 'too-many-pixels')
      throw payloadTooLarge(VEHICLE_CHECK_MESSAGES.tooManyPixels, field);
    throw badRequest(VEHICLE_CHECK_MESSAGES.unreadable, field);
  }
  const key = `${VEHICLE_DOC_KEY_PREFIX}${randomUUID()}.webp`;
  await storage.put(key, webp);
  return key;
}

/** A stored document of the template (a webp), or 404 when there is none. For the moderators' copy only. */
export async function readVehicleDoc(
  storage: FileStorage,
  template: Pick<VehicleTemplateRow, 'stsPhoto' | 'leasePhoto'>,
  doc: VehicleDoc,
): Promise<Buffer> {
  const key = doc === 'sts' ? template.stsPhoto : template.leasePhoto;
  const data = key?.startsWith(VEHICLE_DOC_KEY_PREFIX) ? await storage.get(key) : null;
  if (!data) throw notFound(VEHICLE_CHECK_MESSAGES.notUploaded);
  return data;
}
