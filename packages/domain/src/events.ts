/**
 * The typed Socket.IO event maps of SPEC §7, used by the server (`Server<…>`) and the web client (`Socket<…>`).
 * Payloads that later issues own are typed loosely and refined by those issues. An `article` in a payload is always
 * presented for its recipient (what getUserArticle would answer him).
 */
import type { ArticleStatus, ArticleType } from './articles';
import type { NotificationCode, NotificationType } from './notifications';
import type { TArticle } from './article-schemas';
import type { TArticleRequest, TDealUser, TDelivered, TReview } from './deal-items';
import type { TDialog, TMessage } from './dialog-schemas';
import type { DealChangeState } from './deal-terms';

/** A presented article (SPEC §3 "Article"). */
export type ArticlePayload = TArticle;

export interface NotificationPayload {
  _id: string;
  type: Exclude<NotificationType, 'all'>;
  code: NotificationCode;
  isRead: boolean;
  createdAt: string;
  info: Record<string, unknown>;
}

/** A message as its dialog's users see it (dialog-schemas.ts). */
export type MessagePayload = TMessage;

export interface TypingPayload {
  otherId: string;
  userId: string;
  isOrder: boolean;
  /**
   * Beyond SPEC's payload: the dialog being typed in, so the other side shows «печатает…» in that dialog only (two
   * users may share several listing dialogs). Optional: a client that sends none is matched by user and kind.
   */
  dialogId?: string;
}

export interface ServerToClientEvents {
  typingDialog: (payload: TypingPayload) => void;
  /** `duration` in days (null: for good); `banUntil` is its end (ISO), null for good. */
  setBan: (payload: { duration: number | null; commentBan: string | null; banUntil: string | null }) => void;
  cancelBan: (payload: { tariff: string | null; expiriesTariffAt: string | null }) => void;
  modarationSuccess: (payload: { notification?: NotificationPayload }) => void;
  modarationFail: (payload: { commentFail: string | null; notification?: NotificationPayload }) => void;
  setTariff: (payload: { tariff: string; expiriesTariffAt: string }) => void;
  dontTariff: (payload: Record<string, never>) => void;
  /** To both users of the dialog except the sending tab; `dialog` is the recipient's view (re-sorts lists). */
  sendMessageDialog: (payload: {
    message: MessagePayload;
    dialogId: string;
    isOrder: boolean;
    dialog: TDialog;
  }) => void;
  /** To both users except the reading tab: `readerId` read the other's messages up to now. */
  readMessagesDialog: (payload: { dialogId: string; readerId: string; read: number }) => void;
  createMyArticle: (payload: { article: ArticlePayload }) => void;
  createTakingArticle: (payload: { article: ArticlePayload }) => void;
  editMyArticle: (payload: { article: ArticlePayload }) => void;
  deleteTaking: (payload: { articleId: string; type: ArticleType; status: ArticleStatus }) => void;
  updateStatusMyArticle: (payload: {
    articleId: string;
    type: ArticleType;
    oldStatus: ArticleStatus;
    status: ArticleStatus;
    isTaking: boolean;
    article?: ArticlePayload;
  }) => void;
  setLocation: (payload: { articleId: string; position: [number, number]; at: string }) => void;
  createArticleReview: (payload: { articleId: string; review: TReview }) => void;
  updateArticleReview: (payload: { articleId: string; review: TReview }) => void;
  /** To the author's other tabs, the removed executor, the other executors and the requesters. */
  deleteExecutor: (payload: {
    articleId: string;
    executorId: string;
    status: ArticleStatus;
    article?: ArticlePayload;
  }) => void;
  /** To the author's other tabs, the executors and the requesters; `article` is presented for the recipient. */
  setExecutor: (payload: {
    articleId: string;
    executor: TDealUser;
    status: ArticleStatus;
    article?: ArticlePayload;
  }) => void;
  /** To the author and the requester's other tabs. */
  createRequest: (payload: { articleId: string; request: TArticleRequest }) => void;
  deleteRequest: (payload: { articleId: string; requestId: string; userId: string }) => void;
  updateRequest: (payload: { articleId: string; request: TArticleRequest }) => void;
  /**
   * To the author and the executors. `deliveredUser` is the executor the mark names, `carrierId` the carrier who
   * drove it (domain/delivery.ts); `isDisableGeo` is true when that carrier's location sending stopped.
   */
  setDelivered: (payload: {
    articleId: string;
    deliveredUser: string;
    carrierId: string;
    delivered: TDelivered[];
    isDisableGeo: boolean;
  }) => void;
  sendNotification: (payload: { notification: NotificationPayload }) => void;
  /**
   * Issue 27: a new listing matched one of the user's saved searches (whatever its channels: «Мои поиски» counts it);
   * the bell and the toast come as `sendNotification` when the search alerts on the site.
   */
  savedSearchMatched: (payload: { searchId: string; articleId: string }) => void;
  /**
   * Issue 29: a party signed the deal's «договор-заявка» — to both parties but the signing tab; the deal page and the
   * sign screen read the contract again.
   */
  dealContractSigned: (payload: {
    articleId: string;
    executorId: string;
    termsVersion: number;
    signedByBoth: boolean;
  }) => void;
  readNotification: (payload: { id: string }) => void;
  /**
   * Issue 29: the deal's terms changed, or a change awaits the carrier or was answered — to both parties of the deal
   * but the calling tab; the open deal page reloads the deal.
   */
  dealChanged: (payload: {
    articleId: string;
    executorId: string;
    changeId: string;
    state: DealChangeState;
  }) => void;
  readNotificationAll: (payload: Record<string, never>) => void;
  /** Answer to the client's `auth` event. */
  authResult: (payload: { ok: boolean; userId: string | null }) => void;
}

export interface ClientToServerEvents {
  auth: (payload: { token: string }, ack?: (result: { ok: boolean; userId: string | null }) => void) => void;
  typingDialog: (payload: TypingPayload) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];

export const SERVER_EVENT_NAMES = [
  'typingDialog',
  'setBan',
  'cancelBan',
  'modarationSuccess',
  'modarationFail',
  'setTariff',
  'dontTariff',
  'sendMessageDialog',
  'readMessagesDialog',
  'createMyArticle',
  'createTakingArticle',
  'editMyArticle',
  'deleteTaking',
  'updateStatusMyArticle',
  'setLocation',
  'createArticleReview',
  'updateArticleReview',
  'deleteExecutor',
  'setExecutor',
  'createRequest',
  'deleteRequest',
  'updateRequest',
  'setDelivered',
  'sendNotification',
  'savedSearchMatched',
  'readNotification',
  'readNotificationAll',
  'dealChanged',
  'dealContractSigned',
] as const satisfies readonly ServerEventName[];

/** Room of one user's sockets (all tabs, all instances). */
export function userRoom(userId: string): string {
  return `user:${userId}`;
}
