import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUserResponse } from '@fura/domain/user';
import { ApiError, apiGet } from '../api/client';
import { forgetServerState } from '../api/server-state';
import { forgetGuestHint, isKnownGuest } from './page-session-hint';

/** The logged-in user and counters (GET /api/user); `null` for a visitor. */
export const SESSION_QUERY_KEY = ['session'] as const;

export async function fetchSession(): Promise<TUserResponse | null> {
  // A guest's page view makes no request that can only fail (a 401 in the console).
  if (isKnownGuest()) return null;
  try {
    return await apiGet<TUserResponse>('/api/user');
  } catch (error) {
    // SPEC §8: a failed user fetch at start leaves the visitor unauthenticated. Only a refusal of the session means a
    // visitor, though (4xx): a server unreachable or answering 5xx while it restarts must not log out an open tab,
    // which keeps the session it had (a failed refetch keeps the query's data) and asks again on the reconnect.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
}

/** The one definition of the session query: the app start, its early prefetch and every screen read it. */
export const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: fetchSession,
  staleTime: 60_000,
  retry: false,
});

export function useSession() {
  const query = useQuery(sessionQuery);
  const session = query.data ?? null;
  return { session, user: session?.user ?? null, isLoading: query.isPending };
}

/** After login or registration: refetch the session so every screen sees the user. */
export function useRefreshSession() {
  const client = useQueryClient();
  return () => {
    forgetGuestHint();
    forgetServerState();
    return client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };
}
