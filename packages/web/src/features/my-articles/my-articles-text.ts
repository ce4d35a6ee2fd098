import type { ArticleType } from '@fura/domain/articles';
import type { RouteName } from '@fura/domain/routes';
import type { MyListGroup } from '../../shared/articles/my-articles-cache';

export const GROUP_ORDER: readonly MyListGroup[] = ['all', 'open', 'working', 'completed', 'deleted'];

export const GROUP_TAB_LABELS: Record<MyListGroup, string> = {
  all: 'Все',
  open: 'Открытые',
  working: 'В работе',
  completed: 'Завершённые',
  deleted: 'Корзина',
};

const ROUTE_NAMES: Record<ArticleType, Record<MyListGroup, RouteName>> = {
  order: {
    all: 'myOrders',
    open: 'myOrdersOpen',
    working: 'myOrdersWorking',
    completed: 'myOrdersCompleted',
    deleted: 'myOrdersDeleted',
  },
  offer: {
    all: 'myOffers',
    open: 'myOffersOpen',
    working: 'myOffersWorking',
    completed: 'myOffersCompleted',
    deleted: 'myOffersDeleted',
  },
};

export function myListRouteName(type: ArticleType, group: MyListGroup): RouteName {
  return ROUTE_NAMES[type][group];
}

export function myListPath(type: ArticleType, group: MyListGroup): string {
  const base = type === 'order' ? '/my-orders' : '/my-offers';
  return group === 'all' ? base : `${base}-${group}`;
}

export const CREATE_LINKS: Record<ArticleType, { to: string; label: string }> = {
  order: { to: '/order-create', label: 'Создать заказ' },
  offer: { to: '/offer-create', label: 'Создать предложение' },
};

interface EmptyText {
  title: string;
  hint: string;
  /** Empty lists where a new listing would land offer to create one. */
  withCreate: boolean;
}

export function emptyText(type: ArticleType, group: MyListGroup): EmptyText {
  const order = type === 'order';
  switch (group) {
    case 'all':
    case 'open':
      return {
        title: order ? 'Создайте первый заказ' : 'Создайте первое предложение',
        hint: order
          ? 'Укажите маршрут, дату погрузки и груз — перевозчики увидят заказ в поиске.'
          : 'Укажите маршрут, дату и транспорт — грузовладельцы увидят предложение в поиске.',
        withCreate: true,
      };
    case 'working':
      return {
        title: order ? 'Нет заказов в работе' : 'Нет предложений в работе',
        hint: order
          ? 'Здесь появятся заказы, для которых выбран перевозчик, и заказы в пути.'
          : 'Здесь появятся предложения, которые взяли в работу, и перевозки в пути.',
        withCreate: false,
      };
    case 'completed':
      return {
        title: 'Пока ничего не завершено',
        hint: 'Здесь появятся завершённые и отменённые объявления.',
        withCreate: false,
      };
    case 'deleted':
      return {
        title: 'Корзина пуста',
        hint: 'Объявления, перенесённые в корзину, можно восстановить отсюда.',
        withCreate: false,
      };
  }
}
