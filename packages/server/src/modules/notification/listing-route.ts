import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { articles } from '../../db/schema';
import { isUuid } from '../../db/ids';
import type { NotificationInfo } from './present';

/**
 * A notification about a listing carries the listing's route (`routeFrom`/`routeTo`: the settlements) as it was when
 * the notification was created, so its text names the order or offer («Москва → Тула») however the listing changes
 * later — in the bell, the centre and the e-mail alike (domain notification-texts.ts).
 */
export async function withListingRoute(tx: Db, info: NotificationInfo): Promise<NotificationInfo> {
  const { articleId } = info;
  if (typeof articleId !== 'string' || !isUuid(articleId)) return info;
  const [row] = await tx
    .select({ from: articles.fromSettlement, to: articles.toSettlement })
    .from(articles)
    .where(eq(articles.id, articleId));
  return row ? { ...info, routeFrom: row.from, routeTo: row.to } : info;
}
