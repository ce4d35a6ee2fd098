import sharp from 'sharp';
import { ImageReencodeError, MAX_INPUT_PIXELS } from './reencode-image';

/** The full picture fits inside this square; the cover thumbnail (lists, cards) is cropped to its size. */
export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_THUMB_WIDTH = 400;
export const PHOTO_THUMB_HEIGHT = 300;

export interface ReencodedPhoto {
  image: Buffer;
  thumb: Buffer;
}

function failure(error: unknown): ImageReencodeError {
  const message = error instanceof Error ? error.message : '';
  return new ImageReencodeError(/pixel limit/i.test(message) ? 'too-many-pixels' : 'unreadable');
}

/**
 * Re-encodes a photo to webp: turned upright by its EXIF orientation, fitted inside 1600×1600 (never enlarged), plus
 * a 400×300 cover thumbnail. Metadata (EXIF, GPS, XMP, ICC comments) is dropped: sharp writes none unless asked.
 * Throws ImageReencodeError when the file cannot be decoded (e.g. HEVC-coded HEIC with sharp's prebuilt libvips).
 */
export async function reencodePhoto(data: Buffer): Promise<ReencodedPhoto> {
  try {
    const upright = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const [image, thumb] = await Promise.all([
      upright
        .clone()
        .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      upright
        .clone()
        .resize(PHOTO_THUMB_WIDTH, PHOTO_THUMB_HEIGHT, { fit: 'cover' })
        .webp({ quality: 78 })
        .toBuffer(),
    ]);
    return { image, thumb };
  } catch (error) {
    throw failure(error);
  }
}
