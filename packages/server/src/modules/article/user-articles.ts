import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { TGetMyArticlesResponse } from '@fura/domain/article-schemas';
import { ARTICLE_TYPES, ArticleStatus, type ArticleType } from '@fura/domain/articles';
import { ARTICLES_PER_PAGE } from '@fura/domain/constants';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connect';
import { articles, users, type UserRow } from '../../db/schema';
import { carrierHasTariff } from '../tariff/tariff-state';
import { findPublicProfile } from '../user/public-profile';
import { presentArticlesFor } from '../listing/present-for';
import { articleAuthorColumns } from '../listing/user-columns';
import type { ArticleWithAuthor } from '../listing/repo';

/**
 * SPEC §6: the offers of a carrier without an active tariff are hidden, from everyone; so is every listing of a
 * banned user while the ban lasts (issue 12), and of a user whose company the register bars (issue 29).
 */
function visibleTypes(owner: UserRow, wanted: ArticleType | undefined, now: Date): ArticleType[] {
  if (owner.isBan || owner.companyBlocked) return [];
  const types: ArticleType[] = wanted ? [wanted] : [...ARTICLE_TYPES];
  const offersHidden = owner.type === 'carrier' && !carrierHasTariff(owner, now);
  return offersHidden ? types.filter((type) => type !== 'offer') : types;
}

function publishedOf(userId: string, types: readonly ArticleType[]): SQL | undefined {
  return and(
    eq(articles.authorId, userId),
    eq(articles.status, ArticleStatus.Published),
    inArray(articles.type, [...types]),
  );
}

function listPublished(
  db: Db,
  userId: string,
  types: readonly ArticleType[],
  offset: number,
): Promise<ArticleWithAuthor[]> {
  return db
    .select({ article: articles, author: articleAuthorColumns })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(publishedOf(userId, types))
    .orderBy(desc(articles.publishedAt), desc(articles.createdAt), desc(articles.id))
    .limit(ARTICLES_PER_PAGE)
    .offset(offset);
}

async function countPublished(db: Db, userId: string, types: readonly ArticleType[]): Promise<number> {
  const [row] = await db.select({ n: count() }).from(articles).where(publishedOf(userId, types));
  return row?.n ?? 0;
}

/**
 * article/getUserArticles: one page (6) of a user's published listings, newest published first, presented for the
 * viewer (null = guest: no deal details). Unknown user → 404.
 */
export async function getUserArticles(
  deps: Pick<AppDeps, 'db'>,
  viewerId: string | null,
  query: { userId: string; type?: ArticleType | undefined; offset: number },
  now: Date = new Date(),
): Promise<TGetMyArticlesResponse> {
  const owner = await findPublicProfile(deps, query.userId);
  const types = visibleTypes(owner, query.type, now);
  if (types.length === 0) return { error: false, articles: [], countAll: 0 };
  const [rows, countAll] = await Promise.all([
    listPublished(deps.db, owner.id, types, query.offset),
    countPublished(deps.db, owner.id, types),
  ]);
  return { error: false, articles: await presentArticlesFor(deps.db, rows, viewerId), countAll };
}
