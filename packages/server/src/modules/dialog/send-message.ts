import { DIALOG_MESSAGES, type TMessage } from '@fura/domain/dialog-schemas';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connect';
import { boundTo } from '../../db/prepared';
import type { DialogRow, MessageRow, StoredVoice, UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../http/errors';
import { pendingEvent } from '../../events/event-bus';
import { scheduleUnseenFileDeletion } from '../../storage/file-deletions';
import type { Presence } from '../../realtime/presence';
import { articleTypeOf } from '../listing/article-type';
import { createNotification } from '../notification/create';
import { presentDialogToMembers } from './member-views';
import { assertCanSend } from './policy';
import { presentMessage } from './present';
import type { DialogArticleRow } from './repo';
import { otherUserId } from './repo';
import { isUuid } from '../../db/ids';
import { sendStatements } from './send-statements';

export interface SendCommand {
  dialogId: string;
  text: string;
  voice: StoredVoice | null;
  clientId: string;
  socketId: string | null;
}

type SendDeps = Pick<AppDeps, 'db' | 'bus'> & { presence: Presence };

/** The policy of sending, checked before anything is stored (a voice file is stored only for an allowed send). */
export async function assertMaySend(db: Db, sender: UserRow, dialogId: string): Promise<DialogRow> {
  const [found] = isUuid(dialogId)
    ? await sendStatements(db).maySend.execute({ dialogId, senderId: sender.id })
    : [];
  if (!found) throw notFound(DIALOG_MESSAGES.notFound);
  assertCanSend(sender, found.recipient);
  return found.dialog;
}

interface Stored {
  message: MessageRow;
  /** null for a retry answered with the stored message: nothing changed. */
  sent: { dialog: DialogRow; recipientUnread: number } | null;
}

/**
 * The transaction of a send, five statements under the dialog's row lock (issue 14: fourteen before): the lock, a
 * retry's stored message, the message, the dialog's last message, the recipient's unread count.
 */
async function storeMessage(
  db: Db,
  sender: UserRow,
  dialog: DialogRow,
  command: SendCommand,
): Promise<Stored> {
  const statements = sendStatements(db);
  return db.transaction(async (tx) => {
    const [locked] = await boundTo(statements.lock, tx).execute({ dialogId: dialog.id });
    if (!locked) throw notFound(DIALOG_MESSAGES.notFound);
    const ids = { dialogId: dialog.id, senderId: sender.id, clientId: command.clientId };
    // A retry of a send whose answer was lost: the message exists already, nothing is stored or announced twice.
    const [stored] = await boundTo(statements.sent, tx).execute(ids);
    if (stored) {
      // This attempt's recording is not needed: the first one's is kept.
      if (command.voice && command.voice.key !== stored.voice?.key)
        await scheduleUnseenFileDeletion(tx, [command.voice.key]);
      return { message: stored, sent: null };
    }
    const voice = command.voice ? JSON.stringify(command.voice) : null;
    const [message] = await boundTo(statements.insert, tx).execute({ ...ids, text: command.text, voice });
    if (!message) throw new Error('message insert returned nothing');
    const [moved] = await boundTo(statements.moveLast, tx).execute({
      dialogId: dialog.id,
      messageId: message.id,
    });
    const recipientId = otherUserId(dialog, sender.id);
    const [member] = await boundTo(statements.countUnread, tx).execute({ dialogId: dialog.id, recipientId });
    if (!moved || !member) throw new Error(`dialog ${dialog.id} vanished while locked`);
    return { message, sent: { dialog: moved, recipientUnread: member.unread } };
  });
}

/** The recipient's notification, only when his unread count goes 0 → 1 (one per unread streak, no flood). */
async function notifyRecipient(
  deps: SendDeps,
  dialog: DialogRow,
  article: DialogArticleRow | null,
  sender: UserRow,
) {
  const userId = otherUserId(dialog, sender.id);
  const userFio = `${sender.firstName} ${sender.lastName}`.trim();
  await inTransaction(deps.db, deps.bus, async (tx, events) => {
    if (dialog.kind !== 'order' || !dialog.articleId) {
      await createNotification(tx, events, { userId, code: 'newMessage', info: { userFio } });
      return;
    }
    const articleType = article ? articleTypeOf(article) : 'order';
    const info = { userFio, articleId: dialog.articleId, articleType };
    await createNotification(tx, events, { userId, code: 'newMessageByOrder', info });
  });
}

/**
 * dialog/send and dialog/send-voice: the message is stored in a short transaction (storeMessage). After its commit
 * the recipient is notified on his first unread message, and `sendMessageDialog` with each member's view of the
 * dialog reaches the recipient and the sender's other tabs. Sending again with the same `clientId` (a retry) answers
 * the stored message.
 */
export async function sendMessage(deps: SendDeps, sender: UserRow, command: SendCommand): Promise<TMessage> {
  const found = await assertMaySend(deps.db, sender, command.dialogId);
  const { message, sent } = await storeMessage(deps.db, sender, found, command);
  if (sent) await announce(deps, sender, sent.dialog, message, sent.recipientUnread, command.socketId);
  return presentMessage(message, sender.id);
}

async function announce(
  deps: SendDeps,
  sender: UserRow,
  dialog: DialogRow,
  message: MessageRow,
  recipientUnread: number,
  socketId: string | null,
): Promise<void> {
  const online = await deps.presence.onlineUserIds([dialog.userA, dialog.userB]);
  const { views, article } = await presentDialogToMembers(deps.db, dialog, message, online);
  const isOrder = dialog.kind === 'order';
  // Each member's own view: the recipient gets the sender's contacts masked before their deal (member-views.ts).
  const events = views.map(({ userId, view, message: shown }) => {
    const payload = { message: shown, dialogId: dialog.id, isOrder, dialog: view };
    return pendingEvent('sendMessageDialog', payload, [userId], userId === sender.id ? socketId : null);
  });
  try {
    if (recipientUnread === 1) await notifyRecipient(deps, dialog, article, sender);
  } finally {
    // The message is stored: its members see it even if the notification failed.
    deps.bus.publish(events);
  }
}
