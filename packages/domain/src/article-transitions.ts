import { ARTICLE_MESSAGES } from './article-schemas';
import { ARTICLE_STATUS_LABELS, ArticleStatus } from './articles';
import { DEAL_MESSAGES } from './deal-items';
import { ERROR_MESSAGES } from './errors';

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

/**
 * Statuses in which the author may edit a listing: never while it is in work, completed or delivered, since the
 * parties agreed on what it says.
 */
const FROZEN_STATUSES: readonly number[] = [
  ArticleStatus.ExecutorSelected,
  ArticleStatus.OnTheWay,
  ArticleStatus.Completed,
  ArticleStatus.Delivered,
];

export function isEditableStatus(status: number): boolean {
  return !FROZEN_STATUSES.includes(status);
}

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

/**
 * What a status verb depends on besides the table: the author's ban, an administrator's hiding, the executors
 * (decision 16) and the loading date. The server reads these from the locked row; the web app from the presented
 * listing and the session, so the buttons it shows are exactly the verbs the server accepts.
 */
export interface StatusActionState {
  status: ArticleStatus;
  executorsCount: number;
  /** The loading date has passed (Moscow, `loading-date.ts`): publishing waits for a new date. */
  loadingDatePast: boolean;
  /** An administrator hid the listing; only the console brings it back. */
  hiddenByAdmin: boolean;
  /** The author is banned: he keeps read access only. */
  actorBanned: boolean;
}

/** Why a verb is refused: the HTTP status, the Russian message and, where a field is at fault, the field. */
export interface StatusActionRefusal {
  code: 400 | 403;
  msg: string;
  param?: string;
}

/**
 * The one rule of the status verbs for the listing's author: null when `action` succeeds from `state`, else why not.
 * A published listing with executors goes to draft or the trash only after they are removed; a closed deal (cancelled,
 * completed, in the trash) keeps its executors as history and is not restored — copying it starts anew.
 */
export function statusActionRefusal(
  action: ArticleAction,
  state: StatusActionState,
): StatusActionRefusal | null {
  if (state.actorBanned) return { code: 403, msg: ERROR_MESSAGES.banned };
  if (state.hiddenByAdmin) return { code: 403, msg: ARTICLE_MESSAGES.hiddenByAdmin };
  const to = nextStatus(action, state.status);
  if (to === null) return { code: 400, msg: refusedTransitionMessage(action, state.status) };
  if (to === ArticleStatus.Published && state.loadingDatePast) {
    return { code: 400, msg: ARTICLE_MESSAGES.loadingDatePast, param: 'loadingDate' };
  }
  if (action === 'equip' && state.executorsCount === 0) return { code: 400, msg: DEAL_MESSAGES.needExecutor };
  if (state.executorsCount > 0 && (action === 'draft' || action === 'delete')) {
    if (state.status === ArticleStatus.Published)
      return { code: 400, msg: DEAL_MESSAGES.removeExecutorsFirst };
    if (action === 'draft') return { code: 400, msg: DEAL_MESSAGES.closedDealRestore };
  }
  return null;
}

/** The verbs the author can take now, in the table's order: the buttons the web app shows. */
export function allowedStatusActions(state: StatusActionState): ArticleAction[] {
  return ARTICLE_ACTIONS.filter((action) => statusActionRefusal(action, state) === null);
}
