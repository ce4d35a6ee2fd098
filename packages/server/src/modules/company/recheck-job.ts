import { REGISTERED_FORMS } from '@fura/domain/legal-forms';
import type { AppDeps } from '../../app-deps';
import { inTransaction } from '../../db/transaction';
import { legalFormOf } from '../user/trust-columns';
import { checkColumns } from './check-result';
import { recordCheck } from './record-check';
import { findDueChecks, lockCompany, lockUser } from './repo';

/** Companies checked per run: the job runs every few minutes, and each check may wait for DaData for seconds. */
export const COMPANY_CHECKS_PER_RUN = 20;

/**
 * The weekly re-check (jobs/registry.ts; one instance at a time through the job's lease): companies whose
 * `next_check_at` is due, the longest overdue first, a few per run. Each is asked outside any transaction, then
 * written under the user's and the company's row locks — unless its owner changed the statement meanwhile (his save
 * checked it). A register that fails stops the run: the rest waits for the next one rather than for timeouts.
 * Answers how many companies were checked.
 */
export async function runCompanyChecks(
  deps: Pick<AppDeps, 'db' | 'bus' | 'companies'>,
  now: () => Date = () => new Date(),
): Promise<number> {
  const due = await findDueChecks(deps.db, now(), COMPANY_CHECKS_PER_RUN);
  let checked = 0;
  for (const row of due) {
    const legalForm = legalFormOf(row.legalForm);
    const registered = legalForm !== null && REGISTERED_FORMS.includes(legalForm);
    const lookup = registered ? await deps.companies.findByInn(row.inn) : null;
    await inTransaction(deps.db, deps.bus, async (tx, events) => {
      const user = await lockUser(tx, row.userId);
      const current = await lockCompany(tx, row.userId);
      if (!user || !current || !legalForm) return;
      if (current.inn !== row.inn || current.legalForm !== row.legalForm) return;
      await recordCheck(
        tx,
        events,
        {
          user,
          legalForm,
          inn: current.inn,
          previous: current,
          wasBlocked: user.companyBlocked,
          columns: checkColumns(current, lookup, now()),
        },
        now(),
      );
    });
    checked += 1;
    if (lookup?.kind === 'unavailable' && deps.companies.kind === 'dadata') break;
  }
  return checked;
}
