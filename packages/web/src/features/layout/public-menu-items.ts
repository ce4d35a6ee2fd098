import { isInternalLink } from '@fura/domain/settings';
import type { UserRole } from '@fura/domain/users';

export interface PublicMenuItem {
  label: string;
  to: string;
  external: boolean;
  /** /login and /register: the header shows them as buttons, so the horizontal menu skips them. */
  auth: boolean;
}

function item(label: string, to: string, auth = false): PublicMenuItem {
  return { label, to, external: !isInternalLink(to), auth };
}

/** The public menu of SPEC §2 "Menus and header", by login state and user type. */
export function publicMenuItems(userType: UserRole | null, aboutPage: string): PublicMenuItem[] {
  const loggedIn = userType !== null;
  const items: PublicMenuItem[] = [item('Главная', '/')];
  if (userType === 'carrier') items.push(item('Поиск заказов', '/search-order'));
  if (userType === 'cargo') items.push(item('Поиск транспорта', '/search-offer'));
  items.push(item('Грузовладельцам', '/cargo'), item('Перевозчикам', '/carrier'));
  items.push(loggedIn ? item('FAQ', '/support') : item('FAQ', '/faq'));
  if (aboutPage) items.push(item('О сервисе', aboutPage));
  items.push(item('Тарифы', '/tariffs'), item('Приложение', '/download-app'));
  if (!loggedIn) items.push(item('Вход', '/login', true), item('Регистрация', '/register', true));
  return items;
}
