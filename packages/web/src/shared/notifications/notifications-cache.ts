import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_PER_PAGE } from '@fura/domain/constants';
import type { NotificationPayload } from '@fura/domain/events';
import type { TNotificationListResponse } from '@fura/domain/notification-requests';
import { NOTIFICATION_TYPES, type NotificationType } from '@fura/domain/notifications';

/**
 * `['notifications', type]`: the /notifications tabs (POST /api/notification/get-all), kept in step by the socket
 * events and by reads from the bell. Shared so the bell, the page and the realtime hook reach the same cache.
 */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

export function notificationsQueryKey(type: NotificationType) {
  return [...NOTIFICATIONS_QUERY_KEY, type] as const;
}

export type NotificationPages = InfiniteData<TNotificationListResponse, number>;

/** The offset of the next page, or undefined after a short page (get-all answers no total). */
export function nextNotificationsOffset(pages: readonly TNotificationListResponse[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.notifications.length < NOTIFICATIONS_PER_PAGE) return undefined;
  return pages.reduce((sum, page) => sum + page.notifications.length, 0);
}

function mapNotifications(
  data: NotificationPages,
  change: (notification: NotificationPayload) => NotificationPayload,
): NotificationPages {
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, notifications: page.notifications.map(change) })),
  };
}

/** A new notification goes on top of the tabs it belongs to ("all" and its own type). */
export function withPrepended(
  data: NotificationPages,
  notification: NotificationPayload,
  type: NotificationType,
): NotificationPages {
  if (type !== 'all' && type !== notification.type) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  if (data.pages.some((page) => page.notifications.some((item) => item._id === notification._id)))
    return data;
  return { ...data, pages: [{ ...first, notifications: [notification, ...first.notifications] }, ...rest] };
}

export function withRead(data: NotificationPages, id: string): NotificationPages {
  return mapNotifications(data, (item) =>
    item._id === id && !item.isRead ? { ...item, isRead: true } : item,
  );
}

export function withAllRead(data: NotificationPages): NotificationPages {
  return mapNotifications(data, (item) => (item.isRead ? item : { ...item, isRead: true }));
}

/** Applies a change to every loaded tab; the tab's type is the key's second part. */
export function updateNotificationLists(
  client: QueryClient,
  change: (data: NotificationPages, type: NotificationType) => NotificationPages,
): void {
  for (const [key, data] of client.getQueriesData<NotificationPages>({ queryKey: NOTIFICATIONS_QUERY_KEY })) {
    const type = NOTIFICATION_TYPES.find((item) => item === key[1]);
    if (!data || !type) continue;
    client.setQueryData<NotificationPages>(key, change(data, type));
  }
}
