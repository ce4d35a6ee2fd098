/** Russian messages of the listings endpoints beyond the shared ARTICLE_MESSAGES of the domain package. */
export const ARTICLE_SERVER_MESSAGES = {
  notMultipart: 'Объявление нужно отправлять как форму с файлами (multipart/form-data)',
  badForm: 'Не удалось прочитать отправленную форму',
  unexpectedPart: 'Лишнее поле формы',
  unknownType: 'Неизвестный тип объявления',
  articleMissing: 'Не переданы данные объявления',
  editingIdMissing: 'Не указано, какое объявление изменить',
  photoHeic: 'Не удалось прочитать фото HEIC: сохраните его как JPEG',
  photoUnreadable: 'Не удалось прочитать фотографию. Загрузите другой файл',
  photoTooManyPixels: 'Фотография слишком большая по разрешению. Уменьшите её и загрузите снова',
  templateNotFound: 'Шаблон не найден',
  notEditable: 'Объявление в работе или завершено: изменить его нельзя',
  noCarPhotoForOrder: 'Фото транспорта прикладывают только к предложениям',
} as const;
