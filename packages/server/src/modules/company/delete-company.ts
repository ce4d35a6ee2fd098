import { COMPANY_MESSAGES } from '@fura/domain/company-schemas';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest } from '../../http/errors';
import { assertMayStateCompany } from './policy';
import { deleteCompany, lockUser } from './repo';

/**
 * POST /api/user/company/delete: the company leaves the profile (nothing to delete answers the same). Refused while
 * it bars deals: dropping the statement must not be a way around the block.
 */
export async function removeCompany(deps: Pick<AppDeps, 'db' | 'bus'>, actor: UserRow): Promise<void> {
  assertMayStateCompany(actor);
  await inTransaction(deps.db, deps.bus, async (tx) => {
    const user = await lockUser(tx, actor.id);
    if (user?.companyBlocked) throw badRequest(COMPANY_MESSAGES.blockedKeep);
    await deleteCompany(tx, actor.id);
  });
}
