import { hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';

/** The element of a server-rendered page (issue 28) that carries the data it was rendered with. */
export const SERVER_STATE_ID = 'fura-state';

/** How long the data a page came with counts as fresh: the screens read it instead of fetching it again. */
const SERVER_DATA_FRESH_MS = 30_000;

const hydrated = new Map<string, number>();

/** The data a server-rendered page was rendered with, put into the client's cache under the same keys. */
export function hydrateServerState(client: QueryClient, state: DehydratedState): void {
  hydrate(client, state);
  for (const query of state.queries) hydrated.set(query.queryHash, query.state.dataUpdatedAt);
}

/**
 * The default staleTime: the server's answers stay fresh for a while (no second fetch while the page hydrates),
 * anything fetched in the browser is stale at once as before. Invalidation (socket events) still refetches.
 */
export function serverDataStaleTime(query: Query): number {
  return hydrated.get(query.queryHash) === query.state.dataUpdatedAt ? SERVER_DATA_FRESH_MS : 0;
}

/**
 * After a login or registration the answers the page came with were a guest's: the screens ask again (a listing
 * shows its author's actions, a request form its own request).
 */
export function forgetServerState(): void {
  hydrated.clear();
}

/** The state a server-rendered page carries, or null for the boot shell (and for anything unreadable). */
export function readServerState(doc: Document): DehydratedState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as DehydratedState;
    return Array.isArray(state.queries) ? state : null;
  } catch {
    return null;
  }
}
