import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicTrack } from '@fura/domain/geo-tracking';
import { ApiError, apiGet } from '../../../shared/api/client';

/** The consignee's page is refreshed this often (no socket for guests). */
export const TRACK_REFRESH_MS = 30_000;

/** GET /api/track/:token (guest) → only the two settlements, the last position, the ETA and the link's end. */
export function fetchPublicTrack(token: string): Promise<TPublicTrack> {
  return apiGet<TPublicTrack>(`/api/track/${encodeURIComponent(token)}`);
}

export function isLinkGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function publicTrackQuery(token: string) {
  return queryOptions({
    queryKey: ['track', token],
    queryFn: () => fetchPublicTrack(token),
    refetchInterval: (query) => (isLinkGone(query.state.error) ? false : TRACK_REFRESH_MS),
    retry: (failures, error) => !isLinkGone(error) && failures < 1,
  });
}

export function usePublicTrack(token: string) {
  return useQuery(publicTrackQuery(token));
}
