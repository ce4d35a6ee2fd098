import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { ArticleStatus } from '@fura/domain/articles';
import type { Db } from '../../db/connect';
import { articleDelivered, articleExecutors, articles, users } from '../../db/schema';

/**
 * "On the way" for a carrier: a listing in status 4 where he is the carrier side (an order's executor or an offer's
 * author) and some executor's delivery is not marked yet (his own on an order; each cargo owner's on an offer).
 * Location sending runs while he has at least one.
 */
function onTheWayFor(carrierId: string) {
  return and(
    eq(articles.status, ArticleStatus.OnTheWay),
    or(
      and(eq(articles.type, 'offer'), eq(articles.authorId, carrierId)),
      and(
        eq(articles.type, 'order'),
        sql`exists (select 1 from ${articleExecutors} where ${articleExecutors.articleId} = ${articles.id} and ${articleExecutors.userId} = ${carrierId})`,
      ),
    ),
    // An order has one executor, the carrier himself; an offer's executors are the cargo owners he carries for.
    sql`exists (select 1 from ${articleExecutors} where ${articleExecutors.articleId} = ${articles.id} and not exists (select 1 from ${articleDelivered} where ${articleDelivered.articleId} = ${articles.id} and ${articleDelivered.userId} = ${articleExecutors.userId}))`,
  );
}

/** Ids of the listings on the way for the carrier, optionally without one listing. */
export async function listingsOnTheWay(
  db: Db,
  carrierId: string,
  exceptArticleId?: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(onTheWayFor(carrierId), exceptArticleId ? ne(articles.id, exceptArticleId) : undefined));
  return rows.map((row) => row.id);
}

/** Turns location sending on or off for the users. */
export async function setNeedSendLocation(db: Db, userIds: readonly string[], value: boolean): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(users)
    .set({ needSendLocation: value, updatedAt: new Date() })
    .where(inArray(users.id, [...userIds]));
}

/**
 * After a listing left "on the way" for these carriers (completed, cancelled, delivered, executor removed): stop
 * location sending for each who has nothing else on the way. Answers the ids whose sending stopped.
 */
export async function stopLocationIfIdle(db: Db, carrierIds: readonly string[]): Promise<string[]> {
  const idle: string[] = [];
  for (const carrierId of carrierIds) {
    if ((await listingsOnTheWay(db, carrierId)).length === 0) idle.push(carrierId);
  }
  await setNeedSendLocation(db, idle, false);
  return idle;
}
