import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  TSavedSearch,
  TSavedSearchListResponse,
  TSavedSearchMatchesResponse,
  TSavedSearchUpdate,
} from '@fura/domain/saved-search-schemas';
import { apiPost } from '../../../shared/api/client';
import {
  SAVED_SEARCH_LIST_QUERY_KEY,
  savedSearchMatchesQueryKey,
} from '../../../shared/saved-searches/query-keys';

/** The calls of «Мои поиски» (issue 27): POST /api/saved-search/{list,update,delete,matches}. */

/** One search of the cached list changed (or put back as it was). */
function patchSearch(client: QueryClient, id: string, change: (search: TSavedSearch) => TSavedSearch): void {
  client.setQueryData<TSavedSearchListResponse>(SAVED_SEARCH_LIST_QUERY_KEY, (list) =>
    list
      ? { ...list, searches: list.searches.map((search) => (search.id === id ? change(search) : search)) }
      : list,
  );
}

export function useSavedSearches() {
  return useQuery({
    queryKey: SAVED_SEARCH_LIST_QUERY_KEY,
    queryFn: () => apiPost<TSavedSearchListResponse>('/api/saved-search/list', {}),
  });
}

/**
 * POST /api/saved-search/update: only the fields given change. The list shows the change at once (a switch does not
 * wait for the server); a refusal puts the search back as it was and the caller shows the message.
 */
export function useUpdateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: TSavedSearchUpdate) =>
      apiPost<{ error: false; search: TSavedSearch }>('/api/saved-search/update', change),
    onMutate: async ({ id, ...change }) => {
      await client.cancelQueries({ queryKey: SAVED_SEARCH_LIST_QUERY_KEY });
      const before = client
        .getQueryData<TSavedSearchListResponse>(SAVED_SEARCH_LIST_QUERY_KEY)
        ?.searches.find((search) => search.id === id);
      const given: Partial<TSavedSearch> = {};
      if (change.name !== undefined) given.name = change.name;
      if (change.channels !== undefined) given.channels = change.channels;
      if (change.quietHours !== undefined) given.quietHours = change.quietHours;
      if (change.paused !== undefined) given.paused = change.paused;
      patchSearch(client, id, (search) => ({ ...search, ...given }));
      return { before };
    },
    onError: (_error, { id }, context) => {
      const before = context?.before;
      if (before) patchSearch(client, id, () => before);
    },
    onSuccess: (answer) => patchSearch(client, answer.search.id, () => answer.search),
  });
}

/** POST /api/saved-search/delete; the search leaves the list. */
export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost<{ error: false }>('/api/saved-search/delete', { id }),
    onSuccess: (_answer, id) => {
      client.setQueryData<TSavedSearchListResponse>(SAVED_SEARCH_LIST_QUERY_KEY, (list) =>
        list ? { ...list, searches: list.searches.filter((search) => search.id !== id) } : list,
      );
      client.removeQueries({ queryKey: savedSearchMatchesQueryKey(id) });
    },
  });
}

/**
 * POST /api/saved-search/matches: the search's listings, newest first. Opening them marks the search opened: the
 * answer's search (no new ones now) replaces the list's copy.
 */
export function useSavedSearchMatches(id: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: savedSearchMatchesQueryKey(id),
    queryFn: async () => {
      const answer = await apiPost<TSavedSearchMatchesResponse>('/api/saved-search/matches', { id });
      patchSearch(client, id, () => answer.search);
      return answer;
    },
  });
}
