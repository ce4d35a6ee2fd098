import { eq } from 'drizzle-orm';
import { moscowToday } from '@fura/domain/loading-date';
import {
  SAVED_SEARCH_MATCHES_SHOWN,
  type TSavedSearch,
  type TSavedSearchMatch,
} from '@fura/domain/saved-search-schemas';
import type { AppDeps } from '../../app-deps';
import { savedSearches, type UserRow } from '../../db/schema';
import { countRequests, EMPTY_DEAL } from '../listing/deal-data';
import { presentArticle } from '../listing/present';
import { loadVerifiedCars } from '../listing/vehicle-marks';
import { corridorPageRows } from '../search/corridor-query';
import { ownSearch } from './policy';
import { presentSavedSearch } from './present';
import { listMatches } from './repo';

/**
 * A search's matches still shown (the newest SAVED_SEARCH_MATCHES_SHOWN), presented as the search presents listings,
 * those since the last opening marked new; opening marks the search opened, so its count starts again from zero.
 */
export async function openMatches(
  deps: Pick<AppDeps, 'db'>,
  actor: UserRow,
  id: string,
  now: Date = new Date(),
): Promise<{ search: TSavedSearch; matches: TSavedSearchMatch[] }> {
  const search = await ownSearch(deps.db, actor, id);
  const matches = await listMatches(deps.db, search.id, moscowToday(now), SAVED_SEARCH_MATCHES_SHOWN);
  const ids = matches.map((match) => match.articleId);
  const [rows, requests] = await Promise.all([corridorPageRows(deps.db, ids), countRequests(deps.db, ids)]);
  const byId = new Map(rows.map((row) => [row.article.id, row]));
  const verifiedCars = await loadVerifiedCars(
    deps.db,
    rows.map((row) => row.article),
  );
  const openedBefore = search.lastOpenedAt;
  const [opened] = await deps.db
    .update(savedSearches)
    .set({ lastOpenedAt: now })
    .where(eq(savedSearches.id, search.id))
    .returning();
  return {
    search: presentSavedSearch(opened ?? search, 0),
    matches: matches.flatMap((match) => {
      const row = byId.get(match.articleId);
      if (!row) return [];
      const deal = { ...EMPTY_DEAL, requestsCount: requests.get(match.articleId) ?? 0 };
      return [
        {
          article: presentArticle(row.article, row.author, {
            deal,
            vehicleVerified: verifiedCars.has(row.article.id),
          }),
          matchedAt: match.matchedAt.toISOString(),
          isNew: openedBefore === null || match.matchedAt > openedBefore,
        },
      ];
    }),
  };
}
