import { and, eq, sql } from 'drizzle-orm';
import { DIALOG_MESSAGES, type TMessage } from '@fura/domain/dialog-schemas';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connect';
import {
  articles,
  dialogMembers,
  dialogs,
  messages,
  users,
  type DialogRow,
  type MessageRow,
  type StoredVoice,
  type UserRow,
} from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../http/errors';
import { pendingEvent, type PendingEvent } from '../../realtime/event-bus';
import { scheduleUnseenFileDeletion } from '../../storage/file-deletions';
import type { Presence } from '../../realtime/presence';
import { articleTypeOf } from '../article/article-type';
import { createNotification } from '../notification/create';
import { assertCanSend } from './policy';
import { presentMessage } from './present';
import { findMemberDialog, lockMemberDialog, otherUserId } from './repo';
import { presentDialogFor } from './views';

export interface SendCommand {
  dialogId: string;
  text: string;
  voice: StoredVoice | null;
  clientId: string;
  socketId: string | null;
}

async function findBan(db: Db, userId: string): Promise<{ isBan: boolean; email: string }> {
  const [row] = await db
    .select({ isBan: users.isBan, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} not found`);
  return row;
}

/** The policy of sending, checked before anything is stored (a voice file is stored only for an allowed send). */
export async function assertMaySend(db: Db, sender: UserRow, dialogId: string): Promise<DialogRow> {
  const dialog = await findMemberDialog(db, dialogId, sender.id);
  if (!dialog) throw notFound(DIALOG_MESSAGES.notFound);
  assertCanSend(sender, await findBan(db, otherUserId(dialog, sender.id)));
  return dialog;
}

/** The recipient's notification, only when his unread count goes 0 → 1 (one per unread streak, no flood). */
async function notifyRecipient(tx: Db, events: PendingEvent[], dialog: DialogRow, sender: UserRow) {
  const recipientId = otherUserId(dialog, sender.id);
  const userFio = `${sender.firstName} ${sender.lastName}`.trim();
  if (dialog.kind !== 'order' || !dialog.articleId) {
    await createNotification(tx, events, { userId: recipientId, code: 'newMessage', info: { userFio } });
    return;
  }
  const [article] = await tx
    .select({ type: articles.type })
    .from(articles)
    .where(eq(articles.id, dialog.articleId));
  await createNotification(tx, events, {
    userId: recipientId,
    code: 'newMessageByOrder',
    info: { userFio, articleId: dialog.articleId, articleType: article ? articleTypeOf(article) : 'order' },
  });
}

/** Both users' views of the dialog after the message, as `sendMessageDialog` events. */
async function queueEvents(
  tx: Db,
  events: PendingEvent[],
  presence: Presence,
  dialog: DialogRow,
  message: MessageRow,
  socketId: string | null,
) {
  const isOrder = dialog.kind === 'order';
  for (const userId of [dialog.userA, dialog.userB]) {
    const view = await presentDialogFor(tx, presence, dialog, userId);
    const payload = { message: presentMessage(message, userId), dialogId: dialog.id, isOrder, dialog: view };
    const isSender = userId === message.senderId;
    events.push(pendingEvent('sendMessageDialog', payload, [userId], isSender ? socketId : null));
  }
}

/**
 * dialog/send and dialog/send-voice: in one transaction (the dialog row locked, so sends and reads of one dialog run
 * one after another) the message is stored, the dialog's last message moves, the recipient's unread count grows by
 * one. After commit `sendMessageDialog` reaches the recipient and the sender's other tabs. Sending again with the
 * same `clientId` (a retry) answers the stored message.
 */
export async function sendMessage(
  deps: Pick<AppDeps, 'db' | 'bus'> & { presence: Presence },
  sender: UserRow,
  command: SendCommand,
): Promise<TMessage> {
  const found = await assertMaySend(deps.db, sender, command.dialogId);
  // Asked before the transaction: a slow instance must not hold the dialog's lock.
  const online = await deps.presence.onlineUserIds([found.userA, found.userB]);
  const presence: Presence = { onlineUserIds: () => Promise.resolve(online) };
  const message = await inTransaction(deps.db, deps.bus, async (tx, events) => {
    const locked = await lockMemberDialog(tx, found.id, sender.id);
    if (!locked) throw notFound(DIALOG_MESSAGES.notFound);
    const recipientId = otherUserId(locked, sender.id);
    assertCanSend(sender, await findBan(tx, recipientId));
    // A retry of a send whose answer was lost: the message exists already, nothing is stored or announced twice.
    const [sent] = await tx
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.dialogId, locked.id),
          eq(messages.senderId, sender.id),
          eq(messages.clientId, command.clientId),
        ),
      )
      .limit(1);
    if (sent) {
      // This attempt's recording is not needed: the first one's is kept.
      if (command.voice && command.voice.key !== sent.voice?.key)
        await scheduleUnseenFileDeletion(tx, [command.voice.key]);
      return sent;
    }
    const [row] = await tx
      .insert(messages)
      .values({
        dialogId: locked.id,
        senderId: sender.id,
        text: command.text,
        voice: command.voice,
        clientId: command.clientId,
        // After the lock: messages of a dialog are ordered as they were sent.
        createdAt: sql`clock_timestamp()`,
      })
      .returning();
    if (!row) throw new Error('message insert returned nothing');
    const [dialog] = await tx
      .update(dialogs)
      .set({
        lastMessageId: row.id,
        // The stored value (microseconds), not the JS Date's milliseconds.
        lastMessageAt: sql`(select m.created_at from messages m where m.id = ${row.id})`,
      })
      .where(eq(dialogs.id, locked.id))
      .returning();
    const [member] = await tx
      .update(dialogMembers)
      .set({ unreadCount: sql`${dialogMembers.unreadCount} + 1` })
      .where(and(eq(dialogMembers.dialogId, locked.id), eq(dialogMembers.userId, recipientId)))
      .returning({ unread: dialogMembers.unreadCount });
    if (!dialog || !member) throw new Error(`dialog ${locked.id} vanished while locked`);
    if (member.unread === 1) await notifyRecipient(tx, events, dialog, sender);
    await queueEvents(tx, events, presence, dialog, row, command.socketId);
    return row;
  });
  return presentMessage(message, sender.id);
}
