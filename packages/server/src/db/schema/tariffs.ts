import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Carrier tariff plans (issue 11): data, seeded by migration 0008 and edited by the admin console; nothing else
 * assumes their numbers. `is_demo`: the free week every new carrier starts with, once.
 */
export const tariffPlans = pgTable('tariff_plans', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  days: integer('days').notNull(),
  priceKopecks: integer('price_kopecks').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  isDemo: boolean('is_demo').notNull().default(false),
});
export type TariffPlanRow = typeof tariffPlans.$inferSelect;

/**
 * Payments for tariffs: a first payment on the provider's page (`first`) or a charge of the saved card (`autopay`).
 * The plan is copied in (name, days, price) so history and settlement read what was sold even if the plan changes.
 * `applied_at` is set in the transaction that extends the tariff: a payment extends it once, however often it is
 * reported.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planCode: text('plan_code').notNull(),
    planName: text('plan_name').notNull(),
    days: integer('days').notNull(),
    amountKopecks: integer('amount_kopecks').notNull(),
    /** first | autopay */
    kind: text('kind').notNull(),
    /** yookassa | demo */
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').unique(),
    /** pending | succeeded | canceled */
    status: text('status').notNull().default('pending'),
    /** The provider's reason code of a canceled payment (YooKassa `cancellation_details.reason`). */
    failureReason: text('failure_reason'),
    confirmationUrl: text('confirmation_url'),
    cardType: text('card_type'),
    cardLast4: text('card_last4'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

/**
 * The built-in test provider's own records (the embedded default, no YooKassa keys): what YooKassa keeps on its side
 * — the payment's state and the saved card — so the rest of the server treats both providers alike.
 */
export const demoProviderPayments = pgTable('demo_provider_payments', {
  id: text('id').primaryKey(),
  paymentId: uuid('payment_id').notNull(),
  amountKopecks: integer('amount_kopecks').notNull(),
  /** pending | succeeded | canceled */
  status: text('status').notNull().default('pending'),
  saveMethod: boolean('save_method').notNull().default(false),
  methodId: text('method_id'),
  cancelReason: text('cancel_reason'),
  returnUrl: text('return_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
