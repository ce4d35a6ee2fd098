import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLane, TLaneResponse } from '@fura/domain/lane-schemas';
import { ApiError, apiPost } from '../../../shared/api/client';

export function laneQueryKey(address: string) {
  return ['lane', address] as const;
}

/** POST /api/lane/get `{ lane }` (public) → the lane; 404 for an unknown or ambiguous address or an empty lane. */
export async function fetchLane(address: string): Promise<TLane> {
  const answer = await apiPost<TLaneResponse>('/api/lane/get', { lane: address });
  return answer.lane;
}

/** The server has no such lane (or the address is not one). */
export function isLaneNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * One lane page's data, by the address as it stands in the URL. Fully defined here (key, fetcher, freshness, retry),
 * so that the server's rendering can prefetch it under the same key.
 */
export function laneQuery(address: string) {
  return queryOptions({
    queryKey: laneQueryKey(address),
    queryFn: () => fetchLane(address),
    staleTime: 60_000,
    // A 4xx answer is final; a network or server failure is tried once more.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1,
  });
}

export function useLane(address: string) {
  return useQuery(laneQuery(address));
}
