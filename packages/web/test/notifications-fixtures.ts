import type { NotificationPayload } from '@fura/domain/events';
import { NOTIFICATIONS_PER_PAGE } from '@fura/domain/constants';
import { makeNotification } from './fixtures';
import type { Handler } from './my-articles-fixtures';

/** `count` notifications newest first: n1 (newest) … nN; the odd ones unread, every third a tariff notice. */
export function makeNotifications(count: number): NotificationPayload[] {
  return Array.from({ length: count }, (_, index) => {
    const id = `n${index + 1}`;
    const minute = String(59 - index).padStart(2, '0');
    const base = { isRead: index % 2 === 1, createdAt: `2025-03-01T09:${minute}:00.000Z` };
    return index % 3 === 2
      ? makeNotification(id, {
          ...base,
          type: 'tariff',
          code: 'tariffWillCancel',
          info: { tariffName: 'pro' },
        })
      : makeNotification(id, {
          ...base,
          info: { articleType: 'order', articleId: `a-${id}`, userFio: 'Олег' },
        });
  });
}

/** POST /api/notification/get-all over a fixed list: by type, 10 per page from `offset`. */
export function getAllHandler(list: () => NotificationPayload[]): Handler {
  return (body) => {
    const type = typeof body.type === 'string' ? body.type : 'all';
    const offset = typeof body.offset === 'number' ? body.offset : 0;
    const matching = list().filter((item) => type === 'all' || item.type === type);
    return {
      body: { error: false, notifications: matching.slice(offset, offset + NOTIFICATIONS_PER_PAGE) },
    };
  };
}

export const ok: Handler = () => ({ body: { error: false } });
