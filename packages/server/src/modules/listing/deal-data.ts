import type { TArticleRequest, TDealUser, TDelivered, TExecutor, TReview } from '@fura/domain/deal-items';
import { isVehicleVerified, type VehicleCheckState } from '@fura/domain/vehicle-check';
import type { Db } from '../../db/connect';
import type { ArticleRow, reviews } from '../../db/schema';
import { carrierHasTariff } from '../tariff/tariff-state';
import { avatarUrl } from '../user/present';
import { presentTrust, type TrustRow } from '../user/trust-columns';
import { articleReadStatements } from './read-statements';
import { seesCarrierLocation } from './carrier-location';

/**
 * The deal side of listings (requests, executors, delivery marks, reviews), loaded in one batch per page and
 * presented per viewer: the author sees every request, anyone else only his own; executors, delivery marks and
 * reviews go to the deal's participants (author, requesters, executors) only.
 */

/** A deal party's public columns with the trust line's (user-columns.ts dealUserColumns). */
export interface DealUserRow extends TrustRow {
  id: string;
  type: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  contractId: number | null;
}

export function presentDealUser(row: DealUserRow, now: Date = new Date()): TDealUser {
  return {
    _id: row.id,
    type: row.type === 'carrier' ? 'carrier' : row.type === 'admin' ? 'admin' : 'cargo',
    name: { first: row.firstName, last: row.lastName },
    rating: row.rating,
    reviewsCount: row.reviewsCount,
    avatar: avatarUrl(row.avatar),
    contract: { id: row.contractId },
    isPassportVerified: row.isPassportVerified,
    trust: presentTrust(row, now),
  };
}

/** Everything of one listing's deal, before the viewer's filter. */
export interface DealData {
  requests: TArticleRequest[];
  executors: TExecutor[];
  delivered: TDelivered[];
  reviews: TReview[];
}

export const EMPTY_DEAL: DealData = { requests: [], executors: [], delivered: [], reviews: [] };

/** The template a request names (issue 29), as the request's statement joins it; null when none or not his. */
export type RequestVehicleRow = VehicleCheckState & { id: string; name: string };

export function presentRequest(
  row: { id: string; articleId: string; text: string; priceKopecks: number | null; date: string | null } & {
    createdAt: Date;
    updatedAt: Date;
  },
  user: DealUserRow,
  vehicle: RequestVehicleRow | null = null,
): TArticleRequest {
  return {
    requestId: row.id,
    articleId: row.articleId,
    request: row.text,
    priceKopecks: row.priceKopecks,
    date: row.date,
    user: presentDealUser(user),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    carrierTariffInactive: false,
    vehicle: vehicle
      ? { templateId: vehicle.id, name: vehicle.name, verified: isVehicleVerified(vehicle) }
      : null,
  };
}

export function presentReview(
  row: typeof reviews.$inferSelect,
  articleType: string,
  author: DealUserRow,
  user: DealUserRow,
): TReview {
  return {
    _id: row.id,
    articleId: row.articleId,
    articleType: articleType === 'offer' ? 'offer' : 'order',
    author: presentDealUser(author),
    user: presentDealUser(user),
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Public profile rows of the users, by id. */
export async function findDealUsers(db: Db, ids: readonly string[]): Promise<Map<string, DealUserRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await articleReadStatements(db).dealUsers.execute({ ids: unique });
  return new Map(rows.map((row) => [row.id, row]));
}

/** Deal data of the listings, by id (listings without any deal data get EMPTY_DEAL). */
export async function loadDeals(db: Db, rows: readonly ArticleRow[]): Promise<Map<string, DealData>> {
  const result = new Map<string, DealData>();
  if (rows.length === 0) return result;
  const ids = rows.map((row) => row.id);
  const typeOf = new Map(rows.map((row) => [row.id, row.type]));
  for (const id of ids) result.set(id, { requests: [], executors: [], delivered: [], reviews: [] });

  const statements = articleReadStatements(db);
  // One after another: `db` may be a transaction, whose one connection runs them one at a time anyway.
  const requestRows = await statements.requests.execute({ ids });
  const executorRows = await statements.executors.execute({ ids });
  const deliveredRows = await statements.delivered.execute({ ids });
  const reviewRows = await statements.reviews.execute({ ids });

  const now = new Date();
  for (const { request, user, tariff, vehicle } of requestRows) {
    result.get(request.articleId)?.requests.push({
      ...presentRequest(request, user, vehicle),
      carrierTariffInactive: user.type === 'carrier' && !carrierHasTariff(tariff, now),
    });
  }
  for (const { executor, user } of executorRows) {
    result.get(executor.articleId)?.executors.push({
      user: presentDealUser(user),
      createdAt: executor.createdAt.toISOString(),
      cancelRequestedAt: executor.cancelRequestedAt ? executor.cancelRequestedAt.toISOString() : null,
    });
  }
  for (const row of deliveredRows) {
    result.get(row.articleId)?.delivered.push({ userId: row.userId, at: row.createdAt.toISOString() });
  }
  const reviewUsers = await findDealUsers(
    db,
    reviewRows.flatMap((review) => [review.authorId, review.userId]),
  );
  for (const review of reviewRows) {
    const author = reviewUsers.get(review.authorId);
    const user = reviewUsers.get(review.userId);
    if (!author || !user) continue;
    result
      .get(review.articleId)
      ?.reviews.push(presentReview(review, typeOf.get(review.articleId) ?? 'order', author, user));
  }
  return result;
}

/** The user ids concerned by a listing's deal: its author, requesters and executors. */
export function participantIds(authorId: string, deal: DealData): string[] {
  return [
    ...new Set([
      authorId,
      ...deal.requests.map((request) => request.user._id),
      ...deal.executors.map((executor) => executor.user._id),
    ]),
  ];
}

/** The deal as one viewer may see it, with whether he may see the carrier's position (carrier-location.ts). */
export type ViewerDeal = DealData & { requestsCount: number; seesCarrierLocation: boolean };

/** The deal as `viewerId` may see it (null = guest). */
export function dealForViewer(
  article: Pick<ArticleRow, 'authorId' | 'status'>,
  deal: DealData,
  viewerId: string | null,
): ViewerDeal {
  const { authorId } = article;
  const requestsCount = deal.requests.length;
  const seesLocation = seesCarrierLocation(
    article,
    deal.executors.map((executor) => executor.user._id),
    viewerId,
  );
  const seen = { requestsCount, seesCarrierLocation: seesLocation };
  if (viewerId === null) return { ...EMPTY_DEAL, ...seen };
  if (viewerId === authorId) return { ...deal, ...seen };
  const isParticipant = participantIds(authorId, deal).includes(viewerId);
  if (!isParticipant) return { ...EMPTY_DEAL, ...seen };
  return {
    ...deal,
    // The tariff mark is for the author, who picks executors.
    requests: deal.requests
      .filter((request) => request.user._id === viewerId)
      .map((request) => ({ ...request, carrierTariffInactive: false })),
    ...seen,
  };
}

/** Request counts by listing, for pages that show counts only (search). */
export async function countRequests(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await articleReadStatements(db).requestCounts.execute({ ids });
  return new Map(rows.map((row) => [row.articleId, row.n]));
}
