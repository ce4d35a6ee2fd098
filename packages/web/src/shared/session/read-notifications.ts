import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUserResponse } from '@fura/domain/user';
import { apiPost } from '../api/client';
import { SESSION_QUERY_KEY } from './session-query';
import { getSocketId } from '../socket/socket-id';
import { withAllNotificationsRead, withNotificationRead } from './session-updates';
import { showErrorToast } from '../ui/toast';
import { updateNotificationLists, withAllRead, withRead } from '../notifications/notifications-cache';

/** POST /api/notification/read {id, socketId}: the other tabs learn it from `readNotification`. */
export function readNotification(id: string): Promise<{ error: false }> {
  return apiPost('/api/notification/read', { id, socketId: getSocketId() ?? '' });
}

/** POST /api/notification/read-all {socketId}: the other tabs learn it from `readNotificationAll`. */
export function readAllNotifications(): Promise<{ error: false }> {
  return apiPost('/api/notification/read-all', { socketId: getSocketId() ?? '' });
}

/** Marks one unread notification read: the bell counter and popup, and the /notifications lists. */
export function useReadNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readNotification,
    onSuccess: (_answer, id) => {
      client.setQueryData<TUserResponse | null>(SESSION_QUERY_KEY, (s) =>
        s ? withNotificationRead(s, id) : s,
      );
      updateNotificationLists(client, (data) => withRead(data, id));
      // The popup holds only the latest unread: refetch to refill it.
      void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}

export function useReadAllNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readAllNotifications,
    onSuccess: () => {
      client.setQueryData<TUserResponse | null>(SESSION_QUERY_KEY, (s) =>
        s ? withAllNotificationsRead(s) : s,
      );
      updateNotificationLists(client, withAllRead);
    },
    onError: showErrorToast,
  });
}
