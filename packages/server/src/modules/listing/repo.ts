import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { StatusCounts } from '@fura/domain/article-lists';
import type { Db } from '../../db/connect';
import { isUuid } from '../../db/ids';
import {
  articleExecutors,
  articleRequests,
  articles,
  users,
  vehicleTemplates,
  type ArticleRow,
  type VehicleTemplateRow,
} from '../../db/schema';
import { type ArticleAuthorRow } from './present';
import { articleAuthorColumns } from './user-columns';
import { articleReadStatements } from './read-statements';
import { presentTrust } from '../user/trust-columns';

export type NewArticleRow = typeof articles.$inferInsert;

export interface ArticleWithAuthor {
  article: ArticleRow;
  author: ArticleAuthorRow;
}

/** A listing with its author, the trust line's facts (issue 29) included: its own page shows them. */
export async function findArticleWithAuthor(db: Db, id: string): Promise<ArticleWithAuthor | null> {
  if (!isUuid(id)) return null;
  const [row] = await articleReadStatements(db).withAuthor.execute({ id });
  return row ? { article: row.article, author: { ...row.author, trust: presentTrust(row.author) } } : null;
}

/** The row locked until the transaction ends: concurrent changes of one listing run one after another. */
export async function lockArticle(tx: Db, id: string): Promise<ArticleRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
  return row ?? null;
}

export async function findAuthor(db: Db, userId: string): Promise<ArticleAuthorRow> {
  const [author] = await db.select(articleAuthorColumns).from(users).where(eq(users.id, userId));
  if (!author) throw new Error(`author ${userId} not found`);
  return author;
}

export async function insertArticle(tx: Db, values: NewArticleRow): Promise<ArticleRow> {
  const [row] = await tx.insert(articles).values(values).returning();
  if (!row) throw new Error('article insert returned nothing');
  return row;
}

export async function updateArticleRow(
  tx: Db,
  id: string,
  values: Partial<NewArticleRow>,
): Promise<ArticleRow> {
  const [row] = await tx
    .update(articles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(articles.id, id))
    .returning();
  if (!row) throw new Error(`article ${id} vanished while locked`);
  return row;
}

/** One page of the author's listings in `statuses`, newest first (ties by id, so pages never overlap). */
export function listAuthorArticles(
  db: Db,
  authorId: string,
  statuses: readonly number[],
  offset: number,
  limit: number,
): Promise<ArticleWithAuthor[]> {
  return db
    .select({ article: articles, author: articleAuthorColumns })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(and(eq(articles.authorId, authorId), inArray(articles.status, [...statuses])))
    .orderBy(desc(articles.createdAt), desc(articles.id))
    .limit(limit)
    .offset(offset);
}

/** The author's listings counted by status, for `statuses` only. */
export async function countAuthorArticles(
  db: Db,
  authorId: string,
  statuses: readonly number[],
): Promise<StatusCounts> {
  const rows = await db
    .select({ status: articles.status, n: count() })
    .from(articles)
    .where(and(eq(articles.authorId, authorId), inArray(articles.status, [...statuses])))
    .groupBy(articles.status);
  return toStatusCounts(rows);
}

/** One page of the listings the user is an executor of ("taking"), newest assignment first. */
export function listTakingArticles(
  db: Db,
  executorId: string,
  statuses: readonly number[],
  offset: number,
  limit: number,
): Promise<ArticleWithAuthor[]> {
  return db
    .select({ article: articles, author: articleAuthorColumns })
    .from(articleExecutors)
    .innerJoin(articles, eq(articles.id, articleExecutors.articleId))
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(and(eq(articleExecutors.userId, executorId), inArray(articles.status, [...statuses])))
    .orderBy(desc(articleExecutors.createdAt), desc(articles.id))
    .limit(limit)
    .offset(offset);
}

/** The listings the user is an executor of, counted by status, for `statuses` only. */
export async function countTakingArticles(
  db: Db,
  executorId: string,
  statuses: readonly number[],
): Promise<StatusCounts> {
  const rows = await db
    .select({ status: articles.status, n: count() })
    .from(articleExecutors)
    .innerJoin(articles, eq(articles.id, articleExecutors.articleId))
    .where(and(eq(articleExecutors.userId, executorId), inArray(articles.status, [...statuses])))
    .groupBy(articles.status);
  return toStatusCounts(rows);
}

/** The executors' user ids of a listing, earliest first. */
export async function listExecutorIds(db: Db, articleId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: articleExecutors.userId })
    .from(articleExecutors)
    .where(eq(articleExecutors.articleId, articleId))
    .orderBy(asc(articleExecutors.createdAt), asc(articleExecutors.userId));
  return rows.map((row) => row.userId);
}

/** The requesters' user ids of a listing. */
export async function listRequesterIds(db: Db, articleId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: articleRequests.userId })
    .from(articleRequests)
    .where(eq(articleRequests.articleId, articleId));
  return rows.map((row) => row.userId);
}

function toStatusCounts(rows: readonly { status: number; n: number }[]): StatusCounts {
  const byStatus: Record<string, number> = {};
  let countAll = 0;
  for (const row of rows) {
    byStatus[String(row.status)] = row.n;
    countAll += row.n;
  }
  return { countAll, byStatus };
}

/** A vehicle template of the owner's; another's or an unknown one is null. */
export async function findOwnTemplate(
  db: Db,
  templateId: string,
  ownerId: string,
): Promise<VehicleTemplateRow | null> {
  if (!isUuid(templateId)) return null;
  const [row] = await db
    .select()
    .from(vehicleTemplates)
    .where(and(eq(vehicleTemplates.id, templateId), eq(vehicleTemplates.ownerId, ownerId)));
  return row ?? null;
}
