/**
 * The typed Socket.IO event maps of SPEC §7, used by the server (`Server<…>`) and the web client (`Socket<…>`).
 * Payloads that later issues own are typed loosely (`ArticlePayload` etc.) and refined by those issues.
 */
import type { ArticleStatus, ArticleType } from './articles';
import type { NotificationCode, NotificationType } from './notifications';
import type { TArticle } from './article-schemas';

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

export interface MessagePayload {
  _id: string;
  dialogId: string;
  user: { _id: string };
  createdAt: string;
  isRead: boolean;
  text?: string;
  voiceSound?: unknown;
}

export interface TypingPayload {
  otherId: string;
  userId: string;
  isOrder: boolean;
}

export interface ServerToClientEvents {
  typingDialog: (payload: TypingPayload) => void;
  setBan: (payload: { duration: number | null; commentBan: string | null }) => void;
  cancelBan: (payload: { tariff: string | null; expiriesTariffAt: string | null }) => void;
  modarationSuccess: (payload: { notification?: NotificationPayload }) => void;
  modarationFail: (payload: { commentFail: string | null; notification?: NotificationPayload }) => void;
  setTariff: (payload: { tariff: string; expiriesTariffAt: string }) => void;
  dontTariff: (payload: Record<string, never>) => void;
  sendMessageDialog: (payload: { message: MessagePayload; dialogId: string; isOrder: boolean }) => void;
  readMessagesDialog: (payload: { dialogId: string; readerId: string }) => void;
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
  createArticleReview: (payload: { articleId: string; review: Record<string, unknown> }) => void;
  updateArticleReview: (payload: { articleId: string; review: Record<string, unknown> }) => void;
  deleteExecutor: (payload: { articleId: string; executorId: string; article?: ArticlePayload }) => void;
  setExecutor: (payload: {
    articleId: string;
    executor: Record<string, unknown>;
    article?: ArticlePayload;
  }) => void;
  createRequest: (payload: { articleId: string; request: Record<string, unknown> }) => void;
  deleteRequest: (payload: { articleId: string; requestId: string }) => void;
  updateRequest: (payload: { articleId: string; request: Record<string, unknown> }) => void;
  setDelivered: (payload: { articleId: string; deliveredUser: string }) => void;
  sendNotification: (payload: { notification: NotificationPayload }) => void;
  readNotification: (payload: { id: string }) => void;
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
  'readNotification',
  'readNotificationAll',
] as const satisfies readonly ServerEventName[];

/** Room of one user's sockets (all tabs, all instances). */
export function userRoom(userId: string): string {
  return `user:${userId}`;
}
