import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { pushOutbox, pushSubscriptions } from '../../db/schema';
import type { EventBus } from '../../events/event-bus';
import type { PushSender } from '../../integrations/push/push-sender';
import { createSerialRunner, type SerialRunner } from '../../serial-runner';
import { hasQueuedPush } from './push-queue';

export const MAX_PUSH_ATTEMPTS = 5;
const BATCH = 50;
/** A push service keeps an undelivered message this long (the phone may be off). */
const TTL_SECONDS = 24 * 3600;

type PushDeps = Pick<AppDeps, 'db' | 'log'>;

/** A claimed message is hidden from other runs this long: a run that crashed mid-send is retried after it. */
const CLAIM_MS = 5 * 60_000;

/**
 * Sends the push messages due by `now`, each to every device of its user. A batch is claimed in a short transaction
 * (SKIP LOCKED, then hidden for CLAIM_MS: two instances never send one twice) and sent outside it, so a slow push
 * service holds no database connection. A device whose push service answers 404/410 is forgotten; a message no
 * device took (every service failing) is tried again later, up to MAX_PUSH_ATTEMPTS times. Answers how many
 * messages were handled.
 */
export async function deliverDuePush(
  deps: PushDeps,
  sender: PushSender,
  now: Date = new Date(),
): Promise<number> {
  let handled = 0;
  for (;;) {
    const rows = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(pushOutbox)
        .where(lte(pushOutbox.notBefore, now))
        .orderBy(asc(pushOutbox.notBefore))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length > 0) {
        await tx
          .update(pushOutbox)
          .set({ notBefore: new Date(now.getTime() + CLAIM_MS) })
          .where(
            inArray(
              pushOutbox.id,
              due.map((row) => row.id),
            ),
          );
      }
      return due;
    });
    if (rows.length === 0) return handled;
    const devices = await deps.db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, [...new Set(rows.map((row) => row.userId))]));
    const gone = new Set<string>();
    for (const row of rows) {
      const outcomes = await Promise.all(
        devices
          .filter((device) => device.userId === row.userId)
          .map(async (device) => {
            const target = { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } };
            const outcome = await sender.send(target, JSON.stringify(row.payload), {
              ttlSeconds: TTL_SECONDS,
            });
            if (outcome === 'gone') gone.add(device.id);
            return outcome;
          }),
      );
      if (outcomes.includes('failed') && !outcomes.includes('sent')) {
        const attempts = row.attempts + 1;
        if (attempts >= MAX_PUSH_ATTEMPTS) {
          deps.log.warn({ pushId: row.id }, 'push не доставлен, попытки исчерпаны');
          await deps.db.delete(pushOutbox).where(eq(pushOutbox.id, row.id));
        } else {
          await deps.db
            .update(pushOutbox)
            .set({ attempts, notBefore: sql`now() + ${2 ** attempts} * interval '1 minute'` })
            .where(eq(pushOutbox.id, row.id));
        }
      } else {
        await deps.db.delete(pushOutbox).where(eq(pushOutbox.id, row.id));
      }
    }
    if (gone.size > 0)
      await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...gone]));
    handled += rows.length;
    if (rows.length < BATCH) return handled;
  }
}

/** Push delivery: after the commits that queued push, and by the periodic job (held and retried messages). */
export function createPushDelivery(deps: PushDeps, sender: PushSender): SerialRunner {
  return createSerialRunner(
    () => deliverDuePush(deps, sender),
    (error) => deps.log.error({ err: error }, 'push-уведомления не отправлены'),
  );
}

/** The event bus that also starts push delivery after a commit that queued push (queuePush). */
export function deliverPushAfterCommit(
  bus: EventBus,
  delivery: () => SerialRunner | null | undefined,
): EventBus {
  return {
    publish(events) {
      bus.publish(events);
      if (hasQueuedPush(events)) delivery()?.kick();
    },
  };
}
