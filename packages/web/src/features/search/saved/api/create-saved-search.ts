import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSavedSearchInput } from '@fura/domain/saved-searches';
import type { TSavedSearch } from '@fura/domain/saved-search-schemas';
import { apiPost } from '../../../../shared/api/client';
import type { SavedSearchPlaces } from '../../../../shared/saved-searches/places';
import { SAVED_SEARCHES_QUERY_KEY } from '../../../../shared/saved-searches/query-keys';

/** The body of the call: the domain's input and the names of its places (see shared/saved-searches/places.ts). */
export type CreateSavedSearchBody = TSavedSearchInput & { places: SavedSearchPlaces };

/** POST /api/saved-search/create; «Мои поиски» is read again with the new search. */
export function useCreateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSavedSearchBody) =>
      apiPost<{ error: false; search: TSavedSearch }>('/api/saved-search/create', body),
    onSuccess: () => client.invalidateQueries({ queryKey: SAVED_SEARCHES_QUERY_KEY }),
  });
}
