import { eq } from 'drizzle-orm';
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
  type SavedSearchRoute,
  type TSavedSearchInput,
  type TSavedSearchQuery,
} from '@fura/domain/saved-searches';
import type { TSavedSearch } from '@fura/domain/saved-search-schemas';
import type { AppDeps } from '../../app-deps';
import { savedSearches, users, type UserRow } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { assertMaySave } from './policy';
import { presentSavedSearch } from './present';
import { countSearches } from './repo';
import { savedSearchKeys } from './search-keys';

/** A corridor's route as its search measures it now (the routing server's road, or the great-circle estimate). */
async function measure(
  deps: Pick<AppDeps, 'routes'>,
  query: TSavedSearchQuery,
): Promise<SavedSearchRoute | null> {
  if (query.kind !== 'corridor') return null;
  const { departure, via, destination } = query.search.route;
  const measured = await deps.routes.route([departure, ...via, destination]);
  return { line: measured.line, roadKm: measured.estimated ? null : measured.km };
}

/**
 * Saves a search (issue 27): up to MAX_SAVED_SEARCHES per user (counted under his row's lock, so two tabs cannot
 * both save the 20th), keyed for matching by the areas it covers (search-keys.ts). Alerts start with the listings
 * published from now on.
 */
export async function createSavedSearch(
  deps: Pick<AppDeps, 'db' | 'routes'>,
  actor: UserRow,
  input: TSavedSearchInput,
): Promise<TSavedSearch> {
  assertMaySave(actor);
  const route = await measure(deps, input.query);
  const cellKeys = savedSearchKeys(input.query, route?.line ?? null);
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('update');
    if ((await countSearches(tx, actor.id)) >= MAX_SAVED_SEARCHES) {
      throw badRequest(SAVED_SEARCH_MESSAGES.tooMany);
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId: actor.id,
        name: input.name,
        type: input.query.search.type,
        query: input.query,
        places: input.places,
        route,
        channels: input.channels,
        quietFrom: input.quietHours?.from ?? null,
        quietTo: input.quietHours?.to ?? null,
        cellKeys,
      })
      .returning();
    if (!row) throw new Error('saved search insert returned nothing');
    return presentSavedSearch(row, 0);
  });
}
