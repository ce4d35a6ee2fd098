import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

export interface RecordedMailSummary {
  mailId: string;
  to: string;
  subject: string;
}

/**
 * A mail kept in the outbox without SMTP: one info line with the address and subject. The body holds reset and
 * unsubscribe links, so it goes to the log only in development and only at debug level (LOG_LEVEL=debug), where a
 * developer without SMTP can read a link; otherwise it is read from the `mail_outbox` table.
 */
export function logRecordedMail(
  log: FastifyBaseLogger,
  config: Pick<Config, 'env'>,
  summary: RecordedMailSummary,
  text: string,
): void {
  log.info(summary, 'письмо записано в outbox');
  if (config.env === 'development') log.debug({ mailId: summary.mailId, text }, 'текст письма');
}
