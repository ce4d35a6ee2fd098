import { fileTypeFromBuffer } from 'file-type';

/** What a listing or vehicle photo may be, told by its magic bytes (never by the name or the client's type). */
export type PhotoKind = 'jpeg' | 'png' | 'webp' | 'heic';

const KIND_BY_MIME: Record<string, PhotoKind> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heic',
};

/** The photo's kind, or null for anything else (HTML, SVG, GIF, AVIF, PDF, …). */
export async function detectPhoto(data: Buffer): Promise<PhotoKind | null> {
  const detected = await fileTypeFromBuffer(data);
  return detected ? (KIND_BY_MIME[detected.mime] ?? null) : null;
}
