import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Every admin action (issue 12): who, what, whom, when, the comment, and the state before and after. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    targetUserId: uuid('target_user_id'),
    targetArticleId: uuid('target_article_id'),
    comment: text('comment'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_created_idx').on(t.createdAt),
    index('admin_audit_admin_idx').on(t.adminId, t.createdAt),
    index('admin_audit_target_user_idx').on(t.targetUserId, t.createdAt),
  ],
);

export type AdminAuditRow = typeof adminAudit.$inferSelect;

/**
 * A system notice on its way to its audience (one user, cargo owners, carriers, everyone): written in batches of
 * recipients ordered by user id, `lastUserId` marking how far it got, so a restart resumes where it stopped.
 */
export const systemNotices = pgTable('system_notices', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  adminId: uuid('admin_id')
    .notNull()
    .references(() => users.id),
  /** user | cargo | carrier | all */
  audience: text('audience').notNull(),
  targetUserId: uuid('target_user_id'),
  text: text('text').notNull(),
  link: text('link'),
  total: integer('total').notNull().default(0),
  sent: integer('sent').notNull().default(0),
  /** sending | done */
  status: text('status').notNull().default('sending'),
  lastUserId: uuid('last_user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

export type SystemNoticeRow = typeof systemNotices.$inferSelect;
