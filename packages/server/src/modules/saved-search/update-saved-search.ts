import { and, eq } from 'drizzle-orm';
import { moscowToday } from '@fura/domain/loading-date';
import type { TSavedSearch, TSavedSearchUpdate } from '@fura/domain/saved-search-schemas';
import type { AppDeps } from '../../app-deps';
import { savedSearches, type UserRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import { SAVED_SEARCH_SERVER_MESSAGES } from './messages';
import { assertMaySave, ownSearch } from './policy';
import { presentSavedSearch } from './present';
import { dropPendingMail, listSearches } from './repo';

/**
 * Renames, pauses or resumes a search, changes its channels or quiet hours. Turning e-mail off or pausing drops the
 * matches still waiting for a letter; a paused search matches nothing (its keys leave the index's partial range), and
 * what was published while it was paused is not alerted later.
 */
export async function updateSavedSearch(
  deps: Pick<AppDeps, 'db'>,
  actor: UserRow,
  change: TSavedSearchUpdate,
  now: Date = new Date(),
): Promise<TSavedSearch> {
  assertMaySave(actor);
  const current = await ownSearch(deps.db, actor, change.id);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(savedSearches)
      .set({
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.channels !== undefined ? { channels: change.channels } : {}),
        ...(change.quietHours !== undefined
          ? { quietFrom: change.quietHours?.from ?? null, quietTo: change.quietHours?.to ?? null }
          : {}),
        ...(change.paused !== undefined ? { paused: change.paused } : {}),
      })
      .where(and(eq(savedSearches.id, current.id), eq(savedSearches.userId, actor.id)))
      .returning();
    if (!row) throw notFound(SAVED_SEARCH_SERVER_MESSAGES.notFound);
    if (row.paused || !row.channels.includes('email')) await dropPendingMail(tx, row.id);
  });
  const [listed] = await listSearches(deps.db, actor.id, moscowToday(now), current.id);
  if (!listed) throw notFound(SAVED_SEARCH_SERVER_MESSAGES.notFound);
  return presentSavedSearch(listed.row, listed.newCount);
}
