import { ARTICLES_PER_PAGE } from '@fura/domain/constants';
import { LIST_KIND_STATUSES } from '@fura/domain/article-lists';
import type { TGetMyArticlesResponse } from '@fura/domain/article-schemas';
import type { ArticleStatus } from '@fura/domain/articles';
import type { AppDeps } from '../../app-deps';
import { presentArticlesFor } from '../listing/present-for';
import {
  countAuthorArticles,
  countTakingArticles,
  listAuthorArticles,
  listTakingArticles,
} from '../listing/repo';

export interface MyArticlesQuery {
  type: 'my' | 'taking';
  status?: ArticleStatus | ArticleStatus[] | undefined;
  offset: number;
}

const SOURCES = {
  my: { list: listAuthorArticles, count: countAuthorArticles },
  taking: { list: listTakingArticles, count: countTakingArticles },
} as const;

/**
 * getMyArticles: one page (6) of the caller's listings ("my": he is the author, newest first) or of the listings he
 * executes ("taking": newest assignment first), with how many match in all. `status` narrows to one status or a list
 * group; only the kind's kept statuses count (1..7 for "my", 2..6 for "taking").
 */
export async function getMyArticles(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  query: MyArticlesQuery,
): Promise<TGetMyArticlesResponse> {
  const kept = LIST_KIND_STATUSES[query.type];
  const wanted = query.status === undefined ? kept : [query.status].flat();
  const statuses = kept.filter((status) => wanted.includes(status));
  if (statuses.length === 0) return { error: false, articles: [], countAll: 0 };
  const source = SOURCES[query.type];
  const [rows, counts] = await Promise.all([
    source.list(deps.db, userId, statuses, query.offset, ARTICLES_PER_PAGE),
    source.count(deps.db, userId, statuses),
  ]);
  return {
    error: false,
    articles: await presentArticlesFor(deps.db, rows, userId),
    countAll: counts.countAll,
  };
}
