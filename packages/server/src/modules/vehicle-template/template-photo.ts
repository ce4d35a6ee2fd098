import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { TEMPLATE_PHOTO_MAX_BYTES, TEMPLATE_PHOTO_MESSAGES } from '@fura/domain/vehicle-template-limits';
import type { StoredPhoto } from '../../db/schema';
import { badRequest, payloadTooLarge, unsupportedMedia } from '../../http/errors';
import { detectAcceptedImage } from '../../images/detect-image';
import { MAX_INPUT_PIXELS } from '../../images/reencode-image';
import type { FileStorage } from '../../storage/file-storage';
import { TEMPLATE_SERVER_MESSAGES } from './messages';

export const PHOTO_FIELD = 'photo';
/** The stored photo fits inside this box (never enlarged); the thumbnail is cropped to fill its box. */
export const TEMPLATE_PHOTO_BOX = { width: 1200, height: 1200 } as const;
export const TEMPLATE_THUMB_BOX = { width: 400, height: 300 } as const;

function decode(data: Buffer) {
  // rotate(): upright by EXIF orientation. sharp writes no metadata (EXIF, GPS, ICC, XMP) unless asked to.
  return sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
}

async function reencode(data: Buffer): Promise<{ photo: Buffer; thumb: Buffer }> {
  try {
    const [photo, thumb] = await Promise.all([
      decode(data)
        .resize(TEMPLATE_PHOTO_BOX.width, TEMPLATE_PHOTO_BOX.height, {
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 82 })
        .toBuffer(),
      decode(data)
        .resize(TEMPLATE_THUMB_BOX.width, TEMPLATE_THUMB_BOX.height, { fit: 'cover' })
        .webp({ quality: 78 })
        .toBuffer(),
    ]);
    return { photo, thumb };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message))
      throw payloadTooLarge(TEMPLATE_SERVER_MESSAGES.photoTooManyPixels, PHOTO_FIELD);
    throw badRequest(TEMPLATE_SERVER_MESSAGES.photoUnreadable, PHOTO_FIELD);
  }
}

/**
 * Checks an uploaded vehicle photo by its bytes (JPEG, PNG or WebP, at most 10 MB), re-encodes it to webp
 * with a 400×300 cover thumbnail and stores both as `templates/<uuid>.webp` and `templates/<uuid>-thumb.webp`.
 */
export async function storeTemplatePhoto(storage: FileStorage, data: Buffer): Promise<StoredPhoto> {
  if (data.length > TEMPLATE_PHOTO_MAX_BYTES)
    throw payloadTooLarge(TEMPLATE_PHOTO_MESSAGES.size, PHOTO_FIELD);
  if (!(await detectAcceptedImage(data))) throw unsupportedMedia(TEMPLATE_PHOTO_MESSAGES.type, PHOTO_FIELD);
  const { photo, thumb } = await reencode(data);
  const name = randomUUID();
  const stored: StoredPhoto = { key: `templates/${name}.webp`, thumbKey: `templates/${name}-thumb.webp` };
  await storage.put(stored.key, photo);
  await storage.put(stored.thumbKey, thumb);
  return stored;
}
