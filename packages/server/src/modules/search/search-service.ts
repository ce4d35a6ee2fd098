import { ARTICLES_PER_PAGE } from '@fura/domain/constants';
import type { TArticle } from '@fura/domain/article-schemas';
import type { TSearchRequest } from '@fura/domain/search';
import type { Db } from '../../db/connect';
import { presentPublicListings } from '../listing/present-public';
import { runSearchQuery, searchAttempts } from './search-query';

export interface SearchPage {
  articles: TArticle[];
  hasMore: boolean;
}

/**
 * A page of published listings by the search rule (domain `matchesSearch`). The same answer for every caller, guests
 * included: the public listing (presentPublicListings) — no deal data of any viewer, never a contact.
 */
export async function searchArticles(db: Db, filters: TSearchRequest): Promise<SearchPage> {
  const attempts = searchAttempts(filters);
  let rows: Awaited<ReturnType<typeof runSearchQuery>> = [];
  for (const [index, attempt] of attempts.entries()) {
    rows = await runSearchQuery(db, attempt);
    if (rows.length > ARTICLES_PER_PAGE || index === attempts.length - 1) break;
  }
  return {
    articles: await presentPublicListings(db, rows.slice(0, ARTICLES_PER_PAGE)),
    hasMore: rows.length > ARTICLES_PER_PAGE,
  };
}
