import { z } from 'zod';
import { ArticleStatus } from './articles';
import { DEAL_CONTACTS_DAYS_AFTER_CLOSE } from './constants';

/**
 * The parties of a deal reach each other by phone and e-mail (issue 24, replacing decision 17's «contacts are never
 * presented»). A deal's pairs are its author and each executor: an order's cargo owner and his carrier, an offer's
 * carrier and each cargo owner chosen on it. Each side of a pair sees the other's contacts from the moment the
 * executor is chosen until DEAL_CONTACTS_DAYS_AFTER_CLOSE days after the deal is completed or cancelled; executors
 * of one offer never see each other's, and nobody else (guests, requesters not chosen or removed, admins) sees any.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A counterpart's contacts, as the listing, its lists and the dialog header show them. */
export const ZDealContact = z.object({
  userId: z.string(),
  name: z.object({ first: z.string(), last: z.string() }),
  phone: z.string(),
  email: z.string(),
});
export type TDealContact = z.infer<typeof ZDealContact>;

/** Statuses in which a chosen executor and the author are in a deal (an offer takes executors while published). */
const DEAL_IN_PROGRESS: readonly number[] = [
  ArticleStatus.Published,
  ArticleStatus.ExecutorSelected,
  ArticleStatus.OnTheWay,
  ArticleStatus.Delivered,
];

const DEAL_CLOSED: readonly number[] = [ArticleStatus.Completed, ArticleStatus.Cancelled];

/**
 * Whether a listing's deal keeps its parties' contacts open at `now`: in progress, or closed (completed, cancelled)
 * less than DEAL_CONTACTS_DAYS_AFTER_CLOSE days ago. Drafts and the trash (an admin's hiding included) never do.
 * Only the pairs of contactIdsFor see anything, and only while the executor is one.
 */
export function dealContactsOpen(deal: { status: number; closedAt: Date | null }, now: Date): boolean {
  if (DEAL_IN_PROGRESS.includes(deal.status)) return true;
  if (!DEAL_CLOSED.includes(deal.status) || deal.closedAt === null) return false;
  return now.getTime() < deal.closedAt.getTime() + DEAL_CONTACTS_DAYS_AFTER_CLOSE * DAY_MS;
}

/** Whose contacts the viewer may see in an open deal: the author sees every executor's, an executor the author's. */
export function contactIdsFor(
  deal: { authorId: string; executorIds: readonly string[] },
  viewerId: string | null,
): string[] {
  if (viewerId === null) return [];
  if (viewerId === deal.authorId) return deal.executorIds.filter((id) => id !== viewerId);
  return deal.executorIds.includes(viewerId) ? [deal.authorId] : [];
}

/** `closed_at` to write with a new status: the moment of completing or cancelling, null for any other status. */
export function closedAtFor(status: number, now: Date): Date | null {
  return DEAL_CLOSED.includes(status) ? now : null;
}
