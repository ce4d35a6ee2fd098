import { useNavigate } from 'react-router';
import { notificationText } from '@fura/domain/notification-texts';
import { useReadNotification } from '../session/read-notifications';
import { useSocketEvent } from '../socket/use-socket-event';
import { announce } from '../ui/live-announcer';
import { showSavedSearchToast } from './saved-search-toast';

/**
 * A notification that arrives while the page is open is spoken politely: «Новое уведомление: …». A saved search's
 * new listing (issue 27) also shows a toast with «Открыть».
 */
export function useNotificationAnnouncements(): void {
  const navigate = useNavigate();
  const readOne = useReadNotification();
  useSocketEvent('sendNotification', ({ notification }) => {
    announce(`Новое уведомление: ${notificationText(notification)}`);
    if (notification.code === 'savedSearchMatch') {
      showSavedSearchToast(notification, navigate, () => readOne.mutate(notification._id));
    }
  });
}
