import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { isUuid } from '../../db/ids';
import { articles, savedSearchAlerts, savedSearches, users } from '../../db/schema';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/**
 * A match still shown in «Мои поиски»: the listing is published, its loading date has not passed and its author is
 * visible by the search rule (not banned, his company not barred by the register; an offer's carrier with an active
 * tariff). A listing hidden by moderation later, unpublished or sold leaves the list and the counts.
 */
export function stillShown(today: string): SQL {
  return sql`${articles.status} = 2 and ${articles.loadingDate} >= ${today}::date and not ${users.isBan}
    and not ${users.companyBlocked}
    and (${articles.type} = 'order' or (${users.tariff} is not null and ${users.tariffExpiresAt} > now()))`;
}

export async function findOwnSearch(db: Db, userId: string, id: string): Promise<SavedSearchRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return row ?? null;
}

export async function countSearches(tx: Db, userId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return row?.count ?? 0;
}

/** A user's saved searches (or the one with `id`), the newest first, each with its new matches still shown. */
export async function listSearches(
  db: Db,
  userId: string,
  today: string,
  id?: string,
): Promise<{ row: SavedSearchRow; newCount: number }[]> {
  // Qualified by hand: drizzle leaves the columns of a one-table select unqualified, ambiguous in a subquery.
  const newCount = sql<number>`(
    select count(*)::int from saved_search_alerts
    join articles on articles.id = saved_search_alerts.article_id
    join users on users.id = articles.author_id
    where saved_search_alerts.search_id = saved_searches.id
      and saved_search_alerts.created_at > coalesce(saved_searches.last_opened_at, '-infinity'::timestamptz)
      and ${stillShown(today)}
  )`;
  const rows = await db
    .select({ row: savedSearches, newCount })
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), id === undefined ? undefined : eq(savedSearches.id, id)))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows;
}

/** The search's matches still shown, the newest first. */
export function listMatches(db: Db, searchId: string, today: string, limit: number) {
  return db
    .select({ articleId: savedSearchAlerts.articleId, matchedAt: savedSearchAlerts.createdAt })
    .from(savedSearchAlerts)
    .innerJoin(articles, eq(articles.id, savedSearchAlerts.articleId))
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(and(eq(savedSearchAlerts.searchId, searchId), stillShown(today)))
    .orderBy(desc(savedSearchAlerts.createdAt), desc(savedSearchAlerts.articleId))
    .limit(limit);
}

/** Alerts of a search still waiting for a letter: dropped when e-mail is turned off or the search paused. */
export async function dropPendingMail(tx: Db, searchId: string): Promise<void> {
  await tx
    .update(savedSearchAlerts)
    .set({ emailPending: false })
    .where(and(eq(savedSearchAlerts.searchId, searchId), eq(savedSearchAlerts.emailPending, true)));
}
