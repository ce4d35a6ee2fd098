import type { TDialog, TDialogUser, TMessage } from '@fura/domain/dialog-schemas';
import type { DialogRow, MessageRow } from '../../db/schema';
import { articleTypeOf } from '../listing/article-type';
import { avatarUrl } from '../user/present';
import type { DialogArticleRow, DialogUserRow } from './repo';

/** Where a voice message is played from: members only (never the storage key). */
export function voiceUrl(messageId: string): string {
  return `/api/dialog/voice/${messageId}`;
}

/**
 * A message as `viewerId` sees it; the sender's temporary id goes back to the sender only. `text` is the text he sees
 * (message-texts.ts: the other member's contacts masked before a deal), the stored one by default.
 */
export function presentMessage(row: MessageRow, viewerId: string, text: string = row.text): TMessage {
  return {
    _id: row.id,
    dialogId: row.dialogId,
    user: { _id: row.senderId },
    text,
    voiceSound: row.voice
      ? {
          url: voiceUrl(row.id),
          mime: row.voice.mime,
          durationMs: row.voice.durationMs,
          waveform: row.voice.waveform,
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    isRead: row.readAt !== null,
    clientId: row.senderId === viewerId ? row.clientId : null,
  };
}

export function presentDialogUser(row: DialogUserRow, online: boolean): TDialogUser {
  return {
    _id: row.id,
    type: row.type === 'carrier' ? 'carrier' : row.type === 'admin' ? 'admin' : 'cargo',
    name: { first: row.firstName, last: row.lastName },
    avatar: avatarUrl(row.avatar),
    online,
    onlineAt: row.onlineAt ? row.onlineAt.toISOString() : null,
  };
}

export interface DialogViewParts {
  dialog: DialogRow;
  viewerId: string;
  other: DialogUserRow;
  otherOnline: boolean;
  article: DialogArticleRow | null;
  lastMessage: MessageRow | null;
  /** The last message's text as the viewer sees it (maskedTextsFor); absent: as written. */
  lastMessageText?: string | undefined;
  noRead: number;
}

/** A dialog as one of its two users sees it. */
export function presentDialog(parts: DialogViewParts): TDialog {
  const { dialog, article, lastMessage } = parts;
  return {
    _id: dialog.id,
    kind: dialog.kind === 'order' ? 'order' : 'user',
    orderId: dialog.articleId,
    order: article
      ? {
          _id: article.id,
          type: articleTypeOf(article),
          status: article.status,
          route: `${article.fromSettlement} — ${article.toSettlement}`,
        }
      : null,
    user: presentDialogUser(parts.other, parts.otherOnline),
    lastMessage: lastMessage ? presentMessage(lastMessage, parts.viewerId, parts.lastMessageText) : null,
    lastMessageAt: dialog.lastMessageAt ? dialog.lastMessageAt.toISOString() : null,
    noRead: Math.max(0, parts.noRead),
    createdAt: dialog.createdAt.toISOString(),
  };
}
