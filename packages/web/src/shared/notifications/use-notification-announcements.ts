import { notificationText } from '@fura/domain/notification-texts';
import { useSocketEvent } from '../socket/use-socket-event';
import { announce } from '../ui/live-announcer';

/** A notification that arrives while the page is open is spoken politely: «Новое уведомление: …». */
export function useNotificationAnnouncements(): void {
  useSocketEvent('sendNotification', ({ notification }) => {
    announce(`Новое уведомление: ${notificationText(notification)}`);
  });
}
