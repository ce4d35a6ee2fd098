import {
  IconArchive,
  IconBell,
  IconBellCog,
  IconBellSearch,
  IconCar,
  IconChecks,
  IconClipboardList,
  IconCreditCard,
  IconLifebuoy,
  IconList,
  IconMapPinShare,
  IconMessages,
  IconMessageDots,
  IconMessageCircle,
  IconPlus,
  IconProgress,
  IconRoute,
  IconShieldLock,
  IconStar,
  IconTruckDelivery,
  IconTruckReturn,
  IconUser,
  type TablerIcon,
} from '@tabler/icons-react';
import { ARTICLE_STATUS_COLORS, LIST_GROUP_STATUSES, type ListGroup } from '@fura/domain/articles';
import type { TUserResponse } from '@fura/domain/user';

export interface SideMenuItem {
  label: string;
  to: string;
  icon: TablerIcon;
  /** A number shown beside the label (listings in that set). */
  count?: number;
  /** Mantine colour of the count: the status colour of the set. */
  color?: string;
  /** Shown only in the narrow-screen menu (SPEC §2: the all-statuses list). */
  mobileOnly?: boolean;
  /** Also listed in the profile dropdown of the header. */
  inProfileMenu?: boolean;
}

export interface SideMenuSection {
  title: string;
  items: SideMenuItem[];
}

type StatusCounts = TUserResponse['myCountsArticles'];

function groupCount(counts: StatusCounts, group: ListGroup): number {
  return LIST_GROUP_STATUSES[group].reduce((sum, status) => sum + (counts.byStatus[String(status)] ?? 0), 0);
}

function statusSet(
  base: '/my-orders' | '/my-offers',
  allLabel: string,
  counts: StatusCounts,
): SideMenuItem[] {
  const group = (name: ListGroup, label: string, icon: TablerIcon): SideMenuItem => ({
    label,
    to: `${base}-${name}`,
    icon,
    count: groupCount(counts, name),
    color: ARTICLE_STATUS_COLORS[LIST_GROUP_STATUSES[name][0] ?? 1],
  });
  return [
    { label: allLabel, to: base, icon: IconList, count: counts.countAll, mobileOnly: true },
    group('open', 'Открытые', IconClipboardList),
    group('working', 'В работе', IconProgress),
    group('completed', 'Завершённые', IconChecks),
    group('deleted', 'Корзина', IconArchive),
  ];
}

/** The authenticated side menu of SPEC §2, by user type. */
export function sideMenuSections(session: TUserResponse): SideMenuSection[] {
  const { user, myCountsArticles, takeCountsArticles } = session;
  const taken = (label: string, to: '/taken-offers' | '/taken-orders'): SideMenuItem => ({
    label,
    to,
    icon: IconTruckDelivery,
    count: takeCountsArticles.countAll,
    color: ARTICLE_STATUS_COLORS[3],
  });
  // Issue 27: saved searches with their new listings, beside the searches; in the profile dropdown too.
  const mySearches: SideMenuItem = {
    label: 'Мои поиски',
    to: '/my-searches',
    icon: IconBellSearch,
    inProfileMenu: true,
  };
  const sections: SideMenuSection[] = [];
  if (user.type === 'cargo') {
    sections.push({
      title: 'Заказы',
      items: [
        { label: 'Создать заказ', to: '/order-create', icon: IconPlus },
        ...statusSet('/my-orders', 'Все мои заказы', myCountsArticles),
        taken('Взятые предложения', '/taken-offers'),
        { label: 'Транспорт по пути', to: '/route-offer', icon: IconRoute },
        mySearches,
        { label: 'Отслеживание', to: '/geo-detect', icon: IconMapPinShare },
      ],
    });
  }
  if (user.type === 'carrier') {
    sections.push({
      title: 'Предложения',
      items: [
        { label: 'Создать предложение', to: '/offer-create', icon: IconPlus },
        // Issue 26: the two questions carriers ask most, one tap away.
        { label: 'По пути', to: '/route-order', icon: IconRoute },
        { label: 'Обратный груз', to: '/return-load', icon: IconTruckReturn },
        mySearches,
        ...statusSet('/my-offers', 'Все мои предложения', myCountsArticles),
        taken('Взятые заказы', '/taken-orders'),
        { label: 'Мой транспорт', to: '/mytemplate-auto', icon: IconCar },
        { label: 'Мой тариф', to: '/mytarif', icon: IconCreditCard, inProfileMenu: true },
      ],
    });
  }
  sections.push({
    title: 'Сообщения',
    items: [
      { label: 'По заказам', to: '/messages-by-order', icon: IconMessageDots },
      { label: 'Пользователи', to: '/messages-users', icon: IconMessageCircle },
      { label: 'Все сообщения', to: '/messages', icon: IconMessages },
    ],
  });
  sections.push({
    title: 'Профиль',
    items: [
      { label: 'Отзывы', to: '/reviews', icon: IconStar, inProfileMenu: true },
      { label: 'Личные данные', to: '/profile/info', icon: IconUser, inProfileMenu: true },
      { label: 'Безопасность', to: '/profile/security', icon: IconShieldLock, inProfileMenu: true },
      { label: 'Уведомления', to: '/notifications', icon: IconBell, inProfileMenu: true },
      {
        label: 'Настройки уведомлений',
        to: '/notifications-settings',
        icon: IconBellCog,
        inProfileMenu: true,
      },
      { label: 'Поддержка', to: '/support', icon: IconLifebuoy, inProfileMenu: true },
    ],
  });
  return sections;
}

/** The profile dropdown: the flagged side-menu items (SPEC §2 "items flagged mobile"), logout comes after. */
export function profileMenuItems(session: TUserResponse): SideMenuItem[] {
  return sideMenuSections(session).flatMap((section) => section.items.filter((item) => item.inProfileMenu));
}
