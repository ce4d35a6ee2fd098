import { and, eq, sql } from 'drizzle-orm';
import { preparedOnce } from '../../db/prepared';
import { articles, dialogMembers, dialogs, messages, users } from '../../db/schema';
import { dialogArticleColumns, dialogUserColumns } from './repo';

const placeholder = sql.placeholder;

/** The statements of dialog/send (send-message.ts), built once per database (issue 14). */
export const sendStatements = preparedOnce((db) => ({
  /** The dialog of a member, with the other member's ban and e-mail (the policy of sending). */
  maySend: db
    .select({ dialog: dialogs, recipient: { isBan: users.isBan, email: users.email } })
    .from(dialogs)
    .innerJoin(
      dialogMembers,
      and(eq(dialogMembers.dialogId, dialogs.id), eq(dialogMembers.userId, placeholder('senderId'))),
    )
    .innerJoin(
      users,
      eq(
        users.id,
        sql`case when ${dialogs.userA} = ${dialogMembers.userId} then ${dialogs.userB} else ${dialogs.userA} end`,
      ),
    )
    .where(eq(dialogs.id, placeholder('dialogId')))
    .limit(1)
    .prepare('dialog_may_send'),

  /** The dialog's row lock: sends (and reads) of one dialog run one after another. */
  lock: db
    .select({ id: dialogs.id })
    .from(dialogs)
    .where(eq(dialogs.id, placeholder('dialogId')))
    .for('update')
    .prepare('dialog_lock'),

  /** The message a retry of the same send stored already. */
  sent: db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.dialogId, placeholder('dialogId')),
        eq(messages.senderId, placeholder('senderId')),
        eq(messages.clientId, placeholder('clientId')),
      ),
    )
    .limit(1)
    .prepare('dialog_sent_message'),

  insert: db
    .insert(messages)
    .values({
      dialogId: placeholder('dialogId'),
      senderId: placeholder('senderId'),
      text: placeholder('text'),
      // Raw, not through the column's encoder, which would store a JSON null instead of NULL for a text message.
      voice: sql`${placeholder('voice')}::jsonb`,
      clientId: placeholder('clientId'),
      // Taken under the lock: messages of a dialog are ordered as they were sent.
      createdAt: sql`clock_timestamp()`,
    })
    .returning()
    .prepare('dialog_insert_message'),

  /** The dialog's last message moves to the new one. */
  moveLast: db
    .update(dialogs)
    .set({
      lastMessageId: sql`${placeholder('messageId')}::uuid`,
      // The stored value (microseconds), not the JS Date's milliseconds.
      lastMessageAt: sql`(select m.created_at from ${messages} m where m.id = ${placeholder('messageId')}::uuid)`,
    })
    .where(eq(dialogs.id, placeholder('dialogId')))
    .returning()
    .prepare('dialog_move_last'),

  /** The recipient's unread count grows by one. */
  countUnread: db
    .update(dialogMembers)
    .set({ unreadCount: sql`${dialogMembers.unreadCount} + 1` })
    .where(
      and(
        eq(dialogMembers.dialogId, placeholder('dialogId')),
        eq(dialogMembers.userId, placeholder('recipientId')),
      ),
    )
    .returning({ unread: dialogMembers.unreadCount })
    .prepare('dialog_count_unread'),

  /** What both members' views of the dialog need after a send: each member's unread count and user, the listing. */
  members: db
    .select({ unread: dialogMembers.unreadCount, user: dialogUserColumns, article: dialogArticleColumns })
    .from(dialogMembers)
    .innerJoin(users, eq(users.id, dialogMembers.userId))
    .innerJoin(dialogs, eq(dialogs.id, dialogMembers.dialogId))
    .leftJoin(articles, eq(articles.id, dialogs.articleId))
    .where(eq(dialogMembers.dialogId, placeholder('dialogId')))
    .prepare('dialog_member_views'),
}));
