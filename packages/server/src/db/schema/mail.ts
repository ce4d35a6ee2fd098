import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every mail the server sends; without SMTP_URL this table is the outbox (and a log line). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    /**
     * recorded (no SMTP: kept here and logged) | queued (written in a transaction, sent after commit) | sending |
     * sent | failed.
     */
    status: text('status').notNull().default('recorded'),
    /** Extra mail headers, e.g. List-Unsubscribe. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_queued_idx')
      .on(t.createdAt)
      .where(sql`status in ('queued', 'sending')`),
  ],
);
