import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { articles, vehicleTemplates } from './articles';
import { users } from './users';

/** A user's request on another side's listing: one per user and listing (edited, not repeated). */
export const articleRequests = pgTable(
  'article_requests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    priceKopecks: bigint('price_kopecks', { mode: 'number' }),
    date: date('date', { mode: 'string' }),
    /** The carrier's vehicle template the request is made with (issue 29: «Машина проверена» on it). */
    vehicleTemplateId: uuid('vehicle_template_id').references(() => vehicleTemplates.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('article_requests_article_user_uq').on(t.articleId, t.userId),
    index('article_requests_user_idx').on(t.userId),
  ],
);
export type ArticleRequestRow = typeof articleRequests.$inferSelect;

/** The executors the author picked; `cancelRequestedAt` when the executor asked to be removed. */
export const articleExecutors = pgTable(
  'article_executors',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.userId] }), index('article_executors_user_idx').on(t.userId)],
);
export type ArticleExecutorRow = typeof articleExecutors.$inferSelect;

/** Delivery marks: the carrier `userId` delivered the cargo of the listing. */
export const articleDelivered = pgTable(
  'article_delivered',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.userId] })],
);
export type ArticleDeliveredRow = typeof articleDelivered.$inferSelect;

/** Reviews: `authorId` about `userId` for the deal `articleId`; one per listing and direction. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_article_author_user_uq').on(t.articleId, t.authorId, t.userId),
    index('reviews_user_idx').on(t.userId, t.createdAt),
    index('reviews_author_idx').on(t.authorId, t.createdAt),
  ],
);
export type ReviewRow = typeof reviews.$inferSelect;

/** A cargo owner offered his published order to a carrier ("offered order"); once per order and carrier. */
export const orderOffers = pgTable(
  'order_offers',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    carrierId: uuid('carrier_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.carrierId] }),
    index('order_offers_carrier_idx').on(t.carrierId),
  ],
);
