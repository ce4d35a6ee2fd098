import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { listingAlertQueue } from '../../db/schema';
import type { PendingEvent } from '../../events/event-bus';

/** The `events` arrays of transactions that queued a listing: their publication after commit starts the matching. */
const queuedWith = new WeakSet<readonly PendingEvent[]>();

/**
 * Queues a listing for the saved searches (issue 27) in the transaction that published, republished or confirmed
 * it: the queue row commits with the change, so a crash before the matching loses nothing, and the matching
 * (modules/saved-search/alert-delivery.ts) runs right after the commit. A listing queued twice is matched once.
 */
export async function queueListingAlerts(tx: Db, events: PendingEvent[], articleId: string): Promise<void> {
  await tx
    .insert(listingAlertQueue)
    .values({ articleId })
    .onConflictDoUpdate({ target: listingAlertQueue.articleId, set: { queuedAt: sql`now()`, attempts: 0 } });
  queuedWith.add(events);
}

export function hasQueuedAlerts(events: readonly PendingEvent[]): boolean {
  return queuedWith.has(events);
}
