import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { EventBus } from '../events/event-bus';
import { withAbsoluteLinks } from './absolute-links';
import {
  claimMail,
  finishAttempt,
  giveUpCrashedMail,
  MAX_MAIL_ATTEMPTS,
  type OutboxRow,
} from './outbox-claim';
import { hasQueuedMail } from './outbox-queue';
import { logRecordedMail } from './recorded-mail-log';
import { createSerialRunner, type SerialRunner } from '../serial-runner';

/** What the sender needs of the app's dependencies (mail sits below them: it names the types itself). */
export interface OutboxDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}

export const OUTBOX_BATCH_SIZE = 20;

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000) || 'ошибка отправки';
}

async function deliverOne(deps: OutboxDeps, transport: Transporter | null, row: OutboxRow): Promise<void> {
  const { publicUrl, mailFrom } = deps.config;
  // Queued rows hold site paths (createNotification runs in other modules' transactions, without config): the
  // sender makes the links absolute and stores the mail as sent.
  const message = withAbsoluteLinks(
    {
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      ...(row.headers ? { headers: row.headers } : {}),
    },
    publicUrl,
  );
  const stored = { text: message.text, html: message.html, headers: message.headers ?? null };
  const log = { mailId: row.id, to: row.to, subject: row.subject, attempt: row.attempts };
  if (!transport) {
    logRecordedMail(deps.log, deps.config, log, message.text);
    await finishAttempt(deps.db, row, { ...stored, status: 'recorded', error: null });
    return;
  }
  try {
    await transport.sendMail({ from: mailFrom, ...message });
    await finishAttempt(deps.db, row, { ...stored, status: 'sent', sentAt: new Date(), error: null });
  } catch (error) {
    const last = row.attempts >= MAX_MAIL_ATTEMPTS;
    deps.log.error(
      { ...log, err: error },
      last ? 'письмо не отправлено, попытки исчерпаны' : 'письмо не отправлено',
    );
    await finishAttempt(deps.db, row, {
      ...stored,
      status: last ? 'failed' : 'queued',
      error: errorText(error),
    });
  }
}

/**
 * Sends the outbox mails due for an attempt (without SMTP_URL: records them, as the Mailer does): queued ones,
 * failed ones whose retry delay passed and ones a crashed sender left `sending`. Call after a commit that queued
 * mail and periodically. Answers how many attempts it made.
 */
export async function deliverPendingMail(deps: OutboxDeps, batchSize = OUTBOX_BATCH_SIZE): Promise<number> {
  for (const mailId of await giveUpCrashedMail(deps.db)) {
    deps.log.error({ mailId }, 'письмо не отправлено, попытки исчерпаны');
  }
  let transport: Transporter | null = null;
  let total = 0;
  try {
    for (;;) {
      // A failed attempt is not due again in this run (retry delay), so the loop ends.
      const rows = await claimMail(deps.db, batchSize);
      if (rows.length === 0) return total;
      transport ??= deps.config.smtpUrl ? nodemailer.createTransport(deps.config.smtpUrl) : null;
      for (const row of rows) await deliverOne(deps, transport, row);
      total += rows.length;
    }
  } finally {
    transport?.close();
  }
}

/** Mail delivery: after the commits that queued mail, and by the periodic job. */
export type MailDelivery = SerialRunner;

export function createMailDelivery(deps: OutboxDeps): MailDelivery {
  return createSerialRunner(
    () => deliverPendingMail(deps),
    (error) => deps.log.error({ err: error }, 'отправка писем из outbox не удалась'),
  );
}

/**
 * The event bus `inTransaction()` publishes to after each commit, also kicking mail delivery when that transaction
 * queued mail (queueMail marks its `events` array).
 */
export function deliverMailAfterCommit(bus: EventBus, delivery: MailDelivery): EventBus {
  return {
    publish(events) {
      bus.publish(events);
      if (hasQueuedMail(events)) delivery.kick();
    },
  };
}
