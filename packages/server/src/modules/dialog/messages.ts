/** Russian messages of the dialog endpoints beyond DIALOG_MESSAGES and VOICE_MESSAGES of the domain package. */
export const DIALOG_SERVER_MESSAGES = {
  messageNotFound: 'Сообщение не найдено',
  notMultipart: 'Голосовое сообщение нужно отправлять как форму с файлом (multipart/form-data)',
  badForm: 'Не удалось прочитать отправленную форму',
  unexpectedFile: 'Лишний файл в форме',
  rangeNotSatisfiable: 'Запрошенный фрагмент записи выходит за конец файла',
  waveformJson: 'Форма волны должна быть списком чисел (JSON)',
} as const;
