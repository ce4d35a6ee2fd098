import { and, asc, eq, inArray } from 'drizzle-orm';
import { ArticleStatus } from '@fura/domain/articles';
import type { TDelivered } from '@fura/domain/deal-items';
import type { Db } from '../../db/connect';
import { articleDelivered, articles } from '../../db/schema';
import { FORGET_CARRIER_LOCATION } from '../listing/carrier-location';

/** Delivery marks and the carrier's last position: the rows setDeliveredCargo and setLocation write. */

export async function isDelivered(db: Db, articleId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: articleDelivered.userId })
    .from(articleDelivered)
    .where(and(eq(articleDelivered.articleId, articleId), eq(articleDelivered.userId, userId)));
  return rows.length > 0;
}

export async function insertDelivered(tx: Db, articleId: string, userId: string): Promise<void> {
  await tx.insert(articleDelivered).values({ articleId, userId });
}

export async function listDelivered(db: Db, articleId: string): Promise<TDelivered[]> {
  const rows = await db
    .select()
    .from(articleDelivered)
    .where(eq(articleDelivered.articleId, articleId))
    .orderBy(asc(articleDelivered.createdAt), asc(articleDelivered.userId));
  return rows.map((row) => ({ userId: row.userId, at: row.createdAt.toISOString() }));
}

/**
 * Stores the carrier's position on the listings; `updatedAt` stays: a position is not an edit of the listing.
 * Answers the listings touched with what their events need. Only listings still on the way are touched: a status
 * change that committed while this waited for the row (SELECT … FOR UPDATE) is not overwritten with a position.
 */
export async function storeLocation(
  tx: Db,
  articleIds: readonly string[],
  position: readonly [number, number],
  at: Date,
): Promise<{ id: string; type: string; authorId: string; status: number }[]> {
  if (articleIds.length === 0) return [];
  return tx
    .update(articles)
    .set({ lastLat: position[0], lastLon: position[1], lastLocationAt: at })
    .where(and(inArray(articles.id, [...articleIds]), eq(articles.status, ArticleStatus.OnTheWay)))
    .returning({
      id: articles.id,
      type: articles.type,
      authorId: articles.authorId,
      status: articles.status,
    });
}

/** Forgets the carrier's position on the listing (its carriers are done with it); `updatedAt` stays, as above. */
export async function forgetLocation(tx: Db, articleId: string): Promise<void> {
  await tx.update(articles).set(FORGET_CARRIER_LOCATION).where(eq(articles.id, articleId));
}
