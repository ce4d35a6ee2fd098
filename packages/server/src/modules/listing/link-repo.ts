import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { ArticleStatus } from '@fura/domain/articles';
import type { Db } from '../../db/connect';
import { articles, trackingLinks, type ArticleRow, type TrackingLinkRow } from '../../db/schema';

/** Tracking links: only the SHA-256 of a token is stored; alive = not revoked and not expired. */

const alive = (now: Date) => and(isNull(trackingLinks.revokedAt), gt(trackingLinks.expiresAt, now));

export async function insertLink(
  tx: Db,
  values: { articleId: string; createdBy: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<TrackingLinkRow> {
  const [row] = await tx.insert(trackingLinks).values(values).returning();
  if (!row) throw new Error('tracking link insert returned nothing');
  return row;
}

/** Revokes the user's live links of the listing; answers how many were alive. */
export async function revokeLinks(tx: Db, articleId: string, createdBy: string, now: Date): Promise<number> {
  const rows = await tx
    .update(trackingLinks)
    .set({ revokedAt: now })
    .where(and(eq(trackingLinks.articleId, articleId), eq(trackingLinks.createdBy, createdBy), alive(now)))
    .returning({ id: trackingLinks.id });
  return rows.length;
}

/** The user's live link of each listing (a new link revokes the previous one: one at most). */
export async function liveLinksOf(
  db: Db,
  articleIds: readonly string[],
  createdBy: string,
  now: Date,
): Promise<Map<string, TrackingLinkRow>> {
  if (articleIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(trackingLinks)
    .where(
      and(
        inArray(trackingLinks.articleId, [...articleIds]),
        eq(trackingLinks.createdBy, createdBy),
        alive(now),
      ),
    );
  return new Map(rows.map((row) => [row.articleId, row]));
}

/** The listing a live link of this hash opens, while it is on the way; null otherwise. */
export async function findLinkedListing(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ link: TrackingLinkRow; article: ArticleRow } | null> {
  const [row] = await db
    .select({ link: trackingLinks, article: articles })
    .from(trackingLinks)
    .innerJoin(articles, eq(articles.id, trackingLinks.articleId))
    .where(
      and(eq(trackingLinks.tokenHash, tokenHash), alive(now), eq(articles.status, ArticleStatus.OnTheWay)),
    )
    .limit(1);
  return row ?? null;
}
