import { eq } from 'drizzle-orm';
import { companyBlockedMessage, companyBlocksDeals, type CompanyState } from '@fura/domain/company-check';
import { COMPANY_MESSAGES } from '@fura/domain/company-schemas';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import type { Db } from '../../db/connect';
import { userCompanies, type UserRow } from '../../db/schema';
import { badRequest, forbidden } from '../../http/errors';
import { companyStateOf } from '../user/trust-columns';

/** Cargo owners and carriers state their company; a banned user may not change his profile, admins do not trade. */
export function assertMayStateCompany(actor: UserRow): void {
  if (actor.isBan) throw forbidden(ERROR_MESSAGES.banned);
  if (actor.type !== 'cargo' && actor.type !== 'carrier') throw forbidden(COMPANY_MESSAGES.wrongRole);
}

/**
 * The one check of issue 29's block: a user whose company the register says is liquidating, liquidated or bankrupt
 * cannot publish, send requests or be chosen as an executor — 400 naming the state. Read from the user's row
 * (`company_blocked`, kept by every check) so the common case costs no query; admins are never blocked by it.
 * `refusal` words it for the call (by default the user's own: companyBlockedMessage).
 */
export async function assertCompanyAllowsDeals(
  db: Db,
  user: Pick<UserRow, 'id' | 'type' | 'companyBlocked'>,
  refusal: (state: CompanyState) => string = companyBlockedMessage,
): Promise<void> {
  if (!user.companyBlocked || user.type === 'admin') return;
  const [row] = await db
    .select({ state: userCompanies.state })
    .from(userCompanies)
    .where(eq(userCompanies.userId, user.id));
  const state = companyStateOf(row?.state ?? null);
  // The flag follows the state in the same transaction; a flag without a barring state bars nothing.
  if (!state || !companyBlocksDeals(state)) return;
  throw badRequest(refusal(state));
}
