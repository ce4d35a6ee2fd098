import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { articleExecutors, articles, reviews, users, type ReviewRow, type UserRow } from '../../db/schema';
import { isUuid } from '../../db/ids';

/** The user row locked until the transaction ends: rating recomputations of one user run one after another. */
export async function lockUser(tx: Db, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}

export async function userExists(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row !== undefined;
}

export async function executorIdsOf(db: Db, articleId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: articleExecutors.userId })
    .from(articleExecutors)
    .where(eq(articleExecutors.articleId, articleId));
  return rows.map((row) => row.userId);
}

export interface ReviewKey {
  articleId: string;
  authorId: string;
  userId: string;
}

function keyCondition(key: ReviewKey): SQL | undefined {
  return and(
    eq(reviews.articleId, key.articleId),
    eq(reviews.authorId, key.authorId),
    eq(reviews.userId, key.userId),
  );
}

export async function findReview(db: Db, key: ReviewKey): Promise<ReviewRow | null> {
  const [row] = await db.select().from(reviews).where(keyCondition(key)).limit(1);
  return row ?? null;
}

export async function insertReview(
  tx: Db,
  key: ReviewKey,
  values: { rating: number; comment: string },
): Promise<ReviewRow> {
  const [row] = await tx
    .insert(reviews)
    .values({ ...key, ...values })
    .returning();
  if (!row) throw new Error('review insert returned nothing');
  return row;
}

export async function updateReview(
  tx: Db,
  id: string,
  values: { rating: number; comment: string },
): Promise<ReviewRow> {
  const [row] = await tx
    .update(reviews)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(reviews.id, id))
    .returning();
  if (!row) throw new Error(`review ${id} vanished`);
  return row;
}

/** Every rating given about the user. */
export async function ratingsAbout(tx: Db, userId: string): Promise<number[]> {
  const rows = await tx.select({ rating: reviews.rating }).from(reviews).where(eq(reviews.userId, userId));
  return rows.map((row) => row.rating);
}

export async function setUserRating(
  tx: Db,
  userId: string,
  values: { rating: number; reviewsCount: number },
): Promise<void> {
  await tx.update(users).set(values).where(eq(users.id, userId));
}

/** Whose reviews a list shows: written by the user, or about him. */
export type ReviewSide = 'author' | 'user';

function sideCondition(side: ReviewSide, userId: string): SQL {
  return side === 'author' ? eq(reviews.authorId, userId) : eq(reviews.userId, userId);
}

/** One page of reviews with their listing's type, newest first (ties by id, so pages never overlap). */
export function listReviews(
  db: Db,
  side: ReviewSide,
  userId: string,
  offset: number,
  limit: number,
): Promise<{ review: ReviewRow; articleType: string }[]> {
  return db
    .select({ review: reviews, articleType: articles.type })
    .from(reviews)
    .innerJoin(articles, eq(articles.id, reviews.articleId))
    .where(sideCondition(side, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
}

export async function countReviews(db: Db, side: ReviewSide, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).where(sideCondition(side, userId));
  return row?.n ?? 0;
}
