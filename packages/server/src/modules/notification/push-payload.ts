import { PRODUCT_NAME } from '@fura/domain/constants';
import type { NotificationPayload } from '@fura/domain/events';
import { notificationLink, notificationPushText } from '@fura/domain/notification-texts';
import type { TPushPayload } from '@fura/domain/push-schemas';

/**
 * A notification as a push message: the push text (no names, no message text), the page a click opens, and a tag
 * that lets a newer message about the same listing replace an older one on the device.
 */
export function pushPayloadOf(notification: Pick<NotificationPayload, 'code' | 'info'>): TPushPayload {
  const articleId = notification.info.articleId;
  return {
    title: PRODUCT_NAME,
    body: notificationPushText(notification),
    url: notificationLink(notification),
    tag: typeof articleId === 'string' ? `${notification.code}:${articleId}` : notification.code,
  };
}
