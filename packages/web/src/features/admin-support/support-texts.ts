import { USER_TYPE_LABELS, type UserRole } from '@fura/domain/users';

/** The visible texts of the console's support inbox (issue 13). */
export const SUPPORT_TEXT = {
  title: 'Поддержка',
  lead: 'Обращения пользователей в чат поддержки. Ответ уходит от имени «Поддержка Фуры» в их раздел «Сообщения».',
  dialogsTitle: 'Обращения',
  loadError: 'Не удалось загрузить обращения',
  empty: 'Обращений пока нет',
  emptyHint: 'Когда пользователь напишет в чат поддержки, его обращение появится здесь.',
  choose: 'Выберите обращение слева, чтобы прочитать и ответить.',
  messagesLoadError: 'Не удалось загрузить сообщения',
  noMessages: 'Сообщений пока нет',
  earlier: 'Показать более ранние',
  you: 'Вы: ',
  answer: 'Ответ пользователю',
  answerHint: 'Ctrl + Enter — отправить',
  send: 'Отправить',
  back: 'Все обращения',
  fromSupport: 'Поддержка',
  conversationWith: (name: string) => `Переписка с пользователем ${name}`,
  unread: 'непрочитанных',
  voice: (seconds: number) =>
    `Голосовое сообщение ${Math.floor(seconds / 60)}:${String(Math.round(seconds) % 60).padStart(2, '0')}`,
} as const;

export function roleLabel(type: string): string {
  return type in USER_TYPE_LABELS ? USER_TYPE_LABELS[type as UserRole] : type;
}
