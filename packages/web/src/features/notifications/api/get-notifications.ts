import { useInfiniteQuery } from '@tanstack/react-query';
import type { TNotificationListResponse } from '@fura/domain/notification-requests';
import type { NotificationType } from '@fura/domain/notifications';
import { apiPost } from '../../../shared/api/client';
import {
  nextNotificationsOffset,
  notificationsQueryKey,
} from '../../../shared/notifications/notifications-cache';

/** POST /api/notification/get-all `{ type, offset }` — 10 per page, newest first. */
export function fetchNotifications(
  type: NotificationType,
  offset: number,
): Promise<TNotificationListResponse> {
  return apiPost<TNotificationListResponse>('/api/notification/get-all', { type, offset });
}

export function useNotifications(type: NotificationType) {
  return useInfiniteQuery({
    queryKey: notificationsQueryKey(type),
    queryFn: ({ pageParam }) => fetchNotifications(type, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextNotificationsOffset(pages),
  });
}
