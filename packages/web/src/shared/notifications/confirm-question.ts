import type { ArticleType } from '@fura/domain/articles';
import type { NotificationPayload } from '@fura/domain/events';

/** The listing a «Заказ ещё актуален?» notification asks about (issue 26), or null for any other notification. */
export function confirmQuestionOf(
  notification: Pick<NotificationPayload, 'code' | 'info'>,
): { articleId: string; type: ArticleType } | null {
  if (notification.code !== 'articleConfirmAsk') return null;
  const { articleId, articleType } = notification.info;
  if (typeof articleId !== 'string' || !articleId) return null;
  return { articleId, type: articleType === 'offer' ? 'offer' : 'order' };
}
