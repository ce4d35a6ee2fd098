import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps';
import { notificationSettings, systemNotices, users, type SystemNoticeRow } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { createNotifications } from '../../notification/create-many';
import { RECIPIENT_COLUMNS } from '../../notification/recipient';
import { recipientsWhere } from './audience';

/** Recipients written per transaction: short transactions, one INSERT of notifications each. */
export const NOTICE_BATCH_SIZE = 500;

export type NoticeDeliveryDeps = Pick<AppDeps, 'db' | 'bus'>;

export interface DeliveryOptions {
  batchSize?: number;
}

/** What one batch did: `more` to come, the notice is `done`, or it was not claimed (`skipped`: done or busy). */
export type BatchOutcome = 'more' | 'done' | 'skipped';

function nextRecipients(tx: NoticeDeliveryDeps['db'], notice: SystemNoticeRow, batchSize: number) {
  const after = notice.lastUserId ? gt(users.id, notice.lastUserId) : undefined;
  return tx
    .select({ userId: users.id, ...RECIPIENT_COLUMNS })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(and(recipientsWhere(notice), after))
    .orderBy(asc(users.id))
    .limit(batchSize);
}

/**
 * Delivers the next batch of a notice: the recipients after `last_user_id` in id order get their notifications, and
 * `sent`/`last_user_id` move on, in one transaction. The notice row is claimed FOR UPDATE SKIP LOCKED, so while one
 * instance writes a batch another skips the notice instead of writing the same batch (it reads the moved
 * `last_user_id` once the batch commits). Each notification goes live and by mail after the commit.
 */
export function deliverNoticeBatch(
  deps: NoticeDeliveryDeps,
  noticeId: string,
  batchSize: number = NOTICE_BATCH_SIZE,
): Promise<BatchOutcome> {
  return inTransaction(deps.db, deps.bus, async (tx, events) => {
    const [notice] = await tx
      .select()
      .from(systemNotices)
      .where(and(eq(systemNotices.id, noticeId), eq(systemNotices.status, 'sending')))
      .for('update', { skipLocked: true });
    if (!notice) return 'skipped';
    const recipients = await nextRecipients(tx, notice, batchSize);
    await createNotifications(tx, events, recipients, 'systemNotice', {
      commentNotify: notice.text,
      link: notice.link,
    });
    const finished = recipients.length < batchSize;
    await tx
      .update(systemNotices)
      .set({
        sent: sql`${systemNotices.sent} + ${recipients.length}`,
        lastUserId: recipients.at(-1)?.userId ?? notice.lastUserId,
        ...(finished ? { status: 'done', finishedAt: new Date() } : {}),
      })
      .where(eq(systemNotices.id, notice.id));
    return finished ? 'done' : 'more';
  });
}

/** Delivers a notice batch by batch until it is done or another instance has it. */
export async function deliverNotice(
  deps: NoticeDeliveryDeps,
  noticeId: string,
  options: DeliveryOptions = {},
): Promise<void> {
  for (;;) {
    const outcome = await deliverNoticeBatch(deps, noticeId, options.batchSize);
    if (outcome !== 'more') return;
  }
}

/**
 * The admin job (every minute, every instance): finishes every notice still `sending`, oldest first — one whose
 * delivery was cut short by a restart resumes after its `last_user_id`.
 */
export async function deliverPendingNotices(
  deps: NoticeDeliveryDeps,
  options: DeliveryOptions = {},
): Promise<void> {
  const pending = await deps.db
    .select({ id: systemNotices.id })
    .from(systemNotices)
    .where(eq(systemNotices.status, 'sending'))
    .orderBy(asc(systemNotices.createdAt));
  for (const { id } of pending) await deliverNotice(deps, id, options);
}
