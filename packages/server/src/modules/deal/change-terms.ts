import {
  DEAL_TERM_FIELD_LABELS,
  DEAL_TERMS_MESSAGES,
  changeAwaitsCarrier,
  dealTermsOpen,
  type DealChangeState,
  type TDealChangeItem,
} from '@fura/domain/deal-terms';
import type { TDeal, TDealChange, TDealKey, TDealTermsInput } from '@fura/domain/deal-terms-schemas';
import type { NotificationCode } from '@fura/domain/notifications';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connect';
import type { ArticleRow, DealChangeRow, DealRow, UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { pendingEvent, type PendingEvent } from '../../events/event-bus';
import { badRequest, conflict } from '../../http/errors';
import { assertNotBanned } from '../article/policy';
import { articleTypeOf } from '../listing/article-type';
import { fioOf } from '../listing/executor-views';
import { createNotification } from '../notification/create';
import { loadDealView } from './get-deal';
import { assertCargoOwnerOf, assertDealParty } from './terms-policy';
import { insertChange, listChanges, lockDeal, updateDeal } from './terms-repo';
import { changedItems, columnsOf, datesAfter } from './terms-values';

export interface DealChangeCall {
  key: TDealKey;
  terms: TDealTermsInput;
  socketId: string | null;
}

export interface DealChangeResult {
  deal: TDeal;
  change: TDealChange;
}

/** A change takes effect: its new values in the deal, the terms' version raised (a signed contract must be re-signed). */
export async function applyChange(tx: Db, deal: DealRow, items: readonly TDealChangeItem[], now: Date) {
  return updateDeal(tx, deal, {
    ...columnsOf(items, now),
    termsVersion: deal.termsVersion + 1,
    updatedAt: now,
  });
}

/** The other party learns of a change or of its answer (bell, mail, push as his settings say), and both open pages. */
export async function announceChange(
  tx: Db,
  events: PendingEvent[],
  parts: {
    code: NotificationCode;
    recipientId: string;
    actor: UserRow;
    article: ArticleRow;
    deal: DealRow;
    change: DealChangeRow;
    socketId: string | null;
  },
): Promise<void> {
  const { deal, change, article } = parts;
  await createNotification(tx, events, {
    userId: parts.recipientId,
    code: parts.code,
    info: {
      articleId: article.id,
      articleType: articleTypeOf(article),
      executorId: deal.executorId,
      userFio: fioOf(parts.actor),
      fields: change.changes.map((item) => DEAL_TERM_FIELD_LABELS[item.field]).join(', '),
    },
  });
  events.push(
    pendingEvent(
      'dealChanged',
      {
        articleId: deal.articleId,
        executorId: deal.executorId,
        changeId: change.id,
        state: change.state as DealChangeState,
      },
      [deal.cargoOwnerId, deal.carrierId],
      parts.socketId,
    ),
  );
}

/**
 * POST /api/deal/change (issue 29): the cargo owner — and only he — changes the deal's addresses, dates, consignee,
 * price or payment terms. Under the deal's row lock: the log gets the old and the new value of each changed term;
 * before «В пути» the change takes effect at once (the terms' version rises), while «В пути» it waits for the carrier
 * and the deal keeps its old terms until he confirms. One change waits at a time: another is refused (409) until the
 * carrier answers. The carrier is notified either way; both parties' open pages hear `dealChanged`.
 */
export async function changeDealTerms(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  actor: UserRow,
  call: DealChangeCall,
  now: Date = new Date(),
): Promise<DealChangeResult> {
  assertNotBanned(actor);
  return inTransaction(deps.db, deps.bus, async (tx, events) => {
    const locked = await lockDeal(tx, call.key);
    assertDealParty(locked?.deal, actor.id);
    const { deal, article } = locked;
    assertCargoOwnerOf(deal, actor.id);
    if (!dealTermsOpen(article.status)) throw badRequest(DEAL_TERMS_MESSAGES.closed);
    const log = await listChanges(tx, deal);
    if (log.some((row) => row.state === 'awaiting')) throw conflict(DEAL_TERMS_MESSAGES.awaitingExists);
    const dates = datesAfter(deal, call.terms);
    if (dates.unloading !== null && dates.unloading < dates.loading) {
      throw badRequest(DEAL_TERMS_MESSAGES.unloadingBeforeLoading, 'terms.unloadingDate');
    }
    const items = changedItems(deal, call.terms);
    if (items.length === 0) throw badRequest(DEAL_TERMS_MESSAGES.nothingChanged);

    const waits = changeAwaitsCarrier(article.status);
    const change = await insertChange(tx, deal, {
      changes: items,
      changedBy: actor.id,
      state: waits ? 'awaiting' : 'applied',
      createdAt: now,
    });
    const after = waits ? deal : await applyChange(tx, deal, items, now);
    await announceChange(tx, events, {
      code: waits ? 'dealChangeAwaiting' : 'dealTermsChanged',
      recipientId: deal.carrierId,
      actor,
      article,
      deal: after,
      change,
      socketId: call.socketId,
    });
    const view = await loadDealView(tx, { deal: after, article }, actor.id);
    const presented = view.changes.find((one) => one.id === change.id);
    if (!presented) throw new Error(`change ${change.id} missing from its log`);
    return { deal: view, change: presented };
  });
}
