import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Records the mail in `mail_outbox` and, when SMTP is configured, sends it. An SMTP failure is stored in the
   * row's `error` and logged, not thrown: the caller's action has already happened and the outbox keeps the mail.
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

  return {
    async send(message) {
      const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail_outbox insert returned nothing');
      if (!transport) {
        // The body may hold a reset link: it goes to the log only in development, where there is no SMTP.
        const details = config.env === 'development' ? { text: message.text } : {};
        log.info(
          { mailId: row.id, to: message.to, subject: message.subject, ...details },
          'письмо записано в outbox',
        );
        return;
      }
      try {
        await transport.sendMail({ from: config.mailFrom, ...message });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        log.error(
          { mailId: row.id, to: message.to, subject: message.subject, err: error },
          'письмо не отправлено',
        );
        await db
          .update(mailOutbox)
          .set({ error: text.slice(0, 1000) })
          .where(eq(mailOutbox.id, row.id));
      }
    },
  };
}
