/** Russian messages of the vehicle template calls, besides those shared with the web in the domain package. */
export const TEMPLATE_SERVER_MESSAGES = {
  templateMissing: 'Не переданы данные шаблона',
  templateBadJson: 'Данные шаблона переданы в неверном формате: обновите страницу и попробуйте снова',
  notMultipart: 'Шаблон нужно отправлять как форму с файлами (multipart/form-data)',
  unexpectedFile: 'К шаблону можно приложить только одну фотографию',
  badForm: 'Не удалось прочитать отправленную форму',
  photoUnreadable: 'Не удалось прочитать фотографию. Загрузите другой файл',
  photoTooManyPixels: 'Фотография слишком большая по разрешению. Уменьшите её и загрузите снова',
  checkNotMultipart: 'Документы машины нужно отправлять как форму с файлами (multipart/form-data)',
  checkUnexpectedFile: 'Приложите только фото СТС и, если нужно, договора аренды — по одному файлу',
} as const;
