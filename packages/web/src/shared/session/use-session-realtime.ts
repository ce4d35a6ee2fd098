import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TUserResponse } from '@fura/domain/user';
import {
  NOTIFICATIONS_QUERY_KEY,
  updateNotificationLists,
  withAllRead,
  withPrepended,
  withRead,
} from '../notifications/notifications-cache';
import { SESSION_QUERY_KEY } from './session-query';
import { unreadNotifications } from './unread-notifications';
import type { NotificationCode } from '@fura/domain/notifications';
import { playSound, startSoundUnlock } from '../sound/play-sound';
import { connectSocket, disconnectSocket, getSocket } from '../socket/socket';
import { useSocketEvent } from '../socket/use-socket-event';
import {
  withAllNotificationsRead,
  withBan,
  withBanCancelled,
  withNewNotification,
  withNotificationRead,
  withTariff,
  withoutTariff,
} from './session-updates';
import { withPassportRejected, withPassportVerified } from './passport-session-updates';

const MESSAGE_CODES: readonly NotificationCode[] = ['newMessage', 'newMessageByOrder'];

/**
 * Keeps the socket connected while a user is logged in and applies the account and notification events to
 * the cached session and the /notifications lists; a new notification beeps. Mounted once, at the app root.
 */
export function useSessionRealtime(userId: string | null): void {
  const client = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    connectSocket();
    // On every connection, the first one included: what was sent before the socket joined the user's room (between
    // the session's fetch and the handshake) or while it was down is read again with the counters.
    const socket = getSocket();
    const refetch = () => {
      void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      void client.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    };
    // The server drops its sockets itself only when it shuts down (a restart, a deploy); socket.io does not
    // reconnect after that on its own, so the tab asks again and its retries wait for the server to be back.
    const comeBack = (reason: string) => {
      if (reason === 'io server disconnect') socket.connect();
    };
    socket.on('connect', refetch);
    socket.on('disconnect', comeBack);
    return () => {
      socket.off('connect', refetch);
      socket.off('disconnect', comeBack);
      disconnectSocket();
    };
  }, [userId, client]);

  useEffect(() => (userId ? startSoundUnlock() : undefined), [userId]);

  const update = (change: (session: TUserResponse) => TUserResponse) => {
    client.setQueryData<TUserResponse | null>(SESSION_QUERY_KEY, (session) =>
      session ? change(session) : session,
    );
  };

  useSocketEvent('sendNotification', ({ notification }) => {
    update((s) => withNewNotification(s, notification));
    updateNotificationLists(client, (data, type) => withPrepended(data, notification, type));
    // A new message already rings with the message sound (shared/dialogs): one sound per event.
    if (!MESSAGE_CODES.includes(notification.code)) playSound('notification');
    // The register found the company barred (issue 29): the profile's «Компания» reads it from the session.
    if (notification.code === 'companyBlocked') {
      void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    }
  });
  useSocketEvent('readNotification', ({ id }) => {
    update((s) => withNotificationRead(s, id));
    updateNotificationLists(client, (data) => withRead(data, id));
    const session = client.getQueryData<TUserResponse | null>(SESSION_QUERY_KEY);
    // More unread than the popup holds: fetch the next ones to refill it.
    if (session && session.notificationCounts > unreadNotifications(session).length) {
      void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    }
  });
  useSocketEvent('readNotificationAll', () => {
    update(withAllNotificationsRead);
    updateNotificationLists(client, withAllRead);
  });
  useSocketEvent('setBan', (payload) => update((s) => withBan(s, payload)));
  useSocketEvent('cancelBan', (payload) => update((s) => withBanCancelled(s, payload)));
  useSocketEvent('setTariff', (payload) => update((s) => withTariff(s, payload)));
  useSocketEvent('dontTariff', () => update(withoutTariff));
  // The notification itself comes with its own `sendNotification`.
  useSocketEvent('modarationSuccess', () => update(withPassportVerified));
  useSocketEvent('modarationFail', ({ commentFail }) => update((s) => withPassportRejected(s, commentFail)));
}
