import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TAppLinks, TLandingTexts } from '@fura/domain/content';
import type { TMenuPartition, TSiteSettings } from '@fura/domain/settings';

/** Site settings edited by administrators; one row per key ('menu', 'site', 'geoInstruction', 'apps', 'landing'). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value')
    .$type<TMenuPartition[] | TSiteSettings | TAppLinks | TLandingTexts | string>()
    .notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const callbackRequests = pgTable('callback_requests', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  phone: text('phone').notNull(),
  name: text('name').notNull(),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Marked «обработан» in the admin console, and by whom. */
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: uuid('handled_by'),
});

/**
 * A scheduled job's lease (jobs/registry.ts): the instance that holds it runs the job; others skip that tick. Held
 * until the run ends, or until `until` when the holder crashed.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
