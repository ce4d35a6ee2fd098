import { NOTIFICATION_CODE_GROUPS } from '@fura/domain/notification-settings';
import { NOTIFICATION_CODE_TYPES, type NotificationCode } from '@fura/domain/notifications';
import type { Db } from '../../db/connect';
import { notifications } from '../../db/schema';
import type { PendingEvent } from '../../events/event-bus';
import { queueNotificationMail } from './notification-mail';
import type { NotificationInfo } from './present';
import { announceStored, channelFor } from './recipient';
import { normalizeSettings } from './settings';

/** A recipient as read with RECIPIENT_COLUMNS (recipient.ts), with his id. */
export interface BatchRecipient {
  userId: string;
  email: string;
  firstName: string;
  settings: Partial<Record<string, unknown>> | null;
}

/**
 * createNotification for a batch of users at once, with the same rules (each user's settings decide the site and
 * the e-mail; events and mails go after the commit) but one INSERT for all the stored notifications: a system notice
 * to 100,000 users is written 500 at a time, not row by row. For info without a listing (createNotification adds a
 * listing's route; nothing here does). Answers how many notifications were stored.
 */
export async function createNotifications(
  tx: Db,
  events: PendingEvent[],
  recipients: readonly BatchRecipient[],
  code: NotificationCode,
  info: NotificationInfo,
): Promise<number> {
  const group = NOTIFICATION_CODE_GROUPS[code];
  const type = NOTIFICATION_CODE_TYPES[code];
  const withChannels = recipients.map((recipient) => ({
    recipient,
    channel: channelFor(normalizeSettings(recipient.settings), code),
  }));

  const onSite = withChannels.filter((item) => item.channel.site).map((item) => item.recipient.userId);
  const rows = onSite.length
    ? await tx
        .insert(notifications)
        .values(onSite.map((userId) => ({ userId, code, type, info })))
        .returning()
    : [];
  for (const row of rows) announceStored(events, row);

  for (const { recipient, channel } of withChannels) {
    if (channel.email) await queueNotificationMail(tx, events, recipient, { code, info }, group);
  }
  return rows.length;
}
