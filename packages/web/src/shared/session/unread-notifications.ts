import type { NotificationPayload } from '@fura/domain/events';
import { NOTIFICATION_CODES } from '@fura/domain/notifications';
import type { TUserResponse } from '@fura/domain/user';

function isNotification(value: unknown): value is NotificationPayload {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<Record<keyof NotificationPayload, unknown>>;
  return (
    typeof item._id === 'string' &&
    typeof item.code === 'string' &&
    (NOTIFICATION_CODES as readonly string[]).includes(item.code) &&
    typeof item.createdAt === 'string'
  );
}

/** The session's `onlyNoRead` (typed loosely by the schema) as notifications. */
export function unreadNotifications(session: Pick<TUserResponse, 'onlyNoRead'>): NotificationPayload[] {
  return session.onlyNoRead.filter(isNotification);
}
