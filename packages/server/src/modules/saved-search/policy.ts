import type { Db } from '../../db/connect';
import type { UserRow } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { SAVED_SEARCH_SERVER_MESSAGES } from './messages';
import { findOwnSearch, type SavedSearchRow } from './repo';

/** A banned user keeps his searches but cannot save or change them (and is alerted of nothing). */
export function assertMaySave(actor: UserRow): void {
  if (actor.isBan) throw forbidden(SAVED_SEARCH_SERVER_MESSAGES.banned);
}

/** The actor's own search; another's is «not found», as an unknown one. */
export async function ownSearch(db: Db, actor: UserRow, id: string): Promise<SavedSearchRow> {
  const row = await findOwnSearch(db, actor.id, id);
  if (!row) throw notFound(SAVED_SEARCH_SERVER_MESSAGES.notFound);
  return row;
}
