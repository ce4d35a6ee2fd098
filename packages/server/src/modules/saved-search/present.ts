import type { TSavedSearch } from '@fura/domain/saved-search-schemas';
import { quietHoursOf } from './quiet-hours';
import type { SavedSearchRow } from './repo';

/** The one way a saved search leaves the server: its owner's fields only (never its index keys or stored route). */
export function presentSavedSearch(row: SavedSearchRow, newCount: number): TSavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    places: row.places,
    channels: row.channels,
    quietHours: quietHoursOf(row),
    paused: row.paused,
    newCount,
    createdAt: row.createdAt.toISOString(),
    lastOpenedAt: row.lastOpenedAt ? row.lastOpenedAt.toISOString() : null,
  };
}
