import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { NotificationPayload } from '@fura/domain/events';
import { NOTIFICATION_CODE_GROUPS } from '@fura/domain/notification-settings';
import { NOTIFICATION_CODE_TYPES, type NotificationCode } from '@fura/domain/notifications';
import type { Db } from '../../db/connect';
import { notificationSettings, notifications, users } from '../../db/schema';
import type { PendingEvent } from '../../events/event-bus';
import { withListingRoute } from './listing-route';
import type { MailAction } from '../../mail/templates/notification';
import { queuePush } from '../push/push-queue';
import { queueNotificationMail } from './notification-mail';
import { pushPayloadOf } from './push-payload';
import { presentNotification, type NotificationInfo } from './present';
import { announceStored, channelFor, RECIPIENT_COLUMNS } from './recipient';
import { normalizeSettings } from './settings';

export interface NewNotification {
  userId: string;
  code: NotificationCode;
  info?: NotificationInfo;
  /** Buttons of the e-mail only (one-click links with their own tokens); the bell shows its own. */
  mailActions?: readonly MailAction[];
}

async function findRecipient(tx: Db, userId: string) {
  const [row] = await tx
    .select(RECIPIENT_COLUMNS)
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(users.id, userId));
  return row ? { ...row, settings: normalizeSettings(row.settings) } : null;
}

/**
 * Notifies a user inside the caller's transaction, as the user's settings for the code's group say (a notification
 * about a listing stores its route: listing-route.ts):
 * - site on: stores the notification and queues its `sendNotification` event (published after the commit);
 * - e-mail on: queues a mail in the outbox, sent after the commit (a rolled-back change never mails);
 * - push on: queues a push message for his devices, sent after the commit.
 * With the site off nothing is stored or emitted and the answer is the notification as it would have been (not
 * stored: its id leads nowhere; no caller in src reads it).
 */
export async function createNotification(
  tx: Db,
  events: PendingEvent[],
  { userId, code, info: given = {}, mailActions = [] }: NewNotification,
): Promise<NotificationPayload> {
  const recipient = await findRecipient(tx, userId);
  const info = await withListingRoute(tx, given);
  const group = NOTIFICATION_CODE_GROUPS[code];
  // An unknown user fails on the insert's foreign key, as before settings existed.
  const channel = channelFor(recipient?.settings, code);
  const type = NOTIFICATION_CODE_TYPES[code];

  let notification: NotificationPayload;
  if (channel.site) {
    const [row] = await tx.insert(notifications).values({ userId, code, type, info }).returning();
    if (!row) throw new Error('notification insert returned nothing');
    notification = announceStored(events, row);
  } else {
    notification = presentNotification({
      id: randomUUID(),
      userId,
      code,
      type,
      isRead: true,
      info,
      createdAt: new Date(),
    });
  }

  if (recipient && channel.email) {
    await queueNotificationMail(tx, events, { userId, ...recipient }, notification, group, mailActions);
  }
  // To the user's devices, when he has any (issue 27).
  if (recipient && channel.push) await queuePush(tx, events, userId, pushPayloadOf(notification));
  return notification;
}

/**
 * Stores notifications on the site whose channel the caller decided — a saved search's alerts follow that search's
 * channels, not the settings groups (issue 27) — in one insert, and queues their `sendNotification`s.
 */
export async function storeSiteNotifications(
  tx: Db,
  events: PendingEvent[],
  items: readonly Pick<NewNotification, 'userId' | 'code' | 'info'>[],
): Promise<void> {
  if (items.length === 0) return;
  const rows = await tx
    .insert(notifications)
    .values(
      items.map(({ userId, code, info = {} }) => ({
        userId,
        code,
        type: NOTIFICATION_CODE_TYPES[code],
        info,
      })),
    )
    .returning();
  for (const row of rows) announceStored(events, row);
}
