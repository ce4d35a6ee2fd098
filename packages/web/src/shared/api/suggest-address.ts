import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPlaceSuggestion, TSuggestResponse } from '@fura/domain/address';
import { apiPost } from './client';

/** Suggestions start from this many characters. */
export const ADDRESS_SUGGEST_MIN_LENGTH = 2;
const SUGGESTION_COUNT = 10;

/** The cache key form of a query: trimmed, lower case, «ё» as «е», single spaces. */
export function addressQueryKeyText(query: string): string {
  return query.trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');
}

export function addressSuggestQueryKey(query: string) {
  return ['address-suggest', addressQueryKeyText(query)] as const;
}

/** POST /api/address/suggest: settlements from DaData or the server's bundled list. */
export async function fetchAddressSuggestions(query: string): Promise<TPlaceSuggestion[]> {
  const answer = await apiPost<TSuggestResponse>('/api/address/suggest', {
    query: query.trim(),
    count: SUGGESTION_COUNT,
  });
  return answer.suggestions;
}

/** Suggestions for an (already debounced) query; idle below the minimum length or when `enabled` is false. */
export function useAddressSuggestions(query: string, enabled: boolean) {
  const text = addressQueryKeyText(query);
  return useQuery({
    queryKey: addressSuggestQueryKey(text),
    queryFn: () => fetchAddressSuggestions(query),
    enabled: enabled && text.length >= ADDRESS_SUGGEST_MIN_LENGTH,
    staleTime: 10 * 60 * 1000,
    // Keep the previous list on screen while the next one loads, so the options do not flicker while typing.
    placeholderData: keepPreviousData,
    retry: false,
  });
}
