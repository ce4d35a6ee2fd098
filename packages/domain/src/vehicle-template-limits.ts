/** How many vehicle templates one carrier may keep; the server refuses more (409), the web says so before. */
export const MAX_VEHICLE_TEMPLATES = 50;

export const TEMPLATE_LIMIT_MESSAGE = `Можно сохранить не больше ${MAX_VEHICLE_TEMPLATES} шаблонов транспорта. Удалите ненужные и добавьте снова`;

/** Template photos: checked by content on the server, by type and size in the browser. */
export const TEMPLATE_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
export const TEMPLATE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export const TEMPLATE_PHOTO_MESSAGES = {
  type: 'Загрузите фотографию в формате JPEG, PNG или WebP',
  size: 'Фотография слишком большая: не более 10 МБ',
} as const;
