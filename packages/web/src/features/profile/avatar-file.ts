/** Client-side checks of an avatar before upload; the server checks the content again. */
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp';
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export const AVATAR_MESSAGES = {
  type: 'Загрузите изображение в формате JPEG, PNG или WebP',
  size: 'Файл слишком большой: не больше 5 МБ',
} as const;

export function avatarFileError(file: File): string | null {
  if (!AVATAR_ACCEPT.split(',').includes(file.type)) return AVATAR_MESSAGES.type;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.size;
  return null;
}
