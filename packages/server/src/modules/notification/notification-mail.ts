import type { NotificationPayload } from '@fura/domain/events';
import {
  NOTIFICATION_SETTING_LABELS,
  type NotificationSettingGroup,
} from '@fura/domain/notification-settings';
import { notificationLink, notificationText } from '@fura/domain/notification-texts';
import type { Db } from '../../db/connect';
import { queueMail } from '../../mail/outbox-queue';
import { notificationMail, UNSUBSCRIBE_PATH, type MailAction } from '../../mail/templates/notification';
import type { PendingEvent } from '../../events/event-bus';
import { issueUnsubscribeToken } from './unsubscribe-token';

export interface MailRecipient {
  userId: string;
  email: string;
  firstName: string;
}

/**
 * Queues the e-mail of a notification in the caller's transaction; it is sent after the commit. The text is built
 * from the presented (whitelisted) info, the same the bell shows. Each mail gets its own unsubscribe token.
 */
export async function queueNotificationMail(
  tx: Db,
  events: PendingEvent[],
  recipient: MailRecipient,
  notification: Pick<NotificationPayload, 'code' | 'info'>,
  group: NotificationSettingGroup,
  actions: readonly MailAction[] = [],
): Promise<void> {
  const token = await issueUnsubscribeToken(tx, recipient.userId);
  const message = notificationMail({
    to: recipient.email,
    name: recipient.firstName,
    text: notificationText(notification),
    // Site paths: the outbox sender makes them absolute on PUBLIC_URL (no config reaches this transaction).
    base: '',
    path: notificationLink(notification),
    unsubscribePath: `${UNSUBSCRIBE_PATH}${token}?group=${group}`,
    groupLabel: NOTIFICATION_SETTING_LABELS[group],
    actions,
  });
  await queueMail(tx, events, message);
}
