import type { NotificationPayload } from '@fura/domain/events';
import { notificationLink, notificationText } from '@fura/domain/notification-texts';
import { NOTIFICATION_CODE_LABELS } from '@fura/domain/notifications';
import { showLinkToast } from '../ui/link-toast';

/**
 * A new listing of a saved search that alerts on the site (issue 27): a toast with its text and «Открыть». The live
 * region has already said the text politely, so the toast itself is not a live region (role `group`). Opening it
 * marks the notification read, as the bell does.
 */
export function showSavedSearchToast(
  notification: Pick<NotificationPayload, 'code' | 'info'>,
  navigate: (to: string) => unknown,
  onOpen: () => void,
): void {
  showLinkToast({
    title: NOTIFICATION_CODE_LABELS.savedSearchMatch,
    message: notificationText(notification),
    linkLabel: 'Открыть',
    to: notificationLink(notification),
    navigate,
    color: 'blue',
    role: 'group',
    testId: 'saved-search-toast',
    onOpen,
  });
}
