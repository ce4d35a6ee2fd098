import { ARTICLES_PER_PAGE } from '@fura/domain/constants';
import type { TArticle } from '@fura/domain/article-schemas';
import type { TSearchRequest } from '@fura/domain/search';
import type { Db } from '../../db/connect';
import { presentArticle } from '../article/present';
import { buildSearchQuery, searchAttempts } from './search-query';

export interface SearchPage {
  articles: TArticle[];
  hasMore: boolean;
}

/** A page of published listings by the search rule (domain `matchesSearch`), presented for any logged-in user. */
export async function searchArticles(db: Db, filters: TSearchRequest): Promise<SearchPage> {
  const attempts = searchAttempts(filters);
  let rows: Awaited<ReturnType<typeof buildSearchQuery>> = [];
  for (const [index, attempt] of attempts.entries()) {
    rows = await buildSearchQuery(db, attempt);
    if (rows.length > ARTICLES_PER_PAGE || index === attempts.length - 1) break;
  }
  return {
    articles: rows
      .slice(0, ARTICLES_PER_PAGE)
      .map(({ article, author, distanceKm }) =>
        presentArticle(article, author, distanceKm === null ? {} : { distanceKm }),
      ),
    hasMore: rows.length > ARTICLES_PER_PAGE,
  };
}
