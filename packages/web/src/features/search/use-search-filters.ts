import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  EMPTY_FILTERS,
  fromSearchParams,
  normalizeFilters,
  toSearchParams,
  type SearchFilters,
} from '../../shared/search/search-params';

export interface SearchFiltersState {
  filters: SearchFilters;
  /**
   * Applies a change. A deliberate choice (a place, a date, a select) adds a history entry, so the back button
   * returns to the previous search; typed numbers (debounced) replace the current entry instead of piling up.
   */
  update: (patch: Partial<SearchFilters>, options?: { replace?: boolean }) => void;
  reset: () => void;
}

/** The filters live in the URL query string: the URL is the one source of truth. */
export function useSearchFilters(): SearchFiltersState {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => fromSearchParams(params), [params]);

  const update = useCallback(
    (patch: Partial<SearchFilters>, options?: { replace?: boolean }) => {
      // Read the current URL, not a render's copy: a debounced number may land after other changes.
      setParams((current) => toSearchParams(normalizeFilters({ ...fromSearchParams(current), ...patch })), {
        replace: options?.replace ?? false,
      });
    },
    [setParams],
  );

  const reset = useCallback(() => {
    if (params.size === 0) return;
    setParams(toSearchParams(EMPTY_FILTERS));
  }, [params, setParams]);

  return { filters, update, reset };
}
