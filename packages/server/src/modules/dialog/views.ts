import type { TDialog } from '@fura/domain/dialog-schemas';
import type { Db } from '../../db/connect';
import type { DialogRow } from '../../db/schema';
import type { Presence } from '../../realtime/presence';
import { presentDialog } from './present';
import { findDialogArticles, findDialogUsers, findMessages, findUnreadCounts, otherUserId } from './repo';

/**
 * Dialogs presented for `viewerId`: the other users, listings, last messages, unread counts and presence are read
 * in one batch per page. Every dialog leaves the server through here.
 */
export async function presentDialogsFor(
  db: Db,
  presence: Presence,
  rows: readonly DialogRow[],
  viewerId: string,
): Promise<TDialog[]> {
  const otherIds = rows.map((row) => otherUserId(row, viewerId));
  const [users, articles, lastMessages, unread, online] = await Promise.all([
    findDialogUsers(db, otherIds),
    findDialogArticles(
      db,
      rows.flatMap((row) => (row.articleId ? [row.articleId] : [])),
    ),
    findMessages(
      db,
      rows.flatMap((row) => (row.lastMessageId ? [row.lastMessageId] : [])),
    ),
    findUnreadCounts(
      db,
      viewerId,
      rows.map((row) => row.id),
    ),
    presence.onlineUserIds(otherIds),
  ]);
  return rows.map((dialog) => {
    const otherId = otherUserId(dialog, viewerId);
    const other = users.get(otherId);
    if (!other) throw new Error(`dialog ${dialog.id}: user ${otherId} not found`);
    return presentDialog({
      dialog,
      viewerId,
      other,
      otherOnline: online.has(otherId),
      article: dialog.articleId ? (articles.get(dialog.articleId) ?? null) : null,
      lastMessage: dialog.lastMessageId ? (lastMessages.get(dialog.lastMessageId) ?? null) : null,
      noRead: unread.get(dialog.id) ?? 0,
    });
  });
}

export async function presentDialogFor(
  db: Db,
  presence: Presence,
  row: DialogRow,
  viewerId: string,
): Promise<TDialog> {
  const [dialog] = await presentDialogsFor(db, presence, [row], viewerId);
  if (!dialog) throw new Error('presentDialogsFor returned nothing');
  return dialog;
}
