import type { TDeal, TDealKey, TDealSummary } from '@fura/domain/deal-terms-schemas';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connect';
import type { UserRow } from '../../db/schema';
import { findDealUsers, presentDealUser } from '../listing/deal-data';
import { assertDealParty } from './terms-policy';
import { presentDeal, presentDealSummary } from './terms-present';
import {
  executorsAwaiting,
  findDealWithListing,
  listChanges,
  listDealsOfViewer,
  type DealWithListing,
} from './terms-repo';

/** The deal with its parties and change log, presented for one of its parties (also inside a transaction). */
export async function loadDealView(
  db: Db,
  { deal, article }: DealWithListing,
  viewerId: string,
): Promise<TDeal> {
  const changes = await listChanges(db, deal);
  const users = await findDealUsers(db, [deal.cargoOwnerId, deal.carrierId]);
  const cargoOwner = users.get(deal.cargoOwnerId);
  const carrier = users.get(deal.carrierId);
  if (!cargoOwner || !carrier)
    throw new Error(`a party of deal ${deal.articleId}/${deal.executorId} vanished`);
  return presentDeal({
    deal,
    article,
    changes,
    cargoOwner: presentDealUser(cargoOwner),
    carrier: presentDealUser(carrier),
    viewerId,
  });
}

/** POST /api/deal/get: the deal for its two parties; anyone else finds none (404). */
export async function getDeal(deps: Pick<AppDeps, 'db'>, actor: UserRow, key: TDealKey): Promise<TDeal> {
  const found = await findDealWithListing(deps.db, key);
  assertDealParty(found?.deal, actor.id);
  return loadDealView(deps.db, found, actor.id);
}

/**
 * POST /api/deal/list: the viewer's deals on a listing — its author's with each executor, an executor's own — for the
 * listing page's «Открыть сделку». Someone without a deal there gets an empty list.
 */
export async function listDeals(
  deps: Pick<AppDeps, 'db'>,
  actor: UserRow,
  articleId: string,
): Promise<TDealSummary[]> {
  const rows = await listDealsOfViewer(deps.db, articleId, actor.id);
  if (rows.length === 0) return [];
  const counterpartOf = (row: (typeof rows)[number]) =>
    row.cargoOwnerId === actor.id ? row.carrierId : row.cargoOwnerId;
  const users = await findDealUsers(deps.db, rows.map(counterpartOf));
  const awaiting = await executorsAwaiting(deps.db, articleId);
  return rows.flatMap((row) => {
    const counterpart = users.get(counterpartOf(row));
    return counterpart
      ? [presentDealSummary(row, actor.id, presentDealUser(counterpart), awaiting.has(row.executorId))]
      : [];
  });
}
