import { ARTICLE_STATUS_LABELS, ArticleStatus } from './articles';

/**
 * The status verbs of SPEC §4/§7 and the one table of allowed transitions, enforced by the server and used by the
 * web app to show only the actions that can succeed. A refused action changes nothing.
 */
export const ARTICLE_ACTIONS = [
  'draft',
  'publish',
  'equip',
  'onWay',
  'complete',
  'cancel',
  'delete',
] as const;
export type ArticleAction = (typeof ARTICLE_ACTIONS)[number];

export interface ActionRule {
  /** The status the action sets. */
  to: ArticleStatus;
  /** The statuses it may start from. */
  from: readonly ArticleStatus[];
}

export const ARTICLE_ACTION_RULES: Record<ArticleAction, ActionRule> = {
  // Draft: unpublish a published listing, or restore one from the trash or after cancelling.
  draft: {
    to: ArticleStatus.Draft,
    from: [ArticleStatus.Published, ArticleStatus.Cancelled, ArticleStatus.Trash],
  },
  publish: { to: ArticleStatus.Published, from: [ArticleStatus.Draft] },
  equip: { to: ArticleStatus.ExecutorSelected, from: [ArticleStatus.Published] },
  onWay: { to: ArticleStatus.OnTheWay, from: [ArticleStatus.ExecutorSelected] },
  complete: { to: ArticleStatus.Completed, from: [ArticleStatus.ExecutorSelected, ArticleStatus.OnTheWay] },
  cancel: {
    to: ArticleStatus.Cancelled,
    from: [ArticleStatus.Published, ArticleStatus.ExecutorSelected, ArticleStatus.OnTheWay],
  },
  delete: {
    to: ArticleStatus.Trash,
    from: [ArticleStatus.Draft, ArticleStatus.Published, ArticleStatus.Completed, ArticleStatus.Cancelled],
  },
};

/** The API path of each verb (SPEC §7: /api/article/<verb>). */
export const ARTICLE_ACTION_PATHS: Record<ArticleAction, string> = {
  draft: 'draftArticle',
  publish: 'publicArticle',
  equip: 'equipArticle',
  onWay: 'onWayArticle',
  complete: 'completeArticle',
  cancel: 'cancelArticle',
  delete: 'deleteArticle',
};

export const ARTICLE_ACTION_LABELS: Record<ArticleAction, string> = {
  draft: 'В черновик',
  publish: 'Опубликовать',
  equip: 'Исполнитель выбран',
  onWay: 'В пути',
  complete: 'Завершить',
  cancel: 'Отменить',
  delete: 'В корзину',
};

export function canApplyAction(action: ArticleAction, from: ArticleStatus): boolean {
  return ARTICLE_ACTION_RULES[action].from.includes(from);
}

/** The status after the action, or null when the table refuses it. */
export function nextStatus(action: ArticleAction, from: ArticleStatus): ArticleStatus | null {
  return canApplyAction(action, from) ? ARTICLE_ACTION_RULES[action].to : null;
}

/** The actions available from a status, in the table's order. */
export function availableActions(from: ArticleStatus): ArticleAction[] {
  return ARTICLE_ACTIONS.filter((action) => canApplyAction(action, from));
}

/** Russian message of a refused transition. */
export function refusedTransitionMessage(action: ArticleAction, from: ArticleStatus): string {
  return `Действие «${ARTICLE_ACTION_LABELS[action]}» недоступно для объявления в статусе «${ARTICLE_STATUS_LABELS[from]}»`;
}
