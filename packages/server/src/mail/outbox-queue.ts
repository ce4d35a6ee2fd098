import type { Db } from '../db/connect';
import { mailOutbox } from '../db/schema';
import type { PendingEvent } from '../events/event-bus';
import type { MailMessage } from './mailer';
import type { MailStatus } from './mail-status';

/** The `events` arrays of transactions that queued mail: their publication after commit kicks the sender. */
const queuedWith = new WeakSet<readonly PendingEvent[]>();

/**
 * Queues a mail in the caller's transaction (status `queued`); outbox-sender.ts sends it after the commit, so a
 * rolled-back change never mails. `events` is the transaction's event list (see deliverMailAfterCommit). Links may
 * be site paths: the sender makes them absolute.
 */
export async function queueMail(tx: Db, events: PendingEvent[], message: MailMessage): Promise<void> {
  const { headers, ...content } = message;
  const status: MailStatus = 'queued';
  await tx.insert(mailOutbox).values({ ...content, headers: headers ?? null, status });
  queuedWith.add(events);
}

export function hasQueuedMail(events: readonly PendingEvent[]): boolean {
  return queuedWith.has(events);
}
