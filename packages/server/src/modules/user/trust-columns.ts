import { eq, sql } from 'drizzle-orm';
import { ArticleStatus } from '@fura/domain/articles';
import type { CompanyState } from '@fura/domain/company-check';
import { COMPANY_STATES } from '@fura/domain/company-check';
import { LEGAL_FORMS, type LegalForm } from '@fura/domain/legal-forms';
import { COMPANY_CHECK_STATUSES, type CompanyCheckStatus } from '@fura/domain/company-schemas';
import { trustFactsOf, type TTrustFacts } from '@fura/domain/trust-line';
import { articles, deals, userCompanies, users } from '../../db/schema';

/**
 * The trust line's columns (issue 29) of a user row: his company (a left join of user_companies on
 * `companyJoin`) and his completed deals. Selected with a user's public columns wherever a page shows people — the
 * profile, the listing's author, each request's user — in the statement that reads them, never a query per user.
 */

/**
 * Deals completed (the listing in status 5) on either side: a correlated count over `deals` by its carrier and cargo
 * owner indexes, each joined to its listing by primary key. Counted, not stored: a deal completes or is undone by
 * the listing's status alone, and a stored counter would have to follow every status verb.
 */
const completedDeals = sql<number>`(select count(*) from ${deals}
  join ${articles} as "done" on "done"."id" = ${deals.articleId}
  where "done"."status" = ${sql.raw(String(ArticleStatus.Completed))}
    and (${deals.carrierId} = ${users.id} or ${deals.cargoOwnerId} = ${users.id}))`.mapWith(Number);

/** `… left join user_companies on companyJoin`: the statement must join it for trustColumns. */
export const companyJoin = eq(userCompanies.userId, users.id);

export const trustColumns = {
  memberSince: users.createdAt,
  companyLegalForm: userCompanies.legalForm,
  companyInn: userCompanies.inn,
  companyName: userCompanies.name,
  companyOgrn: userCompanies.ogrn,
  companyState: userCompanies.state,
  companyRegisteredAt: userCompanies.registeredAt,
  companyCheckStatus: userCompanies.checkStatus,
  completedDeals,
};

/** A row with the trust columns (the company's null without one) and the user's public rating and passport. */
export interface TrustRow {
  isPassportVerified: boolean;
  rating: number;
  reviewsCount: number;
  memberSince: Date;
  companyLegalForm: string | null;
  companyInn: string | null;
  companyName: string | null;
  companyOgrn: string | null;
  companyState: string | null;
  companyRegisteredAt: string | null;
  companyCheckStatus: string | null;
  completedDeals: number;
}

export function legalFormOf(value: string): LegalForm | null {
  return LEGAL_FORMS.find((form) => form === value) ?? null;
}

export function companyStateOf(value: string | null): CompanyState | null {
  return COMPANY_STATES.find((state) => state === value) ?? null;
}

export function checkStatusOf(value: string): CompanyCheckStatus {
  return COMPANY_CHECK_STATUSES.find((status) => status === value) ?? 'pending';
}

/** The trust facts of a row, as of `now` (the company's age and «новый участник» are the server's). */
export function presentTrust(row: TrustRow, now: Date = new Date()): TTrustFacts {
  const legalForm = row.companyLegalForm === null ? null : legalFormOf(row.companyLegalForm);
  return trustFactsOf(
    {
      isPassportVerified: row.isPassportVerified,
      rating: row.rating,
      reviewsCount: row.reviewsCount,
      createdAt: row.memberSince,
      completedDeals: row.completedDeals,
      company:
        legalForm && row.companyInn !== null && row.companyCheckStatus !== null
          ? {
              legalForm,
              inn: row.companyInn,
              name: row.companyName,
              ogrn: row.companyOgrn,
              state: companyStateOf(row.companyState),
              registeredAt: row.companyRegisteredAt,
              checkStatus: checkStatusOf(row.companyCheckStatus),
            }
          : null,
    },
    now,
  );
}
