import { fileTypeFromBuffer } from 'file-type';

export const ACCEPTED_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AcceptedImageMime = (typeof ACCEPTED_IMAGE_MIME_TYPES)[number];

/** The image type by its magic bytes (never by the name or the client's Content-Type); null if not accepted. */
export async function detectAcceptedImage(data: Buffer): Promise<AcceptedImageMime | null> {
  const detected = await fileTypeFromBuffer(data);
  if (!detected) return null;
  return ACCEPTED_IMAGE_MIME_TYPES.find((mime) => mime === detected.mime) ?? null;
}
