import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { DIALOG_MESSAGES, MESSAGES_PER_PAGE, type TMessagesResponse } from '@fura/domain/dialog-schemas';
import type { AppDeps } from '../../app-deps';
import { messages } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { isUuid } from '../../db/ids';
import { DIALOG_SERVER_MESSAGES } from './messages';
import { maskedTextsFor } from './message-texts';
import { presentMessage } from './present';
import { findMemberDialog } from './repo';

/**
 * dialog/messages: MESSAGES_PER_PAGE messages older than `before` (a message of the dialog; none = the newest), oldest
 * first. Order is (created_at, id), the index's order.
 */
export async function messagePage(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  dialogId: string,
  before: string | undefined,
): Promise<Omit<TMessagesResponse, 'error'>> {
  const dialog = await findMemberDialog(deps.db, dialogId, userId);
  if (!dialog) throw notFound(DIALOG_MESSAGES.notFound);
  let olderThan: SQL | undefined;
  if (before !== undefined) {
    const [anchor] = isUuid(before)
      ? await deps.db
          .select({ id: messages.id })
          .from(messages)
          .where(and(eq(messages.id, before), eq(messages.dialogId, dialog.id)))
      : [];
    if (!anchor) throw badRequest(DIALOG_SERVER_MESSAGES.messageNotFound, 'before');
    // Compared in SQL: timestamps have microseconds, a JS Date only milliseconds.
    olderThan = sql`(${messages.createdAt}, ${messages.id}) < (select m.created_at, m.id from messages m where m.id = ${anchor.id})`;
  }
  const rows = await deps.db
    .select()
    .from(messages)
    .where(and(eq(messages.dialogId, dialog.id), olderThan))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(MESSAGES_PER_PAGE + 1);
  const canLoad = rows.length > MESSAGES_PER_PAGE;
  const page = rows.slice(0, MESSAGES_PER_PAGE).reverse();
  const texts = await maskedTextsFor(
    deps.db,
    page.map((message) => ({ dialog, message })),
    userId,
  );
  return { messages: page.map((row) => presentMessage(row, userId, texts.get(row.id))), canLoad };
}
