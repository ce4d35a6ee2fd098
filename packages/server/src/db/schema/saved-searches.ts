import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  SavedSearchChannel,
  SavedSearchRoute,
  TSavedSearchPlaces,
  TSavedSearchQuery,
} from '@fura/domain/saved-searches';
import { articles } from './articles';
import { users } from './users';

/**
 * Saved searches (issue 27, decision 39). `cell_keys` are the areas a search can match: the 1° cells of its
 * departure and destination areas as pairs (5° destination cells, then wildcards, where an end is open or the pairs
 * would be too many), with the listing type folded in (search-keys.ts). Each server process keeps every search's keys
 * and rule in memory (search-book.ts) and reads back only the searches created since its last look (`created_at`); a
 * new listing's candidates are those holding one of its five keys, and the domain's rule decides each of them.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** order | offer: the listings it looks for. */
    type: text('type').notNull(),
    query: jsonb('query').$type<TSavedSearchQuery>().notNull(),
    /** A corridor's route as measured when saved (the routing server's road or the great circle); null for radius. */
    route: jsonb('route').$type<SavedSearchRoute>(),
    /** The places' names for the page and «Мои поиски» (display only). */
    places: jsonb('places').$type<TSavedSearchPlaces>().notNull().default({}),
    channels: text('channels').array().$type<SavedSearchChannel[]>().notNull(),
    /** 'HH:MM' Moscow time; both null: no quiet hours. */
    quietFrom: text('quiet_from'),
    quietTo: text('quiet_to'),
    paused: boolean('paused').notNull().default(false),
    cellKeys: bigint('cell_keys', { mode: 'number' }).array().notNull(),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    lastEmailedAt: timestamp('last_emailed_at', { withTimezone: true }),
    /** When the next letter goes (an hour after the last, out of the quiet hours); null: nothing waits for one. */
    emailDueAt: timestamp('email_due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_email_due_idx')
      .on(t.emailDueAt)
      .where(sql`${t.emailDueAt} is not null`),
    index('saved_searches_created_idx').on(t.createdAt),
  ],
);

/**
 * One row per (search, listing) that matched: the primary key is what makes an alert happen once, whichever instance
 * matched the listing and however often it is republished. `email_pending` marks what the next letter carries.
 */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    searchId: uuid('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    emailPending: boolean('email_pending').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.searchId, t.articleId] }),
    index('saved_search_alerts_search_idx').on(t.searchId, t.createdAt),
    index('saved_search_alerts_article_idx').on(t.articleId),
  ],
);

/**
 * Listings published, republished or confirmed current, waiting to be matched against the saved searches: written in
 * the publishing transaction, so a crash between the commit and the matching loses nothing; the matcher claims rows
 * with SKIP LOCKED and deletes them in the transaction that writes their alerts.
 */
export const listingAlertQueue = pgTable('listing_alert_queue', {
  articleId: uuid('article_id')
    .primaryKey()
    .references(() => articles.id, { onDelete: 'cascade' }),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
});

/**
 * Tokens of the one-click unsubscribe link in a saved search's letters (no login): only the SHA-256 is stored; each
 * letter has its own, and the link turns off that search's e-mail only.
 */
export const savedSearchUnsubscribeTokens = pgTable(
  'saved_search_unsubscribe_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    searchId: uuid('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_search_unsubscribe_tokens_search_idx').on(t.searchId)],
);
