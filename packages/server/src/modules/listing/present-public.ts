import type { TArticle } from '@fura/domain/article-schemas';
import type { Db } from '../../db/connect';
import type { ArticleRow } from '../../db/schema';
import { countRequests, EMPTY_DEAL } from './deal-data';
import { presentArticle, type ArticleAuthorRow } from './present';
import { loadVerifiedCars } from './vehicle-marks';

export interface PublicListingRow {
  article: ArticleRow;
  author: ArticleAuthorRow;
  /** A search's distance from its origin, km (null or absent: none). */
  distanceKm?: number | null;
}

/**
 * Listings as everyone sees them in lists open to guests — the search and the lane pages: the public listing
 * (presentArticle: the author's public profile, never an e-mail or phone) with no deal data of any viewer, only how
 * many requests it has, and never the carrier's position. The comment's contacts masked for every caller, its author
 * too (the same answer for everyone; he reads his own as written on his listing and in his lists). One statement
 * for the request counts.
 */
export async function presentPublicListings(db: Db, rows: readonly PublicListingRow[]): Promise<TArticle[]> {
  const requests = await countRequests(
    db,
    rows.map(({ article }) => article.id),
  );
  const verifiedCars = await loadVerifiedCars(
    db,
    rows.map(({ article }) => article),
  );
  return rows.map(({ article, author, distanceKm }) =>
    presentArticle(article, author, {
      vehicleVerified: verifiedCars.has(article.id),
      ...(distanceKm === null || distanceKm === undefined ? {} : { distanceKm }),
      deal: { ...EMPTY_DEAL, requestsCount: requests.get(article.id) ?? 0 },
    }),
  );
}
