import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { forbidden } from '../../http/errors';
import { pendingEvent } from '../../events/event-bus';
import { seesCarrierLocation } from '../listing/carrier-location';
import { storeTrackPoints } from '../listing/track-repo';
import { assertNotBanned } from '../article/policy';
import { storeLocation } from './delivery-repo';
import { DEAL_SERVER_MESSAGES } from './messages';
import { listingsOnTheWay, setNeedSendLocation } from '../listing/on-the-way';
import { executorIdsOf } from './request-repo';

/**
 * setLocation: the carrier's position lands on every listing on the way for him (as its `lastCarrierLocation`)
 * and reaches each listing's other party only (carrier-location.ts): an order's author, an offer's executors. With
 * nothing on the way the sending is turned off (`isDisableGeo`). Each listing's stored track gets the point too,
 * thinned (listing/track-repo.ts).
 */
export async function setLocation(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  actor: UserRow,
  position: [number, number],
  now: Date = new Date(),
): Promise<{ articles: number; isDisableGeo: boolean }> {
  assertNotBanned(actor);
  if (actor.type !== 'carrier') throw forbidden(DEAL_SERVER_MESSAGES.locationNotCarrier);
  return inTransaction(deps.db, deps.bus, async (tx, events) => {
    const ids = await listingsOnTheWay(tx, actor.id);
    if (ids.length === 0) {
      await setNeedSendLocation(tx, [actor.id], false);
      return { articles: 0, isDisableGeo: true };
    }
    const at = now.toISOString();
    const stored = await storeLocation(tx, ids, position, now);
    await storeTrackPoints(
      tx,
      stored.map((row) => row.id),
      actor.id,
      position,
      now,
    );
    for (const row of stored) {
      const executorIds = await executorIdsOf(tx, row.id);
      const recipients = [row.authorId, ...executorIds].filter(
        (userId) => userId !== actor.id && seesCarrierLocation(row, executorIds, userId),
      );
      events.push(pendingEvent('setLocation', { articleId: row.id, position, at }, recipients));
    }
    return { articles: ids.length, isDisableGeo: false };
  });
}
