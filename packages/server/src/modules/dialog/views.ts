import type { TDialog } from '@fura/domain/dialog-schemas';
import type { Db } from '../../db/connect';
import type { DialogRow } from '../../db/schema';
import type { Presence } from '../../realtime/presence';
import { dialogContact } from './deal-contact';
import { maskedTextsFor } from './message-texts';
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
  // The sockets are asked while the database answers. The reads run one after another: `db` may be a transaction,
  // whose one connection runs them one at a time anyway (and pg 9 refuses concurrent queries on a client).
  const online = presence.onlineUserIds(otherIds);
  const users = await findDialogUsers(db, otherIds);
  const articles = await findDialogArticles(
    db,
    rows.flatMap((row) => (row.articleId ? [row.articleId] : [])),
  );
  const lastMessages = await findMessages(
    db,
    rows.flatMap((row) => (row.lastMessageId ? [row.lastMessageId] : [])),
  );
  const unread = await findUnreadCounts(
    db,
    viewerId,
    rows.map((row) => row.id),
  );
  const texts = await maskedTextsFor(
    db,
    rows.flatMap((dialog) => {
      const message = dialog.lastMessageId ? lastMessages.get(dialog.lastMessageId) : undefined;
      return message ? [{ dialog, message }] : [];
    }),
    viewerId,
  );
  const onlineIds = await online;
  return rows.map((dialog) => {
    const otherId = otherUserId(dialog, viewerId);
    const other = users.get(otherId);
    if (!other) throw new Error(`dialog ${dialog.id}: user ${otherId} not found`);
    return presentDialog({
      dialog,
      viewerId,
      other,
      otherOnline: onlineIds.has(otherId),
      article: dialog.articleId ? (articles.get(dialog.articleId) ?? null) : null,
      lastMessage: dialog.lastMessageId ? (lastMessages.get(dialog.lastMessageId) ?? null) : null,
      lastMessageText: dialog.lastMessageId ? texts.get(dialog.lastMessageId) : undefined,
      noRead: unread.get(dialog.id) ?? 0,
    });
  });
}

/** One dialog for its page (open, get): with the other member's contacts while their deal is open. */
export async function presentDialogFor(
  db: Db,
  presence: Presence,
  row: DialogRow,
  viewerId: string,
): Promise<TDialog> {
  const [dialog] = await presentDialogsFor(db, presence, [row], viewerId);
  if (!dialog) throw new Error('presentDialogsFor returned nothing');
  return { ...dialog, contact: await dialogContact(db, row, viewerId) };
}
