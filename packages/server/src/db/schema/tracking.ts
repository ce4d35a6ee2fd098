import { sql } from 'drizzle-orm';
import { bigserial, doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { articles } from './articles';
import { users } from './users';

/**
 * The stored track of a trip (issue 13): the carrier's positions per listing on the way, thinned to one point per
 * 30 s and at most 2,000 a trip (domain/geo-tracking.ts). Forgotten when the listing leaves «в пути».
 */
export const locationPoints = pgTable(
  'location_points',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    carrierId: uuid('carrier_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('location_points_article_idx').on(t.articleId, t.at)],
);

/**
 * The consignee's tracking link: only the SHA-256 of its token is stored (the link is shown once, when created).
 * Dead when revoked, expired (7 days) or when the listing leaves «в пути».
 */
export const trackingLinks = pgTable(
  'tracking_links',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracking_links_article_idx').on(t.articleId)],
);

export type LocationPointRow = typeof locationPoints.$inferSelect;
export type TrackingLinkRow = typeof trackingLinks.$inferSelect;
