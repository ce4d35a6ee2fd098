import sharp from 'sharp';

/** Decoded size limit: guards against decompression bombs (a tiny file that expands to gigabytes of pixels). */
export const MAX_INPUT_PIXELS = 50_000_000;

export type ReencodeFailure = 'too-many-pixels' | 'unreadable';

export class ImageReencodeError extends Error {
  constructor(readonly reason: ReencodeFailure) {
    super(reason === 'too-many-pixels' ? 'image exceeds the pixel limit' : 'image cannot be decoded');
    this.name = 'ImageReencodeError';
  }
}

/**
 * Re-encodes an image to a square webp: turned upright by its EXIF orientation, cropped to cover, and with all
 * metadata (EXIF, GPS, ICC comments) dropped — sharp writes none unless asked to.
 */
export async function reencodeSquareWebp(data: Buffer, size: number): Promise<Buffer> {
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(size, size, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    throw new ImageReencodeError(/pixel limit/i.test(message) ? 'too-many-pixels' : 'unreadable');
  }
}
