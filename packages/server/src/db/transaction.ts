import type { Db } from './connect';
import type { EventBus, PendingEvent } from '../events/event-bus';

/**
 * Runs `work` in a transaction and publishes the events it collected only after the commit
 * (DESIGN §4 "Events after commit"): a rolled-back change never reaches a screen.
 */
export async function inTransaction<T>(
  db: Db,
  bus: EventBus,
  work: (tx: Db, events: PendingEvent[]) => Promise<T>,
): Promise<T> {
  const events: PendingEvent[] = [];
  const result = await db.transaction(async (tx) => work(tx, events));
  bus.publish(events);
  return result;
}
