import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUserResponse } from '@fura/domain/user';
import { apiPost } from '../../../shared/api/client';
import { SESSION_QUERY_KEY } from '../../../shared/session/session-query';
import { getSocketId } from '../../../shared/socket/socket';
import { withAllNotificationsRead } from '../../../shared/socket/session-updates';
import { showErrorToast } from '../../../shared/ui/toast';

/** POST /api/notification/read-all {socketId}: the other tabs learn it from `readNotificationAll`. */
export function readAllNotifications(): Promise<{ error: false }> {
  return apiPost('/api/notification/read-all', { socketId: getSocketId() ?? '' });
}

export function useReadAllNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readAllNotifications,
    onSuccess: () => {
      client.setQueryData<TUserResponse | null>(SESSION_QUERY_KEY, (s) =>
        s ? withAllNotificationsRead(s) : s,
      );
    },
    onError: showErrorToast,
  });
}
