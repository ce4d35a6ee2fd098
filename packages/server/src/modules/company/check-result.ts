import type { CompanyCheckStatus } from '@fura/domain/company-schemas';
import type { UserCompanyRow } from '../../db/schema';
import type { CompanyLookup } from '../../integrations/company/company-registry';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A company is checked again a week after the register answered. */
export const RECHECK_AFTER_MS = 7 * DAY_MS;
/** A check the register could not answer is tried again the next day. */
export const RETRY_AFTER_MS = DAY_MS;
/** The last answer stands through outages this long; older, the company is shown «не проверена» again. */
export const ANSWER_KEPT_MS = 14 * DAY_MS;

/** The register's side of a user_companies row: what a check writes. */
export type CheckColumns = Pick<
  UserCompanyRow,
  'name' | 'ogrn' | 'kpp' | 'address' | 'state' | 'registeredAt' | 'checkStatus' | 'checkedAt' | 'nextCheckAt'
>;

const NOTHING_KNOWN = {
  name: null,
  ogrn: null,
  kpp: null,
  address: null,
  state: null,
  registeredAt: null,
  checkedAt: null,
} as const;

/** The check's columns of a stored row. */
export function columnsOf(row: CheckColumns): CheckColumns {
  const { name, ogrn, kpp, address, state, registeredAt, checkStatus, checkedAt, nextCheckAt } = row;
  return { name, ogrn, kpp, address, state, registeredAt, checkStatus, checkedAt, nextCheckAt };
}

function answered(status: string): boolean {
  const answers: readonly string[] = ['checked', 'notFound'] satisfies CompanyCheckStatus[];
  return answers.includes(status);
}

/**
 * What a check writes. `lookup` null: a самозанятый or физлицо, not in the register of companies. `previous` is the
 * stored row of the same form and INN (null for a new statement): when the register cannot be reached, its last
 * answer stands for ANSWER_KEPT_MS, and a blocking state it gave is never forgotten by an outage.
 */
export function checkColumns(
  previous: CheckColumns | null,
  lookup: CompanyLookup | null,
  now: Date,
): CheckColumns {
  if (lookup === null) return { ...NOTHING_KNOWN, checkStatus: 'notRequired', nextCheckAt: null };
  const nextWeek = new Date(now.getTime() + RECHECK_AFTER_MS);
  switch (lookup.kind) {
    case 'found': {
      const { company } = lookup;
      return {
        name: company.name,
        ogrn: company.ogrn,
        kpp: company.kpp,
        address: company.address,
        state: company.state,
        registeredAt: company.registeredAt,
        checkStatus: 'checked',
        checkedAt: now,
        nextCheckAt: nextWeek,
      };
    }
    case 'notFound':
      return { ...NOTHING_KNOWN, checkStatus: 'notFound', checkedAt: now, nextCheckAt: nextWeek };
    case 'unavailable': {
      const nextCheckAt = new Date(now.getTime() + RETRY_AFTER_MS);
      if (!previous) return { ...NOTHING_KNOWN, checkStatus: 'unavailable', nextCheckAt };
      const fresh =
        answered(previous.checkStatus) &&
        previous.checkedAt !== null &&
        now.getTime() - previous.checkedAt.getTime() < ANSWER_KEPT_MS;
      return {
        ...columnsOf(previous),
        checkStatus: fresh ? previous.checkStatus : 'unavailable',
        nextCheckAt,
      };
    }
  }
}
