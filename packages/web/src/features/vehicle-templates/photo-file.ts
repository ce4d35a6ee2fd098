import {
  TEMPLATE_PHOTO_ACCEPT,
  TEMPLATE_PHOTO_MAX_BYTES,
  TEMPLATE_PHOTO_MESSAGES,
} from '@fura/domain/vehicle-template-limits';

/** Client-side checks of a vehicle photo before upload; the server checks the content again. */
export function photoFileError(file: File): string | null {
  if (!TEMPLATE_PHOTO_ACCEPT.split(',').includes(file.type)) return TEMPLATE_PHOTO_MESSAGES.type;
  if (file.size > TEMPLATE_PHOTO_MAX_BYTES) return TEMPLATE_PHOTO_MESSAGES.size;
  return null;
}
