/** Article = an order (published by a cargo owner) or an offer (published by a carrier). SPEC §3, §4. */

export const ARTICLE_TYPES = ['order', 'offer'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

export const ArticleStatus = {
  Draft: 1,
  Published: 2,
  ExecutorSelected: 3,
  OnTheWay: 4,
  Completed: 5,
  Cancelled: 6,
  Trash: 7,
  Delivered: 10,
} as const;
export type ArticleStatus = (typeof ArticleStatus)[keyof typeof ArticleStatus];

export const ARTICLE_STATUSES: readonly ArticleStatus[] = [1, 2, 3, 4, 5, 6, 7, 10];

export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = {
  1: 'Черновик',
  2: 'Опубликовано',
  3: 'Исполнитель выбран',
  4: 'В пути',
  5: 'Завершено',
  6: 'Отменено',
  7: 'Корзина',
  10: 'Доставлено',
};

/** Status colours, used the same way everywhere (DESIGN §8). Mantine colour names. */
export const ARTICLE_STATUS_COLORS: Record<ArticleStatus, string> = {
  1: 'gray',
  2: 'blue',
  3: 'orange',
  4: 'violet',
  5: 'green',
  6: 'red',
  7: 'dark',
  10: 'teal',
};

export const LIST_GROUPS = ['open', 'working', 'completed', 'deleted'] as const;
export type ListGroup = (typeof LIST_GROUPS)[number];

export const LIST_GROUP_STATUSES: Record<ListGroup, readonly ArticleStatus[]> = {
  open: [1, 2],
  working: [3, 4],
  completed: [5, 6],
  deleted: [7],
};

export const LIST_GROUP_LABELS: Record<ListGroup, string> = {
  open: 'Открытые',
  working: 'В работе',
  completed: 'Завершённые',
  deleted: 'Корзина',
};

/** The list group a status belongs to; `null` for statuses outside every group (10, delivered). */
export function listGroupOf(status: ArticleStatus): ListGroup | null {
  for (const group of LIST_GROUPS) {
    if (LIST_GROUP_STATUSES[group].includes(status)) return group;
  }
  return null;
}

/** Statuses kept in the "my" lists (1..7) and in the "taking" lists (2..6). SPEC §3. */
export const MY_LIST_STATUSES: readonly ArticleStatus[] = [1, 2, 3, 4, 5, 6, 7];
export const TAKING_LIST_STATUSES: readonly ArticleStatus[] = [2, 3, 4, 5, 6];

export const CARGO_TYPES = [1, 2, 3, 4, 5, 6] as const;
export type CargoType = (typeof CARGO_TYPES)[number];
export const CARGO_TYPE_LABELS: Record<CargoType, string> = {
  1: 'Коробки',
  2: 'Мебель',
  3: 'Строительный груз',
  4: 'Курьерский груз',
  5: 'Коммерческий груз',
  6: 'Другое',
};

export function isArticleStatus(value: unknown): value is ArticleStatus {
  return typeof value === 'number' && (ARTICLE_STATUSES as readonly number[]).includes(value);
}
