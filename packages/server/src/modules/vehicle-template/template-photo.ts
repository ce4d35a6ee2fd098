import { TEMPLATE_PHOTO_MAX_BYTES, TEMPLATE_PHOTO_MESSAGES } from '@fura/domain/vehicle-template-limits';
import type { StoredPhoto } from '../../db/schema';
import { badRequest, payloadTooLarge, unsupportedMedia } from '../../http/errors';
import { detectAcceptedImage } from '../../images/detect-image';
import { ImageReencodeError } from '../../images/reencode-image';
import { reencodePhoto, type ReencodedPhoto } from '../../images/reencode-photo';
import { storePhoto } from '../../images/store-photo';
import type { FileStorage } from '../../storage/file-storage';
import { TEMPLATE_SERVER_MESSAGES } from './messages';

export const PHOTO_FIELD = 'photo';

async function reencode(data: Buffer): Promise<ReencodedPhoto> {
  try {
    return await reencodePhoto(data);
  } catch (error) {
    if (error instanceof ImageReencodeError && error.reason === 'too-many-pixels') {
      throw payloadTooLarge(TEMPLATE_SERVER_MESSAGES.photoTooManyPixels, PHOTO_FIELD);
    }
    throw badRequest(TEMPLATE_SERVER_MESSAGES.photoUnreadable, PHOTO_FIELD);
  }
}

/**
 * Checks an uploaded vehicle photo by its bytes (JPEG, PNG or WebP, at most 10 MB), re-encodes it like listing
 * photos (webp, metadata dropped, 400×300 cover thumbnail) and stores both under `templates/`.
 */
export async function storeTemplatePhoto(storage: FileStorage, data: Buffer): Promise<StoredPhoto> {
  if (data.length > TEMPLATE_PHOTO_MAX_BYTES)
    throw payloadTooLarge(TEMPLATE_PHOTO_MESSAGES.size, PHOTO_FIELD);
  if (!(await detectAcceptedImage(data))) throw unsupportedMedia(TEMPLATE_PHOTO_MESSAGES.type, PHOTO_FIELD);
  return storePhoto(storage, 'templates', await reencode(data));
}
