import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  EMPTY_CORRIDOR,
  fromCorridorParams,
  toCorridorParams,
  type CorridorFilters,
} from '../../../shared/search/corridor-params';

export interface CorridorFiltersState {
  filters: CorridorFilters;
  /**
   * Applies a change. A deliberate choice (a place, a date, a select) adds a history entry, so the back button
   * returns to the previous search; typed numbers (debounced) replace the current entry.
   */
  update: (patch: Partial<CorridorFilters>, options?: { replace?: boolean }) => void;
  /** Clears the filters; the route, the width and the start radius stay. */
  reset: () => void;
}

/** The page's own keys of the query string that a change of the filters keeps (`deal` of «Обратный груз»). */
function keptKeys(params: URLSearchParams, keep: readonly string[]): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const key of keep) {
    const value = params.get(key);
    if (value !== null) kept[key] = value;
  }
  return kept;
}

/** The corridor filters live in the URL query string: the URL is the one source of truth. */
export function useCorridorFilters(keep: readonly string[] = []): CorridorFiltersState {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => fromCorridorParams(params), [params]);
  const keepKey = keep.join(',');

  const update = useCallback(
    (patch: Partial<CorridorFilters>, options?: { replace?: boolean }) => {
      // Read the current URL, not a render's copy: a debounced number may land after other changes.
      setParams(
        (current) =>
          toCorridorParams(
            { ...fromCorridorParams(current), ...patch },
            keptKeys(current, keepKey.split(',')),
          ),
        { replace: options?.replace ?? false },
      );
    },
    [setParams, keepKey],
  );

  const reset = useCallback(() => {
    setParams((current) => {
      const { departure, via, destination, widthKm, startRadiusKm } = fromCorridorParams(current);
      return toCorridorParams(
        { ...EMPTY_CORRIDOR, departure, via, destination, widthKm, startRadiusKm },
        keptKeys(current, keepKey.split(',')),
      );
    });
  }, [setParams, keepKey]);

  return { filters, update, reset };
}
