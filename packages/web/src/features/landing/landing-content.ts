import {
  IconMapPinShare,
  IconMessages,
  IconShieldCheck,
  IconStar,
  type TablerIcon,
} from '@tabler/icons-react';
import type { UserRole } from '@fura/domain/users';

export interface Benefit {
  icon: TablerIcon;
  title: string;
  text: string;
}

export const BENEFITS: Benefit[] = [
  {
    icon: IconShieldCheck,
    title: 'Проверенные участники',
    text: 'Перевозчики подтверждают паспорт, а рейтинг и отзывы показывают, с кем можно работать.',
  },
  {
    icon: IconMapPinShare,
    title: 'Груз на карте',
    text: 'Грузовладелец видит, где машина, пока груз в пути, — без звонков водителю.',
  },
  {
    icon: IconMessages,
    title: 'Чат по каждому заказу',
    text: 'Договаривайтесь о цене и деталях прямо на бирже: переписка и голосовые сохраняются.',
  },
  {
    icon: IconStar,
    title: 'Отзывы после рейса',
    text: 'После каждой перевозки стороны оценивают друг друга — хорошая работа видна всем.',
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
      'Отслеживание груза в пути',
    ],
    primary:
      userType === 'cargo'
        ? { label: 'Создать заказ', to: '/order-create' }
        : { label: 'Разместить груз', to: userType ? '/cargo' : '/register' },
    secondary: { label: 'Найти транспорт', to: userType === 'cargo' ? '/search-offer' : '/cargo' },
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
