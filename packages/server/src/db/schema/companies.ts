import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's stated legal form and INN, and what the state register said of it (issue 29): DaData's «Организация по
 * ИНН» for ООО and ИП, checked when stated and every week after (`next_check_at`). One row per user at most.
 */
export const userCompanies = pgTable(
  'user_companies',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** domain LEGAL_FORMS: ooo | ip | selfEmployed | person */
    legalForm: text('legal_form').notNull(),
    inn: text('inn').notNull(),
    /** From the register: the name, OGRN(IP), KPP (ООО), legal address. */
    name: text('name'),
    ogrn: text('ogrn'),
    kpp: text('kpp'),
    address: text('address'),
    /** domain COMPANY_STATES, or null before a check answered. */
    state: text('state'),
    registeredAt: date('registered_at', { mode: 'string' }),
    /**
     * pending (to be checked) | checked | notFound (the register has no such INN) | unavailable (no DADATA_TOKEN or
     * the service failed: shown «не проверена») | notRequired (самозанятый, физлицо)
     */
    checkStatus: text('check_status').notNull().default('pending'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    /** The blocking state the user and the admins were last told of (told once per state). */
    notifiedState: text('notified_state'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_companies_next_check_idx')
      .on(t.nextCheckAt)
      .where(sql`next_check_at is not null`),
    index('user_companies_inn_idx').on(t.inn),
  ],
);
export type UserCompanyRow = typeof userCompanies.$inferSelect;
