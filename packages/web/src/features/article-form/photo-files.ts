import { ARTICLE_MESSAGES, MAX_CARGO_PHOTOS, PHOTO_MAX_BYTES } from '@fura/domain/article-schemas';

/** Photo checks before upload; the server checks the content again (SPEC §7, issue 3). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];
const HEIC_NAME = /\.(heic|heif)$/i;

/** The file input's `accept`: some browsers give HEIC files no type, so the extensions are listed too. */
export const PHOTO_ACCEPT = [...PHOTO_TYPES, '.heic', '.heif'].join(',');

export function photoFileError(file: File): string | null {
  const typeOk = PHOTO_TYPES.includes(file.type) || (file.type === '' && HEIC_NAME.test(file.name));
  if (!typeOk) return ARTICLE_MESSAGES.photoType;
  if (file.size > PHOTO_MAX_BYTES) return ARTICLE_MESSAGES.photoSize;
  return null;
}

/** The files that fit, and the first message about those that did not (a wrong file or one too many). */
export function acceptPhotos(
  files: readonly File[],
  alreadyChosen: number,
): { accepted: File[]; error: string | null } {
  const accepted: File[] = [];
  let error: string | null = null;
  for (const file of files) {
    const fileError = photoFileError(file);
    if (fileError) {
      error ??= fileError;
    } else if (alreadyChosen + accepted.length >= MAX_CARGO_PHOTOS) {
      error ??= ARTICLE_MESSAGES.tooManyPhotos;
    } else {
      accepted.push(file);
    }
  }
  return { accepted, error };
}

/** Browsers cannot draw HEIC: such files get a placeholder instead of a preview. */
export function canPreview(file: File): boolean {
  return file.type !== '' && !/hei[cf]/.test(file.type);
}
