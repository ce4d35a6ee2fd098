import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUserResponse } from '@fura/domain/user';
import { apiPost } from '../../../shared/api/client';
import { SESSION_QUERY_KEY } from '../../../shared/session/session-query';
import { getSocketId } from '../../../shared/socket/socket';
import { withNotificationRead } from '../../../shared/socket/session-updates';

/** POST /api/notification/read {id, socketId}: the other tabs learn it from `readNotification`. */
export function readNotification(id: string): Promise<{ error: false }> {
  return apiPost('/api/notification/read', { id, socketId: getSocketId() ?? '' });
}

export function useReadNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readNotification,
    onSuccess: (_answer, id) => {
      client.setQueryData<TUserResponse | null>(SESSION_QUERY_KEY, (s) =>
        s ? withNotificationRead(s, id) : s,
      );
      void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
