import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Stored files no longer referenced (a replaced avatar, a removed listing photo): written in the transaction that
 * drops the reference, deleted from storage by a job once `delete_after` has passed — pages opened before the change
 * may still show them for a while.
 */
export const fileDeletions = pgTable(
  'file_deletions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    key: text('key').notNull(),
    deleteAfter: timestamp('delete_after', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('file_deletions_due_idx').on(t.deleteAfter)],
);
