import { and, eq } from 'drizzle-orm';
import type { TArticleRequest, TRequestInput } from '@fura/domain/deal-items';
import type { Db } from '../../db/connect';
import {
  articleExecutors,
  articleRequests,
  orderOffers,
  users,
  type ArticleExecutorRow,
  type ArticleRequestRow,
  type UserRow,
} from '../../db/schema';
import { findDealUsers, presentRequest } from '../listing/deal-data';
import { findTemplate } from '../vehicle-template/repo';
import { isUuid } from '../../db/ids';

/** Requests, executors' cancel marks and offered orders: the rows the request commands read and write. */

export async function findRequest(db: Db, requestId: string): Promise<ArticleRequestRow | null> {
  if (!isUuid(requestId)) return null;
  const [row] = await db.select().from(articleRequests).where(eq(articleRequests.id, requestId));
  return row ?? null;
}

export async function findRequestOf(
  db: Db,
  articleId: string,
  userId: string,
): Promise<ArticleRequestRow | null> {
  const [row] = await db
    .select()
    .from(articleRequests)
    .where(and(eq(articleRequests.articleId, articleId), eq(articleRequests.userId, userId)));
  return row ?? null;
}

export async function insertRequest(
  tx: Db,
  articleId: string,
  userId: string,
  input: TRequestInput,
): Promise<ArticleRequestRow> {
  const [row] = await tx
    .insert(articleRequests)
    .values({
      articleId,
      userId,
      text: input.request,
      priceKopecks: input.priceKopecks,
      date: input.date,
      vehicleTemplateId: input.vehicleTemplateId,
    })
    .returning();
  if (!row) throw new Error('request insert returned nothing');
  return row;
}

export async function updateRequestRow(
  tx: Db,
  requestId: string,
  input: TRequestInput,
): Promise<ArticleRequestRow> {
  const [row] = await tx
    .update(articleRequests)
    .set({
      text: input.request,
      priceKopecks: input.priceKopecks,
      date: input.date,
      vehicleTemplateId: input.vehicleTemplateId,
      updatedAt: new Date(),
    })
    .where(eq(articleRequests.id, requestId))
    .returning();
  if (!row) throw new Error(`request ${requestId} vanished`);
  return row;
}

export async function deleteRequestRow(tx: Db, requestId: string): Promise<void> {
  await tx.delete(articleRequests).where(eq(articleRequests.id, requestId));
}

/** The request as listings show it, with its author's public profile and his vehicle (issue 29). */
export async function presentRequestRow(db: Db, row: ArticleRequestRow): Promise<TArticleRequest> {
  const requester = (await findDealUsers(db, [row.userId])).get(row.userId);
  if (!requester) throw new Error(`requester ${row.userId} not found`);
  const vehicle = row.vehicleTemplateId ? await findTemplate(db, row.vehicleTemplateId) : null;
  return presentRequest(row, requester, vehicle?.ownerId === row.userId ? vehicle : null);
}

export async function findExecutor(
  db: Db,
  articleId: string,
  userId: string,
): Promise<ArticleExecutorRow | null> {
  if (!isUuid(userId)) return null;
  const [row] = await db
    .select()
    .from(articleExecutors)
    .where(and(eq(articleExecutors.articleId, articleId), eq(articleExecutors.userId, userId)));
  return row ?? null;
}

export async function executorIdsOf(db: Db, articleId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: articleExecutors.userId })
    .from(articleExecutors)
    .where(eq(articleExecutors.articleId, articleId));
  return rows.map((row) => row.userId);
}

export async function markCancelRequested(
  tx: Db,
  articleId: string,
  userId: string,
  at: Date,
): Promise<void> {
  await tx
    .update(articleExecutors)
    .set({ cancelRequestedAt: at })
    .where(and(eq(articleExecutors.articleId, articleId), eq(articleExecutors.userId, userId)));
}

export async function findUser(db: Db, userId: string): Promise<UserRow | null> {
  if (!isUuid(userId)) return null;
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function orderOfferExists(db: Db, orderId: string, carrierId: string): Promise<boolean> {
  const rows = await db
    .select({ orderId: orderOffers.orderId })
    .from(orderOffers)
    .where(and(eq(orderOffers.orderId, orderId), eq(orderOffers.carrierId, carrierId)));
  return rows.length > 0;
}

export async function insertOrderOffer(tx: Db, orderId: string, carrierId: string): Promise<void> {
  await tx.insert(orderOffers).values({ orderId, carrierId });
}

/** "Имя Фамилия" as notifications show a user. */
export function fioOf(user: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
