import type { ArticleType } from '@fura/domain/articles';

/** What the search pages say, by the kind of listing searched. */
export const SEARCH_TEXT = {
  order: {
    title: 'Поиск заказов',
    lead: 'Заказы грузовладельцев: выберите маршрут, даты и груз — подходящие заказы появятся ниже.',
    guest:
      'Войдите, чтобы откликнуться на заказ и написать грузовладельцу. Нет аккаунта — зарегистрируйтесь как перевозчик.',
    wrongRole: 'Вы грузовладелец — ищите транспорт в разделе',
    wrongRoleLink: 'Поиск транспорта',
    wrongRolePath: '/search-offer',
  },
  offer: {
    title: 'Поиск транспорта',
    lead: 'Предложения перевозчиков: найдите свободную машину по вашему маршруту и датам.',
    guest:
      'Войдите, чтобы отправить заявку перевозчику и написать ему. Нет аккаунта — зарегистрируйтесь как грузовладелец.',
    wrongRole: 'Вы перевозчик — ищите грузы в разделе',
    wrongRoleLink: 'Поиск заказов',
    wrongRolePath: '/search-order',
  },
} as const satisfies Record<ArticleType, Record<string, string>>;

export const FILTER_TEXT = {
  filters: 'Фильтры',
  verifiedOnly: 'Только проверенные',
  verifiedOnlyHint: 'Авторы, чей паспорт проверен администратором',
  confirmedWithin24h: 'Подтверждено за 24 ч',
  confirmedWithin24hHint: 'Опубликовано или подтверждено автором за последние сутки',
  from: 'Откуда',
  to: 'Куда',
  radius: 'Радиус',
  placePlaceholder: 'Город или посёлок',
  dateFrom: 'Погрузка с',
  dateTo: 'Погрузка по',
  cargo: 'Тип груза',
  body: 'Тип кузова',
  any: 'Любой',
  weight: 'Вес, кг',
  volume: 'Объём, м³',
  budget: 'Бюджет, ₽',
  min: 'от',
  max: 'до',
  sort: 'Сортировка',
  reset: 'Сбросить фильтры',
  login: 'Войти',
  register: 'Зарегистрироваться',
  empty: 'Ничего не найдено — расширьте радиус или уберите фильтры',
  error: 'Не удалось загрузить результаты поиска',
  retry: 'Повторить',
  loadMore: 'Показать ещё',
  showResults: 'Показать объявления',
} as const;
