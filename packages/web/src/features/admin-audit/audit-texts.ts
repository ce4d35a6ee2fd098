/** The texts of the console's «Журнал» screen. */
export const AUDIT_TEXT = {
  title: 'Журнал действий',
  lead: 'Все действия администраторов: кто, что, с кем и когда.',
  admin: 'Администратор',
  action: 'Действие',
  user: 'Id пользователя',
  userHint: 'Действия над этим пользователем',
  any: 'Все',
  show: 'Показать',
  listing: 'Объявление',
  removedListing: 'удалено',
  loadError: 'Не удалось загрузить журнал',
  emptyTitle: 'Записей нет',
  emptyHint: 'Измените фильтры или загляните позже: здесь появится каждое действие администраторов.',
  countAll: (count: number) => `Записей: ${count}`,
} as const;
