import { PASSPORT_COMMENT_MAX } from '@fura/domain/passport';

/** What the console's «Модерация» says. */
export const MODERATION_TEXT = {
  title: 'Модерация паспортов',
  lead: 'Паспорта на проверке — сначала те, что ждут дольше всех.',
  emptyTitle: 'Очередь пуста',
  emptyHint: 'Новые паспорта появятся здесь, как только пользователи их загрузят.',
  loadError: 'Не удалось загрузить очередь',
  open: 'Проверить',
  uploaded: 'Загружен',
  viewerLabel: 'Фото паспорта',
  zoomIn: 'Увеличить',
  zoomOut: 'Уменьшить',
  zoomReset: 'Исходный размер',
  photoError: 'Не удалось загрузить фото паспорта',
  comment: 'Комментарий для пользователя',
  commentHint: `Обязателен при отказе, не длиннее ${PASSPORT_COMMENT_MAX} символов`,
  approve: 'Подтвердить',
  reject: 'Отклонить',
  approved: 'Паспорт подтверждён',
  rejected: 'Паспорт отклонён',
  decidedTitle: 'Решение уже принято',
  backToQueue: 'Вернуться к очереди',
  close: 'Закрыть',
  countAll: (count: number) => `В очереди: ${count}`,
} as const;
