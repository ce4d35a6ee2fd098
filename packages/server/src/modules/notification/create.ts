import type { NotificationPayload } from '@fura/domain/events';
import { NOTIFICATION_CODE_TYPES, type NotificationCode } from '@fura/domain/notifications';
import type { Db } from '../../db/connect';
import { notifications } from '../../db/schema';
import { pendingEvent, type PendingEvent } from '../../realtime/event-bus';
import { presentNotification, type NotificationInfo } from './present';

export interface NewNotification {
  userId: string;
  code: NotificationCode;
  info?: NotificationInfo;
}

/**
 * Stores a notification for a user inside the caller's transaction and queues its `sendNotification` event,
 * published by `inTransaction()` once the transaction commits.
 */
export async function createNotification(
  tx: Db,
  events: PendingEvent[],
  { userId, code, info = {} }: NewNotification,
): Promise<NotificationPayload> {
  const [row] = await tx
    .insert(notifications)
    .values({ userId, code, type: NOTIFICATION_CODE_TYPES[code], info })
    .returning();
  if (!row) throw new Error('notification insert returned nothing');
  const notification = presentNotification(row);
  events.push(pendingEvent('sendNotification', { notification }, [userId]));
  return notification;
}
