import { ROUTES } from '@fura/domain/routes';

/** What «Сохранить поиск и присылать новые» and its dialog say (issue 27). */
export const SAVE_TEXT = {
  open: 'Сохранить поиск и присылать новые',
  title: 'Сохранить поиск',
  lead: 'Мы пришлём новые объявления, которые подходят под этот поиск: маршрут и фильтры — как сейчас на странице.',
  name: 'Название поиска',
  save: 'Сохранить',
  cancel: 'Отмена',
  saved: 'Поиск сохранён.',
  mySearches: ROUTES.mySearches.title,
} as const;
