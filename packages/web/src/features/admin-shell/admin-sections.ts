import type { RouteName } from '@fura/domain/routes';

/** The console's sections in the order of its menu (issue 12). */
export const ADMIN_SECTIONS: readonly { route: RouteName; label: string }[] = [
  { route: 'adminUsers', label: 'Пользователи' },
  { route: 'adminModeration', label: 'Модерация' },
  { route: 'adminListings', label: 'Объявления' },
  { route: 'adminNotices', label: 'Уведомления' },
  { route: 'adminSettings', label: 'Настройки сайта' },
  { route: 'adminTariffs', label: 'Тарифы' },
  { route: 'adminCallbacks', label: 'Обратные звонки' },
  { route: 'adminSupport', label: 'Поддержка' },
  { route: 'adminPages', label: 'Страницы' },
  { route: 'adminFaq', label: 'Вопросы' },
  { route: 'adminLanding', label: 'Тексты' },
  { route: 'adminAudit', label: 'Журнал' },
];
