import { ARTICLES_PER_PAGE } from '@fura/domain/constants';
import type { TArticle } from '@fura/domain/article-schemas';
import type { TSearchRequest } from '@fura/domain/search';
import type { Db } from '../../db/connect';
import { countRequests, EMPTY_DEAL } from '../listing/deal-data';
import { presentArticle } from '../listing/present';
import { runSearchQuery, searchAttempts } from './search-query';

export interface SearchPage {
  articles: TArticle[];
  hasMore: boolean;
}

/**
 * A page of published listings by the search rule (domain `matchesSearch`). The same answer for every caller, guests
 * included: the public listing (presentArticle: the author's public profile, never an e-mail or phone) with no deal
 * data of any viewer — only how many requests it has — and never the carrier's position.
 */
export async function searchArticles(db: Db, filters: TSearchRequest): Promise<SearchPage> {
  const attempts = searchAttempts(filters);
  let rows: Awaited<ReturnType<typeof runSearchQuery>> = [];
  for (const [index, attempt] of attempts.entries()) {
    rows = await runSearchQuery(db, attempt);
    if (rows.length > ARTICLES_PER_PAGE || index === attempts.length - 1) break;
  }
  const page = rows.slice(0, ARTICLES_PER_PAGE);
  const requests = await countRequests(
    db,
    page.map(({ article }) => article.id),
  );
  return {
    articles: page.map(({ article, author, distanceKm }) =>
      presentArticle(article, author, {
        ...(distanceKm === null ? {} : { distanceKm }),
        deal: { ...EMPTY_DEAL, requestsCount: requests.get(article.id) ?? 0 },
      }),
    ),
    hasMore: rows.length > ARTICLES_PER_PAGE,
  };
}
