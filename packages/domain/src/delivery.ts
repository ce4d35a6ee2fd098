import { ArticleStatus, type ArticleType } from './articles';

/**
 * Delivery marks (decision 18, issue 24). Each mark names an executor: an order's carrier, or one cargo owner of an
 * offer, whose load the offer's carrier (its author) delivered. The stored status stays «В пути» (4) until the author
 * completes; each viewer is shown «Доставлено» (10) where his side of the deal is delivered.
 */

interface DealSides {
  type: ArticleType;
  authorId: string;
}

/** The carrier of a mark: the executor of an order, the author of an offer. */
export function carrierOfMark(deal: DealSides, executorId: string): string {
  return deal.type === 'order' ? executorId : deal.authorId;
}

/** The cargo owner of a mark: the author of an order, the executor of an offer. */
export function cargoOwnerOfMark(deal: DealSides, executorId: string): string {
  return deal.type === 'order' ? deal.authorId : executorId;
}

export interface DeliveryView {
  status: ArticleStatus;
  authorId: string;
  executorIds: readonly string[];
  /** The executors whose delivery is marked. */
  deliveredIds: readonly string[];
}

/**
 * Whether the viewer's side of a deal on the way is delivered: an executor's own load, or for the author every
 * executor's (an order has one; an offer's carrier is done when each cargo owner's load is).
 */
export function isDeliveredFor(deal: DeliveryView, viewerId: string | null): boolean {
  if (deal.status !== ArticleStatus.OnTheWay || viewerId === null) return false;
  if (viewerId === deal.authorId) {
    return deal.executorIds.length > 0 && deal.executorIds.every((id) => deal.deliveredIds.includes(id));
  }
  return deal.executorIds.includes(viewerId) && deal.deliveredIds.includes(viewerId);
}

/** The status a viewer is shown: «Доставлено» (10) where his side is delivered, else the listing's own. */
export function shownStatusOf(deal: DeliveryView, viewerId: string | null): ArticleStatus {
  return isDeliveredFor(deal, viewerId) ? ArticleStatus.Delivered : deal.status;
}

/** The same for a presented listing (its executors and marks as the viewer receives them). */
export function shownArticleStatus(
  article: {
    status: ArticleStatus;
    author: { _id: string };
    executors: readonly { user: { _id: string } }[];
    delivered: readonly { userId: string }[];
  },
  viewerId: string | null,
): ArticleStatus {
  return shownStatusOf(
    {
      status: article.status,
      authorId: article.author._id,
      executorIds: article.executors.map((executor) => executor.user._id),
      deliveredIds: article.delivered.map((mark) => mark.userId),
    },
    viewerId,
  );
}
