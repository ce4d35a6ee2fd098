import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { mailOutbox } from '../db/schema';
import type { MailStatus } from './mail-status';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Attempts per mail; the last failure leaves it `failed`. */
export const MAX_MAIL_ATTEMPTS = 5;

const status = (value: MailStatus) => eq(mailOutbox.status, value);

/** A `sending` claim this old belongs to a sender that died (SMTP timeouts are shorter). */
const crashed = and(status('sending'), lt(mailOutbox.claimedAt, sql`now() - interval '10 minutes'`));

/** A mail whose last attempt failed waits attempts² minutes (1, 4, 9, 16) before the next one. */
const retryDue = or(
  isNull(mailOutbox.claimedAt),
  lt(
    mailOutbox.claimedAt,
    sql`now() - ${mailOutbox.attempts} * ${mailOutbox.attempts} * interval '1 minute'`,
  ),
);

/**
 * Claims up to `limit` mails due for an attempt (queued, or left `sending` by a crash), oldest first: each becomes
 * `sending` with `claimed_at` now and one more attempt. SKIP LOCKED lets several instances (and overlapping runs)
 * claim at once without taking the same row.
 */
export async function claimMail(db: Db, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(or(and(status('queued'), retryDue), crashed), lt(mailOutbox.attempts, MAX_MAIL_ATTEMPTS)))
    .orderBy(asc(mailOutbox.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const sending: MailStatus = 'sending';
  return db
    .update(mailOutbox)
    .set({ status: sending, claimedAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** Mails whose last allowed attempt crashed mid-send: `failed`, not taken again. Answers their ids. */
export async function giveUpCrashedMail(db: Db): Promise<string[]> {
  const failed: MailStatus = 'failed';
  const rows = await db
    .update(mailOutbox)
    .set({
      status: failed,
      error: sql`coalesce(${mailOutbox.error}, ${'отправка прерывалась, попытки исчерпаны'})`,
    })
    .where(and(crashed, gte(mailOutbox.attempts, MAX_MAIL_ATTEMPTS)))
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}

/**
 * Ends an attempt: the row changes only while it is still this claim (`sending` with the same attempt number), so
 * a sender that was taken for crashed cannot overwrite the state another one set since.
 */
export async function finishAttempt(
  db: Db,
  row: Pick<OutboxRow, 'id' | 'attempts'>,
  fields: Partial<Pick<OutboxRow, 'text' | 'html' | 'headers' | 'sentAt' | 'error'>> & { status: MailStatus },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(fields)
    .where(and(eq(mailOutbox.id, row.id), status('sending'), eq(mailOutbox.attempts, row.attempts)));
}
