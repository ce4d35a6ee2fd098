import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { articles } from './articles';
import { users } from './users';

/** A stored voice recording of a message: the storage key, its type and what the player shows. */
export interface StoredVoice {
  key: string;
  mime: string;
  durationMs: number;
  waveform: number[];
}

/**
 * Dialogs: 'order' (about one listing, between its author and one participant) or 'user' (two users). The pair is
 * kept sorted (user_a < user_b) so one pair has one dialog per listing, and one user dialog.
 */
export const dialogs = pgTable(
  'dialogs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text('kind').notNull(),
    articleId: uuid('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    userA: uuid('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: uuid('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: uuid('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dialogs_order_pair_uq')
      .on(t.articleId, t.userA, t.userB)
      .where(sql`kind = 'order'`),
    uniqueIndex('dialogs_user_pair_uq')
      .on(t.userA, t.userB)
      .where(sql`kind = 'user'`),
    check('dialogs_pair_sorted', sql`${t.userA} < ${t.userB}`),
    check(
      'dialogs_kind_article',
      sql`(${t.kind} = 'order' and ${t.articleId} is not null) or (${t.kind} = 'user' and ${t.articleId} is null)`,
    ),
  ],
);
export type DialogRow = typeof dialogs.$inferSelect;

/** Each user's side of a dialog: his unread count (never below 0) and when he last read it. */
export const dialogMembers = pgTable(
  'dialog_members',
  {
    dialogId: uuid('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unreadCount: integer('unread_count').notNull().default(0),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.dialogId, t.userId] }),
    index('dialog_members_user_idx').on(t.userId),
    check('dialog_members_unread_non_negative', sql`${t.unreadCount} >= 0`),
  ],
);
export type DialogMemberRow = typeof dialogMembers.$inferSelect;

export const messages = pgTable(
  'messages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    dialogId: uuid('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    voice: jsonb('voice').$type<StoredVoice>(),
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('messages_dialog_created_idx').on(t.dialogId, t.createdAt, t.id)],
);
export type MessageRow = typeof messages.$inferSelect;
