import { and, count, desc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { TSupportDialogsResponse } from '@fura/domain/support';
import type { Db } from '../../../db/connect';
import { dialogMembers, dialogs, messages, users } from '../../../db/schema';

export const SUPPORT_DIALOGS_PER_PAGE = 20;

/**
 * The support account's dialogs with at least one message (a user who opened support and wrote nothing is not
 * waiting for an answer), newest activity first, 20 a page; `noRead` is the user's messages support has not read.
 */
export async function listSupportDialogs(
  db: Db,
  supportId: string,
  offset: number,
): Promise<TSupportDialogsResponse> {
  const where = and(
    eq(dialogMembers.userId, supportId),
    eq(dialogs.kind, 'user'),
    isNotNull(dialogs.lastMessageId),
  );
  const rows = await db
    .select({
      dialogId: dialogs.id,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      type: users.type,
      text: messages.text,
      createdAt: messages.createdAt,
      senderId: messages.senderId,
      noRead: dialogMembers.unreadCount,
    })
    .from(dialogMembers)
    .innerJoin(dialogs, eq(dialogs.id, dialogMembers.dialogId))
    .innerJoin(
      users,
      and(or(eq(users.id, dialogs.userA), eq(users.id, dialogs.userB)), ne(users.id, supportId)),
    )
    .leftJoin(messages, eq(messages.id, dialogs.lastMessageId))
    .where(where)
    .orderBy(desc(sql`coalesce(${dialogs.lastMessageAt}, ${dialogs.createdAt})`), desc(dialogs.id))
    .limit(SUPPORT_DIALOGS_PER_PAGE)
    .offset(offset);
  const [total] = await db
    .select({ value: count() })
    .from(dialogMembers)
    .innerJoin(dialogs, eq(dialogs.id, dialogMembers.dialogId))
    .where(where);
  return {
    dialogs: rows.map((row) => ({
      dialogId: row.dialogId,
      user: { _id: row.userId, name: `${row.firstName} ${row.lastName}`.trim(), type: row.type },
      lastMessage:
        row.createdAt === null || row.senderId === null
          ? null
          : {
              text: row.text ?? '',
              createdAt: row.createdAt.toISOString(),
              fromSupport: row.senderId === supportId,
            },
      noRead: row.noRead,
    })),
    countAll: total?.value ?? 0,
  };
}
