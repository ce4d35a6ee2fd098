import { companyBlocksDeals } from '@fura/domain/company-check';
import { normalizeInn } from '@fura/domain/company-inn';
import { REGISTERED_FORMS } from '@fura/domain/legal-forms';
import { COMPANY_MESSAGES, type TCompanySaveRequest, type TOwnCompany } from '@fura/domain/company-schemas';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest } from '../../http/errors';
import type { CompanyLookup } from '../../integrations/company/company-registry';
import { presentOwnCompany } from '../user/company-present';
import { companyStateOf } from '../user/trust-columns';
import { checkColumns, columnsOf } from './check-result';
import { assertMayStateCompany } from './policy';
import { recordCheck } from './record-check';
import { findCompany, lockCompany, lockUser } from './repo';

/** The same statement saved again within this time keeps the register's answer instead of asking again. */
const ANSWER_REUSED_MS = 10 * 60 * 1000;

type CompanyDeps = Pick<AppDeps, 'db' | 'bus' | 'companies'>;

/**
 * POST /api/user/company/save: the user states his legal form and INN; an ООО or an ИП is checked in the register at
 * once (DaData's party lookup, outside the transaction: the answer may take seconds), a самозанятый or физлицо needs no
 * check. While his company bars deals he may replace it only with one the register confirms as not barred (nothing
 * is saved otherwise): changing the statement must not be a way around the block.
 */
export async function saveCompany(
  deps: CompanyDeps,
  actor: UserRow,
  input: TCompanySaveRequest,
  now: () => Date = () => new Date(),
): Promise<TOwnCompany | null> {
  assertMayStateCompany(actor);
  const inn = normalizeInn(input.inn);
  const legalForm = input.legalForm;
  const stored = await findCompany(deps.db, actor.id);
  const same = stored !== null && stored.inn === inn && stored.legalForm === legalForm;
  const registered = REGISTERED_FORMS.includes(legalForm);
  const reused =
    same &&
    registered &&
    stored.checkedAt !== null &&
    (stored.checkStatus === 'checked' || stored.checkStatus === 'notFound') &&
    now().getTime() - stored.checkedAt.getTime() < ANSWER_REUSED_MS;
  const lookup: CompanyLookup | null = !registered
    ? null
    : reused
      ? null
      : await deps.companies.findByInn(inn);

  return inTransaction(deps.db, deps.bus, async (tx, events) => {
    const user = await lockUser(tx, actor.id);
    if (!user) throw new Error(`user ${actor.id} vanished`);
    const previous = await lockCompany(tx, actor.id);
    const samePrevious =
      previous !== null && previous.inn === inn && previous.legalForm === legalForm ? previous : null;
    const at = now();
    // A reused answer whose row changed meanwhile is not guessed at: checked again by the job.
    const changed: CompanyLookup = { kind: 'unavailable', reason: 'changed meanwhile' };
    const columns = reused
      ? samePrevious
        ? columnsOf(samePrevious)
        : checkColumns(null, changed, at)
      : checkColumns(samePrevious, lookup, at);
    const clears = columns.checkStatus === 'checked' && !companyBlocksDeals(companyStateOf(columns.state));
    if (user.companyBlocked && !samePrevious && !clears)
      throw badRequest(COMPANY_MESSAGES.blockedKeep, 'inn');
    const row = await recordCheck(
      tx,
      events,
      {
        user: actor,
        legalForm,
        inn,
        previous,
        wasBlocked: user.companyBlocked,
        columns,
      },
      at,
    );
    return presentOwnCompany(row);
  });
}
