import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_LISTINGS_PER_PAGE, type TAdminListing } from '@fura/domain/admin-listings';
import type { ArticleType } from '@fura/domain/articles';
import type { Db } from '../../../db/connect';
import { articles, users } from '../../../db/schema';
import { isUuid } from '../../../db/ids';
import { presentAdminListing } from './present';

export interface ListingSearch {
  query: string;
  type?: ArticleType | null;
  status?: number | null;
  page: number;
}

/** `%`, `_` and the escape character itself match only themselves (PostgreSQL's LIKE escapes with `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** An id finds its listing; other text is looked for in the route's settlements and addresses and the comment. */
function queryWhere(query: string): SQL | undefined {
  if (!query) return undefined;
  if (isUuid(query)) return eq(articles.id, query);
  const pattern = `%${escapeLike(query)}%`;
  return or(
    ilike(articles.fromSettlement, pattern),
    ilike(articles.toSettlement, pattern),
    ilike(articles.fromAddress, pattern),
    ilike(articles.toAddress, pattern),
    ilike(articles.comment, pattern),
  );
}

/** Any listing of any author in any status, newest first: one page and the count of all that match. */
export async function searchListings(
  db: Db,
  search: ListingSearch,
): Promise<{ listings: TAdminListing[]; countAll: number }> {
  const where = and(
    queryWhere(search.query),
    search.type ? eq(articles.type, search.type) : undefined,
    typeof search.status === 'number' ? eq(articles.status, search.status) : undefined,
  );
  const rows = await db
    .select({
      article: articles,
      author: { id: users.id, firstName: users.firstName, lastName: users.lastName, type: users.type },
    })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(where)
    .orderBy(desc(articles.createdAt), desc(articles.id))
    .limit(ADMIN_LISTINGS_PER_PAGE)
    .offset((search.page - 1) * ADMIN_LISTINGS_PER_PAGE);
  const [count] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(articles)
    .where(where);
  return {
    listings: rows.map((row) => presentAdminListing(row.article, row.author)),
    countAll: count?.value ?? 0,
  };
}
