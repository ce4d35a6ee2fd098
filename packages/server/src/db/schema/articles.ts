import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** A stored image: the re-encoded file and its thumbnail (storage keys). */
export interface StoredPhoto {
  key: string;
  thumbKey: string;
}

/** The vehicle of an offer, as entered or copied from a template. */
export interface StoredCar {
  templateId: string | null;
  vehicleType: string;
  make: string;
  model: string;
  capacityTons: number;
  volumeM3: number | null;
  bodyType: string;
  loadingTypes: string[];
  photo: StoredPhoto | null;
}

/** Orders (type 'order', by cargo owners) and offers (type 'offer', by carriers). */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    type: text('type').notNull(),
    status: smallint('status').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromAddress: text('from_address').notNull(),
    fromSettlement: text('from_settlement').notNull(),
    fromRegion: text('from_region').notNull(),
    fromLat: doublePrecision('from_lat').notNull(),
    fromLon: doublePrecision('from_lon').notNull(),
    fromPlaceId: text('from_place_id'),
    toAddress: text('to_address').notNull(),
    toSettlement: text('to_settlement').notNull(),
    toRegion: text('to_region').notNull(),
    toLat: doublePrecision('to_lat').notNull(),
    toLon: doublePrecision('to_lon').notNull(),
    toPlaceId: text('to_place_id'),
    /**
     * The corridor search's key (issue 26): the 1° cells of the departure and the destination as one number, exactly
     * domain `corridorCellPair` (corridor-cells.ts). Computed by the database, never written.
     */
    cellPair: bigint('cell_pair', { mode: 'number' }).generatedAlwaysAs(
      sql`(floor(from_lat + 90)::int * 361 + floor(from_lon + 180)::int)::bigint * 131072 + (floor(to_lat + 90)::int * 361 + floor(to_lon + 180)::int)`,
    ),
    loadingDate: date('loading_date', { mode: 'string' }).notNull(),
    loadingTimeFrom: text('loading_time_from'),
    loadingTimeTo: text('loading_time_to'),
    cargoTypes: smallint('cargo_types')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    weightKg: integer('weight_kg'),
    volumeM3: real('volume_m3'),
    lengthM: real('length_m'),
    widthM: real('width_m'),
    heightM: real('height_m'),
    places: integer('places'),
    bodyTypes: text('body_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    loadingTypes: text('loading_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    budgetKopecks: bigint('budget_kopecks', { mode: 'number' }),
    paymentMethod: text('payment_method').notNull(),
    contractType: smallint('contract_type'),
    comment: text('comment').notNull().default(''),
    cargoPhotos: jsonb('cargo_photos').$type<StoredPhoto[]>().notNull().default([]),
    car: jsonb('car').$type<StoredCar>(),
    lastLat: doublePrecision('last_lat'),
    lastLon: doublePrecision('last_lon'),
    lastLocationAt: timestamp('last_location_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * When the author last said the listing is current (issue 26): set with published_at on publishing, republishing
     * and «Да, актуален»; the clock of «ещё актуален?».
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When «ещё актуален?» was sent for the current confirmation; unanswered for 24 h, the listing is unpublished. */
    confirmAskedAt: timestamp('confirm_asked_at', { withTimezone: true }),
    /** When the deal was completed or cancelled (status 5/6): the parties' contacts stay open 7 days after it. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Hidden by an admin (status 7): his note to the author, and the status to restore. */
    adminNote: text('admin_note'),
    statusBeforeHide: smallint('status_before_hide'),
  },
  (t) => [
    index('articles_author_status_idx').on(t.authorId, t.status, t.createdAt),
    // Search (modules/search): published listings only. One index per sort, on its whole key (id last), so a page is
    // read in order; one per radius end, carrying the other end's point too, so a from+to search checks both boxes
    // in the index before reading rows. EXPLAIN plans at 1,000,000 listings: bench/README.md.
    index('articles_pub_newest_idx')
      .on(t.type, t.publishedAt, t.id)
      .where(sql`status = 2`),
    index('articles_pub_loading_idx')
      .on(t.type, t.loadingDate, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 2`),
    index('articles_pub_price_idx')
      .on(t.type, t.budgetKopecks, t.id)
      .where(sql`status = 2`),
    // Migration 0015 adds INCLUDE (loading_date, budget_kopecks, author_id, id, confirmed_at): the corridor search's
    // index-only scans. drizzle cannot say INCLUDE; keep the keys here in step with that statement.
    index('articles_pub_from_idx')
      .on(t.type, t.fromLat, t.fromLon, t.toLat, t.toLon)
      .where(sql`status = 2`),
    index('articles_pub_to_idx')
      .on(t.type, t.toLat, t.toLon, t.fromLat, t.fromLon)
      .where(sql`status = 2`),
    // Migration 0017 adds INCLUDE (from_lat, from_lon, to_lat, to_lon, loading_date, budget_kopecks, author_id, id,
    // confirmed_at): the corridor search reads its cell pairs index-only (decision 38).
    index('articles_pub_cells_idx')
      .on(t.type, t.cellPair)
      .where(sql`status = 2`),
    // The freshness job (issue 26): published listings by question sent, then confirmation time.
    index('articles_pub_confirm_idx')
      .on(t.confirmAskedAt, t.confirmedAt)
      .where(sql`status = 2`),
    // Lane pages (issue 28): a lane's listings and a departure's lanes, a destination's lanes; both also give the
    // settlement names a lane address is resolved against, read by skipping from name to name (modules/lane/repo.ts).
    index('articles_lane_idx').on(t.fromSettlement, t.toSettlement),
    index('articles_lane_to_idx').on(t.toSettlement, t.fromSettlement),
  ],
);
export type ArticleRow = typeof articles.$inferSelect;

/** Carriers' vehicle templates. */
export const vehicleTemplates = pgTable(
  'vehicle_templates',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    vehicleType: text('vehicle_type').notNull(),
    make: text('make').notNull().default(''),
    model: text('model').notNull().default(''),
    capacityTons: real('capacity_tons').notNull(),
    volumeM3: real('volume_m3'),
    bodyType: text('body_type').notNull(),
    loadingTypes: text('loading_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    photo: jsonb('photo').$type<StoredPhoto>(),
    /** The registration number (issue 29), normalized by domain normalizePlate; '' when not stated. */
    plate: text('plate').notNull().default(''),
    /** Storage keys of the private СТС photo and the lease document (watermarked for moderators); never presented. */
    stsPhoto: text('sts_photo'),
    leasePhoto: text('lease_photo'),
    /** none | pending | verified | rejected, as passports (the same moderation queue). */
    checkStatus: text('check_status').notNull().default('none'),
    /** The moderator's reason for a refusal. */
    checkComment: text('check_comment'),
    checkUploadedAt: timestamp('check_uploaded_at', { withTimezone: true }),
    /** The plate a moderator verified: a template whose plate changes is no longer «Машина проверена». */
    checkedPlate: text('checked_plate'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vehicle_templates_owner_idx').on(t.ownerId, t.createdAt),
    index('vehicle_templates_check_queue_idx')
      .on(t.checkUploadedAt)
      .where(sql`check_status = 'pending'`),
  ],
);
export type VehicleTemplateRow = typeof vehicleTemplates.$inferSelect;

/**
 * The one-click links of «ещё актуален?» mails (issue 26): one token per listing and action, only its SHA-256 stored;
 * it works until `expires_at`, once. Answering the question by any way marks the listing's open tokens used.
 */
export const listingConfirmTokens = pgTable(
  'listing_confirm_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** 'confirm' or 'unpublish' (domain CONFIRM_ACTIONS). */
    action: text('action').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_confirm_tokens_article_idx').on(t.articleId)],
);
