import { COMPANY_STATE_LABELS, companyBlocksDeals } from '@fura/domain/company-check';
import type { TOwnCompany } from '@fura/domain/company-schemas';
import type { UserCompanyRow } from '../../db/schema';
import { checkStatusOf, companyStateOf, legalFormOf } from './trust-columns';

/** The owner's own company with everything the register said (GET /api/user, the company calls); his eyes only. */
export function presentOwnCompany(row: UserCompanyRow | null): TOwnCompany | null {
  if (!row) return null;
  const legalForm = legalFormOf(row.legalForm);
  if (!legalForm) return null;
  const state = companyStateOf(row.state);
  return {
    legalForm,
    inn: row.inn,
    name: row.name,
    ogrn: row.ogrn,
    kpp: row.kpp,
    address: row.address,
    state,
    stateLabel: state ? COMPANY_STATE_LABELS[state] : null,
    registeredAt: row.registeredAt,
    checkStatus: checkStatusOf(row.checkStatus),
    checkedAt: row.checkedAt ? row.checkedAt.toISOString() : null,
    blocked: companyBlocksDeals(state),
  };
}
