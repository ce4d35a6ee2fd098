import { sql } from 'drizzle-orm';
import type { TPushPayload } from '@fura/domain/push-schemas';
import type { Db } from '../../db/connect';
import type { PendingEvent } from '../../events/event-bus';

/** The `events` arrays of transactions that queued push: their publication after commit starts the delivery. */
const queuedWith = new WeakSet<readonly PendingEvent[]>();

export interface QueuedPush {
  userId: string;
  payload: TPushPayload;
  /** Not before this time (a saved search's quiet hours); null: at once. */
  notBefore?: Date | null;
}

/**
 * Queues push messages for users' devices in the caller's transaction, in one statement (nothing for a user without
 * devices): they go after the commit, or at `notBefore`. A rolled-back change never pushes.
 */
export async function queuePushes(
  tx: Db,
  events: PendingEvent[],
  pushes: readonly QueuedPush[],
): Promise<void> {
  if (pushes.length === 0) return;
  const rows = pushes.map((push) => ({
    user_id: push.userId,
    payload: push.payload,
    not_before: push.notBefore ? push.notBefore.toISOString() : null,
  }));
  const result = await tx.execute<{ id: string }>(sql`
    insert into push_outbox (user_id, payload, not_before)
    select q.user_id, q.payload, coalesce(q.not_before, now())
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as q(user_id uuid, payload jsonb, not_before timestamptz)
     where exists (select 1 from push_subscriptions where push_subscriptions.user_id = q.user_id)
    returning id`);
  // PGlite and node-postgres both answer { rows }.
  if ((result as { rows: { id: string }[] }).rows.length > 0) queuedWith.add(events);
}

/** One push message (`queuePushes`). */
export function queuePush(
  tx: Db,
  events: PendingEvent[],
  userId: string,
  payload: TPushPayload,
  notBefore: Date | null = null,
): Promise<void> {
  return queuePushes(tx, events, [{ userId, payload, notBefore }]);
}

export function hasQueuedPush(events: readonly PendingEvent[]): boolean {
  return queuedWith.has(events);
}
