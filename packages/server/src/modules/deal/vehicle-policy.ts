import { ArticleStatus } from '@fura/domain/articles';
import { DEAL_VEHICLE_MESSAGES } from '@fura/domain/deal-vehicle';
import type { DealRow, UserRow } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { assertNotBanned } from '../article/policy';

/**
 * Who may read and state the deal's vehicle and driver (issue 29): its two parties read them, anyone else finds no
 * deal (404, admins included); only its carrier states them, while the deal is open.
 */

type Parties = Pick<DealRow, 'cargoOwnerId' | 'carrierId'>;

export function assertVehicleReader<T extends Parties>(
  deal: T | undefined,
  userId: string,
): asserts deal is T {
  if (!deal || (deal.cargoOwnerId !== userId && deal.carrierId !== userId)) {
    throw notFound(DEAL_VEHICLE_MESSAGES.dealNotFound);
  }
}

export function assertVehicleSetter(deal: Parties, actor: UserRow): void {
  if (deal.carrierId !== actor.id) throw forbidden(DEAL_VEHICLE_MESSAGES.carrierOnly);
  assertNotBanned(actor);
}

const CLOSED: readonly number[] = [ArticleStatus.Completed, ArticleStatus.Cancelled, ArticleStatus.Trash];

/** A completed, cancelled or deleted listing's deal is history: its vehicle is what it was. */
export function isDealOpen(status: number): boolean {
  return !CLOSED.includes(status);
}

export function assertDealOpen(status: number): void {
  if (!isDealOpen(status)) throw badRequest(DEAL_VEHICLE_MESSAGES.closed);
}
