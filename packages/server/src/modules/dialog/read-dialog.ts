import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { DIALOG_MESSAGES } from '@fura/domain/dialog-schemas';
import type { AppDeps } from '../../app-deps';
import { dialogMembers, messages } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../http/errors';
import { pendingEvent } from '../../events/event-bus';
import { lockMemberDialog } from './repo';

export interface ReadCommand {
  dialogId: string;
  socketId: string | null;
}

/**
 * dialog/read: the other user's unread messages become read and the reader's unread count drops to 0 (never below).
 * After commit `readMessagesDialog` reaches both users except the reading tab, so the sender sees his messages read.
 * A read with nothing unread changes nothing and tells no one.
 */
export async function readDialog(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  readerId: string,
  command: ReadCommand,
): Promise<{ dialogId: string; read: number }> {
  return inTransaction(deps.db, deps.bus, async (tx, events) => {
    const dialog = await lockMemberDialog(tx, command.dialogId, readerId);
    if (!dialog) throw notFound(DIALOG_MESSAGES.notFound);
    const marked = await tx
      .update(messages)
      .set({ readAt: sql`now()` })
      .where(and(eq(messages.dialogId, dialog.id), ne(messages.senderId, readerId), isNull(messages.readAt)))
      .returning({ id: messages.id });
    const [before] = await tx
      .select({ unread: dialogMembers.unreadCount })
      .from(dialogMembers)
      .where(and(eq(dialogMembers.dialogId, dialog.id), eq(dialogMembers.userId, readerId)));
    const read = marked.length;
    if (read === 0 && (before?.unread ?? 0) === 0) return { dialogId: dialog.id, read };
    await tx
      .update(dialogMembers)
      .set({ unreadCount: 0, lastReadAt: sql`now()` })
      .where(and(eq(dialogMembers.dialogId, dialog.id), eq(dialogMembers.userId, readerId)));
    events.push(
      pendingEvent(
        'readMessagesDialog',
        { dialogId: dialog.id, readerId, read },
        [dialog.userA, dialog.userB],
        command.socketId,
      ),
    );
    return { dialogId: dialog.id, read };
  });
}
