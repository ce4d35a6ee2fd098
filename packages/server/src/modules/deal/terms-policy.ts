import { DEAL_TERMS_MESSAGES } from '@fura/domain/deal-terms';
import type { DealRole } from '@fura/domain/deal-terms-schemas';
import type { DealRow } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';

/**
 * Who may see and change a deal (issue 29): its two parties only — the cargo owner and the carrier; anyone else
 * (admins included) finds no deal. The cargo owner alone changes the terms; the carrier alone answers a change that
 * waits for him.
 */

type DealParties = Pick<DealRow, 'cargoOwnerId' | 'carrierId'>;

export function dealRoleOf(deal: DealParties, userId: string): DealRole | null {
  if (deal.cargoOwnerId === userId) return 'cargoOwner';
  if (deal.carrierId === userId) return 'carrier';
  return null;
}

export function assertDealParty<T extends DealParties>(
  deal: T | null | undefined,
  userId: string,
): asserts deal is T {
  if (!deal || !dealRoleOf(deal, userId)) throw notFound(DEAL_TERMS_MESSAGES.notFound);
}

export function assertCargoOwnerOf(deal: DealParties, userId: string): void {
  if (deal.cargoOwnerId !== userId) throw forbidden(DEAL_TERMS_MESSAGES.onlyCargoOwner);
}

export function assertCarrierOf(deal: DealParties, userId: string): void {
  if (deal.carrierId !== userId) throw forbidden(DEAL_TERMS_MESSAGES.onlyCarrier);
}
