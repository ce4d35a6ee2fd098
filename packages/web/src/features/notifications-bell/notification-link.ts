import type { NotificationPayload } from '@fura/domain/events';

function text(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}

/**
 * Where a notification leads (SPEC §2 "Notification links"): the listing `{articleType}/{articleId}`,
 * `/order/{articleId}` for an offered order, `/user/{authorId}` for a review, the message lists for messages.
 */
export function notificationLink(notification: NotificationPayload): string {
  const { info, code } = notification;
  const articleId = text(info.articleId);
  const articleType = text(info.articleType);
  if (code === 'newMessage') return '/messages';
  if (code === 'newMessageByOrder') return '/messages-by-order';
  if (code === 'offeredOrder' && articleId) return `/order/${encodeURIComponent(articleId)}`;
  if (code === 'reviewSet') {
    const author = text(info.author);
    if (author) return `/user/${encodeURIComponent(author)}`;
  }
  if (articleId && (articleType === 'order' || articleType === 'offer')) {
    return `/${articleType}/${encodeURIComponent(articleId)}`;
  }
  return '/notifications';
}
