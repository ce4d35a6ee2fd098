/** What the voice recorder tells the user. */
export const RECORDER_TEXTS = {
  record: 'Записать голосовое сообщение',
  denied: 'Разрешите доступ к микрофону в настройках браузера',
  noMicrophone: 'Микрофон не найден: подключите его и попробуйте ещё раз',
  failed: 'Не удалось включить микрофон. Попробуйте ещё раз',
  unsupported: 'Браузер не умеет записывать голос: откройте сайт в свежей версии Chrome, Firefox или Safari',
  interrupted: 'Запись прервалась. Попробуйте ещё раз',
  limit: 'Достигнут предел — 5 минут',
  cancel: 'Отменить',
  send: 'Отправить',
} as const;

/** getUserMedia failures by DOMException name. */
export function microphoneErrorText(failure: unknown): string {
  const name = failure instanceof Error || failure instanceof DOMException ? failure.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') {
    return RECORDER_TEXTS.denied;
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return RECORDER_TEXTS.noMicrophone;
  return RECORDER_TEXTS.failed;
}
