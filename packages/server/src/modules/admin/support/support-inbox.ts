import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TSupportMessage, TSupportMessagesResponse } from '@fura/domain/support';
import type { AppDeps } from '../../../app-deps';
import { users, type UserRow } from '../../../db/schema';
import { messagePage } from '../../dialog/message-page';
import { readDialog } from '../../dialog/read-dialog';
import { otherUserId } from '../../dialog/repo';
import { sendMessage } from '../../dialog/send-message';
import { findSupportAccount } from '../../dialog/support-account';
import { writeAudit } from '../audit/write-audit';
import { presentSupportMessage, requireSupportDialog } from './support-dialog';

type InboxDeps = Pick<AppDeps, 'db' | 'bus' | 'presence'>;

/** One support dialog's messages, oldest first, a page older than `before` (the dialog module's paging). */
export async function supportMessages(
  deps: InboxDeps,
  dialogId: string,
  before: string | undefined,
): Promise<TSupportMessagesResponse> {
  const support = await findSupportAccount(deps.db);
  const dialog = await requireSupportDialog(deps.db, support.id, dialogId);
  const [user] = await deps.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, type: users.type })
    .from(users)
    .where(eq(users.id, otherUserId(dialog, support.id)));
  if (!user) throw new Error(`dialog ${dialog.id} lost its user`);
  const page = await messagePage(deps, support.id, dialog.id, before);
  return {
    user: { _id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), type: user.type },
    messages: page.messages.map((message) => presentSupportMessage(message, support.id)),
    canLoad: page.canLoad,
  };
}

/**
 * An admin's answer, sent AS the support account through the dialog service: stored, counted unread, the user's
 * notification and the live `sendMessageDialog` like any message. The audit entry names the admin, the user, the
 * dialog and the message, not the text: the text stays in the dialog, the log (read by every admin, kept for
 * long) needs only who answered whom and when. Written right after the send's own transaction commits.
 */
export async function sendSupportReply(
  deps: InboxDeps,
  admin: UserRow,
  command: { dialogId: string; text: string },
): Promise<TSupportMessage> {
  const support = await findSupportAccount(deps.db);
  const dialog = await requireSupportDialog(deps.db, support.id, command.dialogId);
  const message = await sendMessage(deps, support, {
    dialogId: dialog.id,
    text: command.text,
    voice: null,
    clientId: `support-${randomUUID()}`,
    socketId: null,
  });
  await writeAudit(deps.db, {
    adminId: admin.id,
    action: 'supportReply',
    targetUserId: otherUserId(dialog, support.id),
    after: { dialogId: dialog.id, messageId: message._id },
  });
  return presentSupportMessage(message, support.id);
}

/** The user's messages marked read by support (the user sees them read live, as with any reader). */
export async function readSupportDialog(deps: InboxDeps, dialogId: string): Promise<void> {
  const support = await findSupportAccount(deps.db);
  const dialog = await requireSupportDialog(deps.db, support.id, dialogId);
  await readDialog(deps, support.id, { dialogId: dialog.id, socketId: null });
}
