import type { ArticleType } from '@fura/domain/articles';
import type { RouteName } from '@fura/domain/routes';
import type { TakingFilter } from '../../shared/articles/taking-articles-cache';

export const TAKEN_ROUTE: Record<ArticleType, RouteName> = { offer: 'takenOffers', order: 'takenOrders' };

export const FILTER_LABELS: Record<TakingFilter, string> = {
  all: 'Все',
  working: 'В работе',
  completed: 'Завершённые',
};

/** Where to find listings to take: the search of the other side's listings. */
export const SEARCH_LINKS: Record<ArticleType, { to: string; label: string }> = {
  order: { to: '/search-order', label: 'Найти заказы' },
  offer: { to: '/search-offer', label: 'Найти предложения' },
};

export const AUTHOR_LABELS: Record<ArticleType, string> = { order: 'Грузовладелец', offer: 'Перевозчик' };

const EMPTY_TITLES: Record<ArticleType, Record<TakingFilter, string>> = {
  order: {
    all: 'Вы пока не взяли ни одного заказа',
    working: 'Сейчас нет заказов в работе',
    completed: 'Завершённых заказов пока нет',
  },
  offer: {
    all: 'Вы пока не взяли ни одного предложения',
    working: 'Сейчас нет предложений в работе',
    completed: 'Завершённых предложений пока нет',
  },
};

const EMPTY_HINTS: Record<ArticleType, string> = {
  order:
    'Найдите подходящий заказ и отправьте заявку. Когда грузовладелец выберет вас исполнителем, заказ появится здесь.',
  offer:
    'Найдите подходящее предложение перевозчика и отправьте заявку. Когда перевозчик выберет вас, предложение появится здесь.',
};

export function emptyTakenText(type: ArticleType, filter: TakingFilter): { title: string; hint: string } {
  return { title: EMPTY_TITLES[type][filter], hint: EMPTY_HINTS[type] };
}
