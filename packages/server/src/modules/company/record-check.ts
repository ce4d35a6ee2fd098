import { COMPANY_STATE_LABELS, companyBlocksDeals } from '@fura/domain/company-check';
import type { LegalForm } from '@fura/domain/legal-forms';
import type { Db } from '../../db/connect';
import type { UserCompanyRow, UserRow } from '../../db/schema';
import type { PendingEvent } from '../../events/event-bus';
import { createNotification } from '../notification/create';
import { companyStateOf } from '../user/trust-columns';
import type { CheckColumns } from './check-result';
import { findAdminIds, setCompanyBlocked, writeCompany } from './repo';

export interface CheckedCompany {
  user: Pick<UserRow, 'id' | 'firstName' | 'lastName'>;
  legalForm: LegalForm;
  inn: string;
  /** The row before, locked by the caller (null for a new statement). */
  previous: UserCompanyRow | null;
  /** Whether users.company_blocked was set before. */
  wasBlocked: boolean;
  columns: CheckColumns;
}

/**
 * Writes a check's result in the caller's transaction: the company row, `users.company_blocked` from its state, and
 * — when the state newly bars deals — a notification to the user and to every admin, once per state
 * (`notified_state`; a state that stops barring forgets it, so a later block is told again).
 */
export async function recordCheck(
  tx: Db,
  events: PendingEvent[],
  { user, legalForm, inn, previous, wasBlocked, columns }: CheckedCompany,
  now: Date,
): Promise<UserCompanyRow> {
  const state = companyStateOf(columns.state);
  const blocked = companyBlocksDeals(state);
  const alreadyTold = blocked && previous?.inn === inn && previous.notifiedState === state;
  const row = await writeCompany(tx, {
    userId: user.id,
    legalForm,
    inn,
    ...columns,
    notifiedState: blocked ? state : null,
    updatedAt: now,
  });
  if (blocked !== wasBlocked) await setCompanyBlocked(tx, user.id, blocked);
  if (blocked && state && !alreadyTold) {
    const info = {
      companyName: row.name,
      inn: row.inn,
      state,
      stateLabel: COMPANY_STATE_LABELS[state],
    };
    await createNotification(tx, events, { userId: user.id, code: 'companyBlocked', info });
    const userFio = `${user.firstName} ${user.lastName}`.trim();
    for (const admin of await findAdminIds(tx)) {
      await createNotification(tx, events, {
        userId: admin.id,
        code: 'companyBlockedAdmin',
        info: { ...info, userId: user.id, userFio },
      });
    }
  }
  return row;
}
