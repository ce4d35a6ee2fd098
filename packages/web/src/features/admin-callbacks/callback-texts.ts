/** The texts of the console's «Обратные звонки» screen. */
export const CALLBACK_TEXT = {
  title: 'Обратные звонки',
  lead: 'Заявки посетителей «Заказать звонок». Перезвоните и отметьте заявку обработанной.',
  onlyUnhandled: 'Только необработанные',
  mark: 'Обработан',
  unmark: 'Снять отметку',
  handled: (when: string, who: string | null) => `Обработан ${when}${who ? ` — ${who}` : ''}`,
  waiting: 'Ждёт звонка',
  loadError: 'Не удалось загрузить заявки',
  emptyTitle: 'Заявок нет',
  emptyHint: 'Здесь появятся заявки посетителей на обратный звонок.',
  emptyUnhandledHint: 'Все заявки обработаны.',
} as const;
