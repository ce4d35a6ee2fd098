import { sql } from 'drizzle-orm';
import type { TPushPayload } from '@fura/domain/push-schemas';
import type { Db } from '../../db/connect';
import type { PendingEvent } from '../../events/event-bus';

/** The `events` arrays of transactions that queued push: their publication after commit starts the delivery. */
const queuedWith = new WeakSet<readonly PendingEvent[]>();

/**
 * Queues a push message for a user's devices in the caller's transaction (nothing when he has none): it goes after the
 * commit, or at `notBefore` (a saved search's quiet hours). A rolled-back change never pushes.
 */
export async function queuePush(
  tx: Db,
  events: PendingEvent[],
  userId: string,
  payload: TPushPayload,
  notBefore: Date | null = null,
): Promise<void> {
  const due = notBefore ? sql`${notBefore.toISOString()}::timestamptz` : sql`now()`;
  const result = await tx.execute<{ id: string }>(sql`
    insert into push_outbox (user_id, payload, not_before)
    select ${userId}::uuid, ${JSON.stringify(payload)}::jsonb, ${due}
    where exists (select 1 from push_subscriptions where user_id = ${userId}::uuid)
    returning id`);
  // PGlite and node-postgres both answer { rows }.
  if ((result as { rows: { id: string }[] }).rows.length > 0) queuedWith.add(events);
}

export function hasQueuedPush(events: readonly PendingEvent[]): boolean {
  return queuedWith.has(events);
}
