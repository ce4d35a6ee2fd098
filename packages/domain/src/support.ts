import { z } from 'zod';
import { freeText } from './free-text';

/**
 * The site's own support chat (issue 13), used when no third-party widget is configured (SUPPORT_WIDGET_SRC): a user
 * dialog with the support account through the existing messaging; administrators answer from the console's inbox
 * as that account.
 */

/** POST /api/support/open (logged in): the caller's dialog with the support account, opened if needed, and the
 * support account's id — /dialog/{id} takes the other user's id, so the web app goes to /dialog/{userId}. */
export const ZSupportOpenResponse = z.object({
  error: z.literal(false),
  dialogId: z.string(),
  userId: z.string(),
});
export type TSupportOpenResponse = z.infer<typeof ZSupportOpenResponse>;

export const SUPPORT_ACCOUNT_NAME = { first: 'Поддержка', last: 'Фуры' } as const;

export const SUPPORT_MESSAGES = {
  /** The support account itself asks for a dialog with support. */
  supportItself: 'Служба поддержки не может написать сама себе',
  dialogNotFound: 'Диалог поддержки не найден',
} as const;

export const ZSupportDialogItem = z.object({
  dialogId: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), type: z.string() }),
  lastMessage: z.object({ text: z.string(), createdAt: z.string(), fromSupport: z.boolean() }).nullable(),
  /** The user's messages support has not read. */
  noRead: z.number().int(),
});
export type TSupportDialogItem = z.infer<typeof ZSupportDialogItem>;

/** POST /api/admin/support/dialogs { offset }: newest activity first, 20 a page. */
export const ZSupportDialogsRequest = z.object({ offset: z.number().int().min(0).max(1_000_000).default(0) });
export const ZSupportDialogsResponse = z.object({
  dialogs: z.array(ZSupportDialogItem),
  countAll: z.number().int(),
});
export type TSupportDialogsResponse = z.infer<typeof ZSupportDialogsResponse>;

export const ZSupportMessage = z.object({
  _id: z.string(),
  text: z.string(),
  /** A voice message from the user is shown as «Голосовое сообщение» with its duration. */
  voiceSeconds: z.number().nullable(),
  createdAt: z.string(),
  fromSupport: z.boolean(),
});
export type TSupportMessage = z.infer<typeof ZSupportMessage>;

/** POST /api/admin/support/messages { dialogId, before? }: oldest first, a page (MESSAGES_PER_PAGE, as dialogs
 * have) older than the message `before`. */
export const ZSupportMessagesRequest = z.object({
  dialogId: z.uuid({ error: 'Не указан диалог' }),
  before: z.string().max(64).optional(),
});
export const ZSupportMessagesResponse = z.object({
  user: z.object({ _id: z.string(), name: z.string(), type: z.string() }),
  messages: z.array(ZSupportMessage),
  canLoad: z.boolean(),
});
export type TSupportMessagesResponse = z.infer<typeof ZSupportMessagesResponse>;

/** POST /api/admin/support/send { dialogId, text }: sent as the support account (the user sees it in /dialog/…). */
export const ZSupportSendRequest = z.object({
  dialogId: z.uuid({ error: 'Не указан диалог' }),
  text: freeText().trim().min(1, 'Введите сообщение').max(4000, 'Сообщение — не длиннее 4000 символов'),
});
export const ZSupportSendResponse = z.object({ error: z.literal(false), message: ZSupportMessage });

/** POST /api/admin/support/read { dialogId }: the user's messages marked read by support. */
export const ZSupportReadRequest = z.object({ dialogId: z.uuid({ error: 'Не указан диалог' }) });
