import { DEAL_TERMS_MESSAGES, dealTermsOpen } from '@fura/domain/deal-terms';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, notFound } from '../../http/errors';
import { assertNotBanned } from '../article/policy';
import { announceChange, applyChange, type DealChangeResult } from './change-terms';
import { loadDealView } from './get-deal';
import { assertCarrierOf, assertDealParty } from './terms-policy';
import { findChange, lockDeal, setChangeState } from './terms-repo';

export interface DealDecisionCall {
  changeId: string;
  socketId: string | null;
}

/**
 * POST /api/deal/change/confirm and /decline (issue 29): the carrier answers the change that waits for him. Confirmed,
 * it takes effect (its new values, the terms' version raised, `to_changed_at` when the unloading address moved);
 * declined, the deal keeps its terms. Under the deal's row lock; the cargo owner is notified either way. A change
 * already answered is 409.
 */
export async function decideDealChange(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  actor: UserRow,
  call: DealDecisionCall,
  decision: 'confirmed' | 'declined',
  now: Date = new Date(),
): Promise<DealChangeResult> {
  assertNotBanned(actor);
  return inTransaction(deps.db, deps.bus, async (tx, events) => {
    const asked = await findChange(tx, call.changeId);
    if (!asked) throw notFound(DEAL_TERMS_MESSAGES.changeNotFound);
    const locked = await lockDeal(tx, asked);
    assertDealParty(locked?.deal, actor.id);
    const { deal, article } = locked;
    assertCarrierOf(deal, actor.id);
    // Read again under the lock: a second answer waits for the first and finds it answered.
    const change = await findChange(tx, call.changeId);
    if (!change || change.state !== 'awaiting') throw conflict(DEAL_TERMS_MESSAGES.changeNotFound);
    if (!dealTermsOpen(article.status)) throw badRequest(DEAL_TERMS_MESSAGES.closed);

    const after = decision === 'confirmed' ? await applyChange(tx, deal, change.changes, now) : deal;
    const answered = await setChangeState(tx, change.id, decision, now);
    await announceChange(tx, events, {
      code: decision === 'confirmed' ? 'dealChangeConfirmed' : 'dealChangeDeclined',
      recipientId: deal.cargoOwnerId,
      actor,
      article,
      deal: after,
      change: answered,
      socketId: call.socketId,
    });
    const view = await loadDealView(tx, { deal: after, article }, actor.id);
    const presented = view.changes.find((one) => one.id === change.id);
    if (!presented) throw new Error(`change ${change.id} missing from its log`);
    return { deal: view, change: presented };
  });
}
