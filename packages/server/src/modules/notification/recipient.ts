import type { NotificationPayload } from '@fura/domain/events';
import { NOTIFICATION_CODE_GROUPS } from '@fura/domain/notification-settings';
import type { NotificationCode } from '@fura/domain/notifications';
import type { TNotificationSettings } from '@fura/domain/notification-settings';
import { notificationSettings, users } from '../../db/schema';
import { pendingEvent, type PendingEvent } from '../../events/event-bus';
import { presentNotification, type NotificationRow } from './present';

/**
 * The pieces of notifying a user shared by createNotification (one user) and createNotifications (a batch of many):
 * what is read about a recipient, which channels his settings open, and how a stored notification goes live.
 */

/** Select these from `users` left-joined with `notification_settings` on the user id. */
export const RECIPIENT_COLUMNS = {
  email: users.email,
  firstName: users.firstName,
  settings: notificationSettings.settings,
};

/** The channels of `code` for a recipient with these (normalized) settings; without a recipient, the site only. */
export function channelFor(
  settings: TNotificationSettings | null | undefined,
  code: NotificationCode,
): { site: boolean; email: boolean; push: boolean } {
  const channel = settings?.[NOTIFICATION_CODE_GROUPS[code]];
  return channel ? { ...channel, push: channel.push ?? false } : { site: true, email: false, push: false };
}

/** A stored notification as it leaves the server, its `sendNotification` queued for after the commit. */
export function announceStored(events: PendingEvent[], row: NotificationRow): NotificationPayload {
  const notification = presentNotification(row);
  events.push(pendingEvent('sendNotification', { notification }, [row.userId]));
  return notification;
}
