import type { TArticle } from '@fura/domain/article-schemas';
import { ArticleStatus } from '@fura/domain/articles';
import type { ArticleRow } from '../../db/schema';

/**
 * The carrier's live position is the deal's business only. Its two parties see it — the author and the executors
 * (an order's cargo owner and his carrier; an offer's carrier and the cargo owners he carries for) — and only while
 * the listing is on the way (4). Guests, requesters who were not chosen or were removed, and everyone else never do.
 */
export function seesCarrierLocation(
  article: Pick<ArticleRow, 'authorId' | 'status'>,
  executorIds: readonly string[],
  viewerId: string | null,
): boolean {
  if (viewerId === null || article.status !== ArticleStatus.OnTheWay) return false;
  return viewerId === article.authorId || executorIds.includes(viewerId);
}

/** The stored position as a listing shows it to a viewer who may see it; null to anyone else. */
export function presentCarrierLocation(
  row: Pick<ArticleRow, 'status' | 'lastLat' | 'lastLon' | 'lastLocationAt'>,
  visible: boolean,
): TArticle['lastCarrierLocation'] {
  if (!visible || row.status !== ArticleStatus.OnTheWay) return null;
  if (row.lastLat === null || row.lastLon === null || !row.lastLocationAt) return null;
  return { lat: row.lastLat, lon: row.lastLon, at: row.lastLocationAt.toISOString() };
}

/** The columns to write when a listing leaves "on the way": the position is forgotten in the same transaction. */
export const FORGET_CARRIER_LOCATION = { lastLat: null, lastLon: null, lastLocationAt: null } as const;

/** The listing leaves «в пути»: its stored track and tracking links go too (listing/track-repo.ts forgetTrack). */
export function leavesOnTheWay(oldStatus: number, status: number): boolean {
  return oldStatus === ArticleStatus.OnTheWay && status !== ArticleStatus.OnTheWay;
}

/** The columns to write with a status: leaving "on the way" (to any other status) forgets the position. */
export function locationColumnsFor(status: number): Partial<typeof FORGET_CARRIER_LOCATION> {
  return status === ArticleStatus.OnTheWay ? {} : FORGET_CARRIER_LOCATION;
}
