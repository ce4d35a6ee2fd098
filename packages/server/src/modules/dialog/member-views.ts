import type { TDialog, TMessage } from '@fura/domain/dialog-schemas';
import type { Db } from '../../db/connect';
import type { DialogRow, MessageRow } from '../../db/schema';
import { maskedTextsFor } from './message-texts';
import { presentDialog, presentMessage } from './present';
import type { DialogArticleRow } from './repo';
import { otherUserId } from './repo';
import { sendStatements } from './send-statements';

export interface MemberView {
  userId: string;
  view: TDialog;
  /** The message as this member sees it (the other's contacts masked before their deal). */
  message: TMessage;
}

/**
 * Both members' views of a dialog right after `lastMessage` was sent, read in one statement (what presentDialogsFor
 * reads in four per member). `online` are the members the sockets know online.
 */
export async function presentDialogToMembers(
  db: Db,
  dialog: DialogRow,
  lastMessage: MessageRow,
  online: ReadonlySet<string>,
): Promise<{ views: MemberView[]; article: DialogArticleRow | null }> {
  const rows = await sendStatements(db).members.execute({ dialogId: dialog.id });
  const byUser = new Map(rows.map((row) => [row.user.id, row]));
  const article = rows[0]?.article ?? null;
  const recipientId = otherUserId(dialog, lastMessage.senderId);
  const masked = await maskedTextsFor(db, [{ dialog, message: lastMessage }], recipientId);
  const views = [dialog.userA, dialog.userB].map((userId) => {
    const text = userId === recipientId ? masked.get(lastMessage.id) : undefined;
    const otherId = otherUserId(dialog, userId);
    const other = byUser.get(otherId);
    if (!other) throw new Error(`dialog ${dialog.id}: user ${otherId} not found`);
    const view = presentDialog({
      dialog,
      viewerId: userId,
      other: other.user,
      otherOnline: online.has(otherId),
      article,
      lastMessage,
      lastMessageText: text,
      noRead: byUser.get(userId)?.unread ?? 0,
    });
    return { userId, view, message: presentMessage(lastMessage, userId, text) };
  });
  return { views, article };
}
