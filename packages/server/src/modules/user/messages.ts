/** Russian messages of the profile endpoints. */
export const USER_MESSAGES = {
  notFound: 'Пользователь не найден',
  userChangeMissing: 'Не переданы данные профиля',
  userChangeBadJson: 'Данные профиля переданы в неверном формате',
  notMultipart: 'Данные профиля нужно отправлять как форму с файлами (multipart/form-data)',
  unexpectedFile: 'Можно загрузить только аватар и фото паспорта',
  badForm: 'Не удалось прочитать отправленную форму',
  avatarType: 'Загрузите изображение в формате JPEG, PNG или WebP',
  avatarUnreadable: 'Не удалось прочитать изображение. Загрузите другой файл',
  avatarTooManyPixels: 'Изображение слишком большое по разрешению. Уменьшите его и загрузите снова',
  homeBaseCarriersOnly: 'Домашнюю базу указывают только перевозчики',
} as const;

export function avatarTooLargeMessage(maxBytes: number): string {
  return `Файл слишком большой: не более ${Math.floor(maxBytes / (1024 * 1024))} МБ`;
}
