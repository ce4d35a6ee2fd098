import type { BodyType } from './article-options';
import { ArticleStatus, type ArticleType } from './articles';
import { shownArticleStatus } from './delivery';
import { moscowToday } from './loading-date';

/**
 * «Обратный груз» (issue 26): which of a carrier's deals offer a return load search, and what it starts from. A deal
 * is a listing the carrier carries: an order he is the executor of, or his own offer with executors. It qualifies in
 * work (3), on the way (4, shown as «Доставлено» 10 once his side is delivered: decision 29) and for
 * RETURN_LOAD_DAYS_AFTER_COMPLETION days after it is completed (5). The presented listing carries no `closedAt`:
 * a completed listing's `updatedAt` is the moment of completing (the last change of its row).
 */

export const RETURN_LOAD_DAYS_AFTER_COMPLETION = 3;

const DAY_MS = 24 * 60 * 60 * 1000;
const IN_WORK: readonly number[] = [
  ArticleStatus.ExecutorSelected,
  ArticleStatus.OnTheWay,
  ArticleStatus.Delivered,
];

/** The fields of a presented listing (TArticle) the rule reads. */
export interface ReturnLoadDeal {
  _id: string;
  type: ArticleType;
  status: ArticleStatus;
  author: { _id: string };
  executors: readonly { user: { _id: string } }[];
  delivered: readonly { userId: string; at: string }[];
  loadingDate: string;
  updatedAt: string;
  car: ReturnLoadVehicle | null;
}

/** Whether the carrier carries this listing: an order's executor, or the author of an offer that has executors. */
export function carriesDeal(deal: ReturnLoadDeal, carrierId: string): boolean {
  if (deal.type === 'order') return deal.executors.some((executor) => executor.user._id === carrierId);
  return deal.author._id === carrierId && deal.executors.length > 0;
}

/** The rule: a deal of his in work, on the way or delivered, or completed less than 3 days ago. */
export function isReturnLoadDeal(deal: ReturnLoadDeal, carrierId: string, now: Date): boolean {
  if (!carriesDeal(deal, carrierId)) return false;
  if (IN_WORK.includes(shownArticleStatus(deal, carrierId))) return true;
  if (deal.status !== ArticleStatus.Completed) return false;
  const completedAt = Date.parse(deal.updatedAt);
  return (
    Number.isFinite(completedAt) && now.getTime() - completedAt <= RETURN_LOAD_DAYS_AFTER_COMPLETION * DAY_MS
  );
}

/**
 * When the carrier is free at the destination, as the date loading may start: the last delivery mark of his deal
 * (an offer carries several owners' loads), else the loading date; never before today in Moscow.
 */
export function returnLoadDateFrom(deal: ReturnLoadDeal, now: Date): string {
  const today = moscowToday(now);
  const marks = deal.delivered.map((mark) => moscowToday(new Date(mark.at))).sort();
  const delivery = marks.at(-1) ?? deal.loadingDate;
  return delivery > today ? delivery : today;
}

/** What the return load reads of a vehicle: a listing's `car`, or one of the carrier's vehicle templates. */
export interface ReturnLoadVehicle {
  bodyType: BodyType;
  capacityTons: number;
}

/**
 * The vehicle's body and capacity as the search's filters: the deal's own vehicle when the listing carries one (an
 * offer does); for an order he took, his vehicle when his templates name exactly one — with several, which truck
 * goes back is his choice, and the filters stay open.
 */
export function returnLoadVehicleFilters(
  deal: ReturnLoadDeal,
  templates: readonly ReturnLoadVehicle[] = [],
): { bodyType?: BodyType; weightMax?: number } {
  const vehicle = deal.car ?? (templates.length === 1 ? templates[0]! : null);
  if (!vehicle) return {};
  return { bodyType: vehicle.bodyType, weightMax: Math.round(vehicle.capacityTons * 1000) };
}

/** The carrier's eligible deals, the most recent first (the last change of each: a delivery, a completion). */
export function returnLoadDeals<T extends ReturnLoadDeal>(
  deals: readonly T[],
  carrierId: string,
  now: Date,
): T[] {
  const seen = new Set<string>();
  return deals
    .filter((deal) => {
      if (seen.has(deal._id) || !isReturnLoadDeal(deal, carrierId, now)) return false;
      seen.add(deal._id);
      return true;
    })
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a._id.localeCompare(b._id));
}
