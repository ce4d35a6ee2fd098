import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { savedSearches, type UserRow } from '../../db/schema';
import { ownSearch } from './policy';

/** Deletes the actor's search with its alerts and unsubscribe tokens (a banned user may still delete his). */
export async function removeSavedSearch(
  deps: Pick<AppDeps, 'db'>,
  actor: UserRow,
  id: string,
): Promise<void> {
  const search = await ownSearch(deps.db, actor, id);
  await deps.db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, search.id), eq(savedSearches.userId, actor.id)));
}
