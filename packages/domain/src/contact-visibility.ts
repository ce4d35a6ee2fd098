import { maskContacts } from './contact-masking';
import { contactIdsFor, dealContactsOpen } from './deal-contacts';

/**
 * Who sees the contacts written in a text (issue 29): a listing's comment, a request, a dialog's message is shown as
 * written to its writer, and to a viewer who is in an open deal with the writer — the pairs and the window of the
 * contact rule (deal-contacts.ts: the author ↔ each executor, from the choice to 7 days after completing or
 * cancelling); to anyone else with its contacts masked (contact-masking.ts). The server's presenters decide with
 * this, per viewer; the database keeps what was written. The console (moderation, support, listings) presents the
 * original text without asking: the admins must see what was written.
 */

/** A listing's deal as the rule reads it: the author, the executors, and the status and closing time. */
export interface ContactDeal {
  authorId: string;
  executorIds: readonly string[];
  status: number;
  closedAt: Date | null;
}

/** Where a text was written. */
export type TextPlace =
  /** A listing's comment, a request on it, a message of the dialog about it: that listing's deal. */
  | { kind: 'listing'; deal: ContactDeal }
  /** A dialog not about a listing: the two members' deals with each other, on any listing. */
  | { kind: 'direct'; deals: readonly ContactDeal[] }
  /** The support dialog: never masked, so the support can help. */
  | { kind: 'support' };

/** Whether two users are a pair of the deal (its author and one of its executors) while it is open at `now`. */
export function inOpenDealTogether(deal: ContactDeal, oneId: string, otherId: string, now: Date): boolean {
  if (oneId === otherId || !dealContactsOpen(deal, now)) return false;
  return contactIdsFor(deal, oneId).includes(otherId);
}

/** Whether `viewerId` (null: a guest) sees a text of `writerId` written in `place` as it was written. */
export function seesContacts(
  viewerId: string | null,
  writerId: string,
  place: TextPlace,
  now: Date,
): boolean {
  if (place.kind === 'support') return true;
  if (viewerId === null) return false;
  if (viewerId === writerId) return true;
  const deals = place.kind === 'listing' ? [place.deal] : place.deals;
  return deals.some((deal) => inOpenDealTogether(deal, viewerId, writerId, now));
}

/** The text as `viewerId` sees it: as written, or with its contacts masked. */
export function textForViewer(
  text: string,
  viewerId: string | null,
  writerId: string,
  place: TextPlace,
  now: Date,
): string {
  return seesContacts(viewerId, writerId, place, now) ? text : maskContacts(text).text;
}
