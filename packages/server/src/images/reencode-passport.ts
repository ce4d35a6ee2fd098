import sharp from 'sharp';
import { ImageReencodeError, MAX_INPUT_PIXELS } from './reencode-image';

/** A passport page must stay legible when zoomed: kept up to this side, never enlarged. */
export const PASSPORT_MAX_SIDE = 2400;

/**
 * Re-encodes a passport photo to webp: turned upright by its EXIF orientation, fitted inside 2400×2400, with all
 * metadata (EXIF, GPS, XMP) dropped — sharp writes none unless asked to. Throws ImageReencodeError when the file cannot
 * be decoded (e.g. HEVC-coded HEIC: sharp's prebuilt libvips has no HEVC decoder).
 */
export async function reencodePassport(data: Buffer): Promise<Buffer> {
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PASSPORT_MAX_SIDE, PASSPORT_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 88 })
      .toBuffer();
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    throw new ImageReencodeError(/pixel limit/i.test(message) ? 'too-many-pixels' : 'unreadable');
  }
}
