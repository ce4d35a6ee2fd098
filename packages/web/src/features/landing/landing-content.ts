import {
  IconIdBadge2,
  IconMapPin,
  IconMessages,
  IconProgressCheck,
  IconSearch,
  IconStar,
  type TablerIcon,
} from '@tabler/icons-react';
import type { UserRole } from '@fura/domain/users';

export interface Benefit {
  icon: TablerIcon;
  title: string;
  text: string;
}

/**
 * What the exchange does today, and only what works (landing.test.tsx keeps the page honest): each benefit names a
 * screen of the route table that exists.
 */
export const BENEFITS: Benefit[] = [
  {
    icon: IconSearch,
    title: 'Поиск без регистрации',
    text: 'Заказы и свободный транспорт по маршруту, датам погрузки, грузу, кузову, весу и цене — смотрите сразу.',
  },
  {
    icon: IconMessages,
    title: 'Чат по каждому заказу',
    text: 'Договаривайтесь о цене и деталях прямо на бирже: переписка и голосовые сохраняются.',
  },
  {
    icon: IconProgressCheck,
    title: 'Статус перевозки',
    text: 'Исполнитель выбран, в пути, доставлено — обе стороны видят, на каком этапе заказ.',
  },
  {
    icon: IconStar,
    title: 'Отзывы после рейса',
    text: 'После каждой перевозки стороны оценивают друг друга — рейтинг и отзывы видны всем.',
  },
  {
    icon: IconMapPin,
    title: 'Машина на карте',
    text: 'Пока груз в пути, грузовладелец видит перевозчика на карте и может дать получателю ссылку для отслеживания.',
  },
  {
    icon: IconIdBadge2,
    title: 'Проверка паспорта',
    text: 'Загрузите паспорт в профиле: после проверки модератором рядом с вашим именем появится «Паспорт проверен».',
  },
];

export interface RoleCall {
  label: string;
  to: string;
}

export interface RoleCard {
  role: 'cargo' | 'carrier';
  title: string;
  text: string;
  points: string[];
  primary: RoleCall;
  secondary: RoleCall;
}

/** The two audiences with calls to action that fit who is looking. */
export function roleCards(userType: UserRole | null): RoleCard[] {
  const cargo: RoleCard = {
    role: 'cargo',
    title: 'Грузовладельцам',
    text: 'Опубликуйте заказ за пару минут и выберите перевозчика по цене, рейтингу и отзывам.',
    points: [
      'Заявки от перевозчиков приходят сами',
      'Свободный транспорт по нужному маршруту',
      'Рейтинг и отзывы о каждом перевозчике',
    ],
    primary:
      userType === 'cargo'
        ? { label: 'Создать заказ', to: '/order-create' }
        : { label: 'Разместить груз', to: userType ? '/cargo' : '/register' },
    secondary: { label: 'Найти транспорт', to: userType === 'carrier' ? '/cargo' : '/search-offer' },
  };
  const carrier: RoleCard = {
    role: 'carrier',
    title: 'Перевозчикам',
    text: 'Находите грузы по пути и без пустых рейсов, откликайтесь на заказы и предлагайте свой транспорт.',
    points: ['Заказы со всей России', 'Предложения о свободной машине', 'Бесплатный тариф DEMO для старта'],
    primary:
      userType === 'carrier'
        ? { label: 'Найти заказы', to: '/search-order' }
        : { label: 'Стать перевозчиком', to: userType ? '/carrier' : '/register' },
    secondary:
      userType === 'carrier'
        ? { label: 'Добавить предложение', to: '/offer-create' }
        : { label: 'Тарифы', to: '/tariffs' },
  };
  return [cargo, carrier];
}

/** The hero's search entry: what the user's role looks for; a visitor (or an administrator) gets both. */
export function searchEntries(userType: UserRole | null): RoleCall[] {
  const orders = { label: 'Смотреть заказы', to: '/search-order' };
  const offers = { label: 'Найти транспорт', to: '/search-offer' };
  if (userType === 'cargo') return [offers];
  if (userType === 'carrier') return [orders];
  return [orders, offers];
}
