import { COMPANY_STATE_LABELS, COMPANY_STATES, type CompanyState } from '@fura/domain/company-check';
import { CONTRACT_MESSAGES, CONTRACT_SIDES, type ContractSide } from '@fura/domain/deal-contract';
import { notFound } from '../../../http/errors';
import { sideOf } from './contract-content';
import type { ContractPartyRow, ContractSource } from './contract-repo';

/** Listing statuses whose deal is over without a carriage: cancelled (6), in the trash or hidden by an admin (7). */
const CLOSED_STATUSES: readonly number[] = [6, 7];

/** The deal's contract is its two parties' only: anyone else (and a deal that is not there) gets 404. */
export function assertContractParty(
  source: ContractSource | null,
  userId: string,
): { source: ContractSource; side: ContractSide } {
  const side = source ? sideOf(source.deal, userId) : null;
  if (!source || !side) throw notFound(CONTRACT_MESSAGES.dealNotFound);
  return { source, side };
}

const SIDE_GENITIVE: Record<ContractSide, string> = { cargo: 'заказчика', carrier: 'перевозчика' };

function companyStateLabel(party: ContractPartyRow): string {
  const state = party.company?.state;
  const known = (COMPANY_STATES as readonly string[]).includes(state ?? '');
  return known ? COMPANY_STATE_LABELS[state as CompanyState] : 'недействующая';
}

/**
 * Why nobody may sign the deal's contract now, or null: the deal is cancelled or its listing removed, or a party's
 * company is liquidating, liquidated or bankrupt (a contract with it is the scheme the company check stops).
 */
export function signRefusal(source: ContractSource): string | null {
  if (CLOSED_STATUSES.includes(source.article.status)) return CONTRACT_MESSAGES.dealClosed;
  for (const side of CONTRACT_SIDES) {
    const party = side === 'cargo' ? source.cargoOwner : source.carrier;
    if (party.companyBlocked) {
      return `Компания ${SIDE_GENITIVE[side]} в реестре — «${companyStateLabel(party)}»: подписать договор-заявку нельзя`;
    }
  }
  return null;
}
