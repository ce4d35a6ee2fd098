/** `mail_outbox.status`: the life of a mail row. */
export type MailStatus =
  /** No SMTP_URL: kept in the table (and a log line), nothing sent. */
  | 'recorded'
  /** Written in a transaction, waits for the sender (outbox-sender.ts). */
  | 'queued'
  /** Claimed by a sender at `claimed_at`; a claim older than 10 minutes is a crash and is taken again. */
  | 'sending'
  | 'sent'
  /** SMTP refused it, or every attempt failed. */
  | 'failed';
