import type { NotificationPayload } from '@fura/domain/events';
import type { TUserResponse } from '@fura/domain/user';

/** The session's unread notifications for the bell popup. */
export function unreadNotifications(session: Pick<TUserResponse, 'onlyNoRead'>): NotificationPayload[] {
  return session.onlyNoRead;
}
