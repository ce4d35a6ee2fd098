import { PASSPORT_ACCEPT, PASSPORT_MAX_BYTES, PASSPORT_MESSAGES } from '@fura/domain/passport';

/** Some browsers give a HEIC no type: its name tells then. The server checks the bytes anyway. */
const PASSPORT_EXTENSIONS = /\.(jpe?g|png|webp|heic|heif)$/i;

/** Client-side checks of a passport photo before upload. */
export function passportFileError(file: File): string | null {
  const typeOk = file.type
    ? PASSPORT_ACCEPT.split(',').includes(file.type)
    : PASSPORT_EXTENSIONS.test(file.name);
  if (!typeOk) return PASSPORT_MESSAGES.type;
  if (file.size > PASSPORT_MAX_BYTES) return PASSPORT_MESSAGES.tooLarge;
  return null;
}
