import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TDealChangeItem } from '@fura/domain/deal-terms';
import { vehicleTemplates } from './articles';
import { articleExecutors } from './deals';
import { users } from './users';

/**
 * The deal (issue 29): one per listing and chosen executor, made at the choice from the listing. It holds the terms
 * the parties agree on (the guarded addresses, dates and consignee; the price and payment terms; the vehicle and the
 * driver) and their version: any change of the terms raises `terms_version`, and a contract signed for an older
 * version needs both signatures again. Removing the executor removes the deal (cascade from article_executors).
 */
export const deals = pgTable(
  'deals',
  {
    articleId: uuid('article_id').notNull(),
    executorId: uuid('executor_id').notNull(),
    cargoOwnerId: uuid('cargo_owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carrierId: uuid('carrier_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromAddress: text('from_address').notNull(),
    fromLat: doublePrecision('from_lat').notNull(),
    fromLon: doublePrecision('from_lon').notNull(),
    toAddress: text('to_address').notNull(),
    toLat: doublePrecision('to_lat').notNull(),
    toLon: doublePrecision('to_lon').notNull(),
    loadingDate: date('loading_date', { mode: 'string' }).notNull(),
    unloadingDate: date('unloading_date', { mode: 'string' }),
    consigneeName: text('consignee_name').notNull().default(''),
    consigneePhone: text('consignee_phone').notNull().default(''),
    priceKopecks: bigint('price_kopecks', { mode: 'number' }),
    paymentTerms: text('payment_terms').notNull().default(''),
    vehiclePlate: text('vehicle_plate').notNull().default(''),
    vehicleTemplateId: uuid('vehicle_template_id').references(() => vehicleTemplates.id, {
      onDelete: 'set null',
    }),
    driverName: text('driver_name').notNull().default(''),
    driverPhone: text('driver_phone').notNull().default(''),
    termsVersion: integer('terms_version').notNull().default(1),
    /** When the unloading address last changed (the consignee's tracking page says so). */
    toChangedAt: timestamp('to_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.executorId] }),
    foreignKey({
      name: 'deals_executor_fk',
      columns: [t.articleId, t.executorId],
      foreignColumns: [articleExecutors.articleId, articleExecutors.userId],
    }).onDelete('cascade'),
    index('deals_carrier_idx').on(t.carrierId),
    index('deals_cargo_owner_idx').on(t.cargoOwnerId),
  ],
);
export type DealRow = typeof deals.$inferSelect;

/**
 * The deal's change log: every change of its guarded terms by the cargo owner, with the old and the new values.
 * applied (took effect at once) | awaiting (made while «В пути»: takes effect when the carrier confirms) | confirmed |
 * declined.
 */
export const dealChanges = pgTable(
  'deal_changes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    articleId: uuid('article_id').notNull(),
    executorId: uuid('executor_id').notNull(),
    changes: jsonb('changes').$type<TDealChangeItem[]>().notNull(),
    changedBy: uuid('changed_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'deal_changes_deal_fk',
      columns: [t.articleId, t.executorId],
      foreignColumns: [deals.articleId, deals.executorId],
    }).onDelete('cascade'),
    index('deal_changes_deal_idx').on(t.articleId, t.executorId, t.createdAt),
  ],
);
export type DealChangeRow = typeof dealChanges.$inferSelect;

/**
 * «Подписать»: a party's simple electronic signature of the «договор-заявка» for one version of the terms, with the
 * time, the user and his address; `content_hash` is the SHA-256 of the contract's content at that version (the same
 * for both parties), which /api/deal/contract/verify looks up.
 */
export const dealSignatures = pgTable(
  'deal_signatures',
  {
    articleId: uuid('article_id').notNull(),
    executorId: uuid('executor_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termsVersion: integer('terms_version').notNull(),
    contentHash: text('content_hash').notNull(),
    ip: text('ip').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.executorId, t.userId, t.termsVersion] }),
    foreignKey({
      name: 'deal_signatures_deal_fk',
      columns: [t.articleId, t.executorId],
      foreignColumns: [deals.articleId, deals.executorId],
    }).onDelete('cascade'),
    index('deal_signatures_hash_idx').on(t.contentHash),
  ],
);
export type DealSignatureRow = typeof dealSignatures.$inferSelect;
