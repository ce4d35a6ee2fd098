/** The cache keys of «Мои поиски» (issue 27): the list, read by the page and refreshed by a search saved elsewhere. */
export const SAVED_SEARCHES_QUERY_KEY = ['saved-searches'] as const;
export const SAVED_SEARCH_LIST_QUERY_KEY = [...SAVED_SEARCHES_QUERY_KEY, 'list'] as const;

export function savedSearchMatchesQueryKey(id: string) {
  return [...SAVED_SEARCHES_QUERY_KEY, 'matches', id] as const;
}
