import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import type { THomeBase } from '@fura/domain/user';

export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** cargo | carrier | admin */
    type: text('type').notNull(),
    email: text('email').notNull().unique(),
    phone: text('phone').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    contractId: smallint('contract_id'),
    rating: real('rating').notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    tariff: text('tariff'),
    tariffExpiresAt: timestamp('tariff_expires_at', { withTimezone: true }),
    isEnableAutoPay: boolean('is_enable_auto_pay').notNull().default(false),
    /** The saved payment method of the provider (never presented), with what the carrier sees of the card. */
    paymentMethodId: text('payment_method_id'),
    cardType: text('card_type'),
    cardLast4: text('card_last4'),
    /** The plan autopay renews with: the last one paid. */
    autopayPlanCode: text('autopay_plan_code'),
    /** The demo week is given once. */
    demoUsed: boolean('demo_used').notNull().default(false),
    /** The tariff end a «2 дня» reminder was sent for (once per period). */
    tariffRemindedFor: timestamp('tariff_reminded_for', { withTimezone: true }),
    /** The tariff end an autopay charge was tried for, and how often (one retry the next day at most). */
    autopayTriedFor: timestamp('autopay_tried_for', { withTimezone: true }),
    autopayAttempts: smallint('autopay_attempts').notNull().default(0),
    isBan: boolean('is_ban').notNull().default(false),
    banUntil: timestamp('ban_until', { withTimezone: true }),
    banComment: text('ban_comment'),
    /** When the current ban began; the carrier's tariff time left at that moment is frozen until the unban. */
    banStartedAt: timestamp('ban_started_at', { withTimezone: true }),
    banTariffLeftMs: bigint('ban_tariff_left_ms', { mode: 'number' }),
    /** A carrier's home base (issue 26): { settlement, region, lat, lon } or null; presented to its owner only. */
    homeBase: jsonb('home_base').$type<THomeBase>(),
    /**
     * The user's company is liquidating, liquidated or bankrupt (issue 29, kept from user_companies.state): he cannot
     * publish, request or be chosen, and his listings leave search as a banned user's do.
     */
    companyBlocked: boolean('company_blocked').notNull().default(false),
    isPassportVerified: boolean('is_passport_verified').notNull().default(false),
    isPassportUploaded: boolean('is_passport_uploaded').notNull().default(false),
    /** Storage key of the private passport photo; never presented. */
    passportPhoto: text('passport_photo'),
    /** none | pending | verified | rejected (issue 12); the two flags above follow it. */
    passportStatus: text('passport_status').notNull().default('none'),
    /** The admin's reason for a refusal. */
    passportComment: text('passport_comment'),
    passportUploadedAt: timestamp('passport_uploaded_at', { withTimezone: true }),
    /** A cargo owner or carrier made an admin keeps his former role here, to get it back when the role is revoked. */
    roleBeforeAdmin: text('role_before_admin'),
    /** Storage key of the public avatar (a re-encoded webp). */
    avatar: text('avatar'),
    needSendLocation: boolean('need_send_location').notNull().default(false),
    /** Last time the user was seen online (his last socket disconnected). */
    onlineAt: timestamp('online_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The corridor search's author checks (issue 26, authorVisibleById): the banned, and carriers with a tariff.
    index('users_banned_idx')
      .on(t.id)
      .where(sql`is_ban`),
    index('users_company_blocked_idx')
      .on(t.id)
      .where(sql`company_blocked`),
    index('users_tariff_idx')
      .on(t.tariffExpiresAt, t.id)
      .where(sql`tariff is not null and not is_ban`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** Session tokens: only the SHA-256 of the random token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
