import { useMyArticlesRealtime } from '../../shared/articles/use-my-articles-realtime';
import { useNotificationAnnouncements } from '../../shared/notifications/use-notification-announcements';
import { useSessionRealtime } from '../../shared/session/use-session-realtime';

/**
 * A logged-in user's socket: account, notification (spoken in the live region) and listing events. Its own chunk,
 * loaded once someone is logged in, so that a visitor's first load goes without socket.io (issue 14).
 */
export function UserRealtime({ userId }: { userId: string }) {
  useSessionRealtime(userId);
  useMyArticlesRealtime(userId);
  useNotificationAnnouncements();
  return null;
}
