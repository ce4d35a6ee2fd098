import { z } from 'zod';
import { ARTICLE_TYPES } from './articles';
import { ZDealContact } from './deal-contacts';
import { freeText } from './free-text';
import { ZSocketId } from './socket-id';

/**
 * Dialogs and messages (SPEC §2 messages routes, §3 Dialog/Message, §4 Messages, §7 sendMessageDialog,
 * readMessagesDialog, typingDialog). Two kinds: a dialog about one listing ('order', SPEC type 1) between its author
 * and one participant (a requester or an executor), and a dialog between two users ('user', SPEC type 2).
 */

export const DIALOG_KINDS = ['order', 'user'] as const;
export type DialogKind = (typeof DIALOG_KINDS)[number];
/** The message list tabs: /messages (all), /messages-by-order, /messages-users. */
export const DIALOG_LIST_KINDS = ['all', 'order', 'user'] as const;
export type DialogListKind = (typeof DIALOG_LIST_KINDS)[number];

export const MESSAGE_TEXT_MAX = 4000;
/** Older messages load by this many on scroll. */
export const MESSAGES_PER_PAGE = 30;

export const DIALOG_MESSAGES = {
  notFound: 'Диалог не найден',
  noAccess: 'Этот диалог вам недоступен',
  selfDialog: 'Нельзя написать самому себе',
  userNotFound: 'Пользователь не найден',
  notParticipant: 'Писать по объявлению могут его автор и пользователи, откликнувшиеся на него',
  chooseUser: 'Выберите, кому написать по объявлению',
  text: 'Напишите сообщение',
  textLong: `Сообщение — не длиннее ${MESSAGE_TEXT_MAX} символов`,
  bannedSender: 'Ваш профиль заблокирован: отправка сообщений недоступна',
  bannedRecipient: 'Профиль собеседника заблокирован: сообщения ему не доставляются',
  clientId: 'Некорректный идентификатор сообщения',
} as const;

const ZId = z.string().min(1).max(64);
const ZClientId = freeText(DIALOG_MESSAGES.clientId).min(1).max(64);

/** The other side of a dialog, as the dialog lists show him. */
export const ZDialogUser = z.object({
  _id: z.string(),
  type: z.enum(['cargo', 'carrier', 'admin']),
  name: z.object({ first: z.string(), last: z.string() }),
  avatar: z.string().nullable(),
  online: z.boolean(),
  /** Last time seen online (ISO), null when never. */
  onlineAt: z.string().nullable(),
});
export type TDialogUser = z.infer<typeof ZDialogUser>;

export const ZVoiceSound = z.object({
  /** Authorized URL of the audio (participants only). */
  url: z.string(),
  mime: z.string(),
  durationMs: z.number().int(),
  /** WAVEFORM_POINTS values in 0..1. */
  waveform: z.array(z.number()),
});
export type TVoiceSound = z.infer<typeof ZVoiceSound>;

export const ZMessage = z.object({
  _id: z.string(),
  dialogId: z.string(),
  user: z.object({ _id: z.string() }),
  /** Plain text (never HTML); empty for a voice message. */
  text: z.string(),
  voiceSound: ZVoiceSound.nullable(),
  createdAt: z.string(),
  /** Read by the recipient. */
  isRead: z.boolean(),
  /** The sender's temporary id, echoed so his pending copy is replaced (SPEC §4 pending → confirmed). */
  clientId: z.string().nullable(),
});
export type TMessage = z.infer<typeof ZMessage>;

/** The listing a dialog is about. */
export const ZDialogOrder = z.object({
  _id: z.string(),
  type: z.enum(ARTICLE_TYPES),
  status: z.number().int(),
  route: z.string(),
});

/** A dialog as one of its two users sees it. */
export const ZDialog = z.object({
  _id: z.string(),
  kind: z.enum(DIALOG_KINDS),
  orderId: z.string().nullable(),
  order: ZDialogOrder.nullable(),
  user: ZDialogUser,
  /** The other user's phone and e-mail while the listing's deal between the two is open (deal-contacts.ts); only in
   * the answers of /api/dialog/open and /api/dialog/get (the header), absent from lists and events. */
  contact: ZDealContact.nullable().optional(),
  lastMessage: ZMessage.nullable(),
  lastMessageAt: z.string().nullable(),
  /** My unread messages in this dialog (never below 0). */
  noRead: z.number().int(),
  createdAt: z.string(),
});
export type TDialog = z.infer<typeof ZDialog>;

/** POST /api/dialog/open: find or create. 'order' without userId = the caller (not the author) with the author. */
export const ZOpenDialogRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), userId: ZId }),
  z.object({ kind: z.literal('order'), articleId: ZId, userId: ZId.optional() }),
]);
export type TOpenDialogRequest = z.input<typeof ZOpenDialogRequest>;

export const ZDialogResponse = z.object({ error: z.literal(false), dialog: ZDialog });
export type TDialogResponse = z.infer<typeof ZDialogResponse>;

/** POST /api/dialog/get { dialogId }. */
export const ZGetDialogRequest = z.object({ dialogId: ZId });

/** POST /api/dialog/list: DIALOGS_PER_PAGE, newest last message first. */
export const ZDialogListRequest = z.object({
  kind: z.enum(DIALOG_LIST_KINDS).default('all'),
  offset: z.number().int().min(0).max(1_000_000).default(0),
});
export type TDialogListRequest = z.input<typeof ZDialogListRequest>;

export const ZDialogListResponse = z.object({
  error: z.literal(false),
  dialogs: z.array(ZDialog),
  countAll: z.number().int(),
  /** Unread messages in all dialogs of this kind (SPEC §3 noReadCount). */
  noReadCount: z.number().int(),
});
export type TDialogListResponse = z.infer<typeof ZDialogListResponse>;

/** POST /api/dialog/messages: MESSAGES_PER_PAGE older than `before` (a message id), oldest first. */
export const ZMessagesRequest = z.object({ dialogId: ZId, before: ZId.optional() });
export type TMessagesRequest = z.input<typeof ZMessagesRequest>;

export const ZMessagesResponse = z.object({
  error: z.literal(false),
  messages: z.array(ZMessage),
  /** More older messages exist. */
  canLoad: z.boolean(),
});
export type TMessagesResponse = z.infer<typeof ZMessagesResponse>;

/** POST /api/dialog/send. Voice: POST /api/dialog/send-voice, multipart (dialogId, clientId, socketId, waveform
 * JSON, voice file). */
export const ZSendMessageRequest = z.object({
  dialogId: ZId,
  text: freeText(DIALOG_MESSAGES.text)
    .trim()
    .min(1, DIALOG_MESSAGES.text)
    .max(MESSAGE_TEXT_MAX, DIALOG_MESSAGES.textLong),
  clientId: ZClientId,
  socketId: ZSocketId,
});
export type TSendMessageRequest = z.input<typeof ZSendMessageRequest>;

export const ZSendVoiceFields = z.object({
  dialogId: ZId,
  clientId: ZClientId,
  socketId: ZSocketId,
});

export const ZMessageResponse = z.object({ error: z.literal(false), message: ZMessage });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/** POST /api/dialog/read: marks the other user's messages in the dialog read. */
export const ZReadDialogRequest = z.object({ dialogId: ZId, socketId: ZSocketId });
export const ZReadDialogResponse = z.object({
  error: z.literal(false),
  dialogId: z.string(),
  /** How many messages became read. */
  read: z.number().int(),
});
export type TReadDialogResponse = z.infer<typeof ZReadDialogResponse>;
