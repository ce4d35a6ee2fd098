import { ARTICLES_PER_PAGE } from '@fura/domain/constants';
import { LIST_KIND_STATUSES } from '@fura/domain/article-lists';
import type { TGetMyArticlesResponse } from '@fura/domain/article-schemas';
import type { ArticleStatus } from '@fura/domain/articles';
import type { AppDeps } from '../../app-deps';
import { presentArticle } from './present';
import { countAuthorArticles, listAuthorArticles } from './repo';

export interface MyArticlesQuery {
  type: 'my' | 'taking';
  status?: ArticleStatus | ArticleStatus[] | undefined;
  offset: number;
}

/**
 * getMyArticles: one page (6) of the caller's listings, newest first, with how many match in all. `status` narrows
 * to one status or a list group; only the kept statuses 1..7 count. The taking lists stay empty until deals exist.
 */
export async function getMyArticles(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  query: MyArticlesQuery,
): Promise<TGetMyArticlesResponse> {
  if (query.type === 'taking') return { error: false, articles: [], countAll: 0 };
  const kept = LIST_KIND_STATUSES.my;
  const wanted = query.status === undefined ? kept : [query.status].flat();
  const statuses = kept.filter((status) => wanted.includes(status));
  if (statuses.length === 0) return { error: false, articles: [], countAll: 0 };
  const [rows, counts] = await Promise.all([
    listAuthorArticles(deps.db, userId, statuses, query.offset, ARTICLES_PER_PAGE),
    countAuthorArticles(deps.db, userId, statuses),
  ]);
  return {
    error: false,
    articles: rows.map(({ article, author }) => presentArticle(article, author)),
    countAll: counts.countAll,
  };
}
