import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { mailOutbox } from '../db/schema';
import type { MailStatus } from './mail-status';
import { finishAttempt } from './outbox-claim';
import { logRecordedMail } from './recorded-mail-log';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /**
   * Records the mail in `mail_outbox` and, when SMTP is configured, sends it at once (status `sent`). An SMTP
   * failure is stored in the row (`failed`, `error`) and logged, not thrown: the caller's action has already
   * happened and the outbox keeps the mail.
   */
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
}

export function createMailer({ config, db, log }: MailerOptions): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;

  const insert = async (message: MailMessage, status: MailStatus) => {
    const { headers, ...content } = message;
    // A `sending` row is claimed like the outbox sender's: if the process dies before the answer, it sends again.
    const claim = status === 'sending' ? { claimedAt: sql`now()`, attempts: 1 } : {};
    const [row] = await db
      .insert(mailOutbox)
      .values({ ...content, headers: headers ?? null, status, ...claim })
      .returning({ id: mailOutbox.id });
    if (!row) throw new Error('mail_outbox insert returned nothing');
    return row.id;
  };
  const finish = (id: string, fields: { status: MailStatus; sentAt?: Date; error?: string }) =>
    finishAttempt(db, { id, attempts: 1 }, fields);

  return {
    async send(message) {
      if (!transport) {
        const mailId = await insert(message, 'recorded');
        logRecordedMail(log, config, { mailId, to: message.to, subject: message.subject }, message.text);
        return;
      }
      const mailId = await insert(message, 'sending');
      try {
        await transport.sendMail({ from: config.mailFrom, ...message });
        await finish(mailId, { status: 'sent', sentAt: new Date() });
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        log.error({ mailId, to: message.to, subject: message.subject, err: error }, 'письмо не отправлено');
        await finish(mailId, { status: 'failed', error: text.slice(0, 1000) || 'ошибка отправки' });
      }
    },
  };
}
