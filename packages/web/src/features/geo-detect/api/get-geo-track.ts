import { useQuery } from '@tanstack/react-query';
import type { TGeoTrackResponse } from '@fura/domain/geo-tracking';
import { apiPost } from '../../../shared/api/client';
import { geoTrackQueryKey } from './query-keys';

/** POST /api/geo/track `{ articleId }` → the stored track of one listing on the way, oldest point first. */
export function fetchGeoTrack(articleId: string): Promise<TGeoTrackResponse> {
  return apiPost<TGeoTrackResponse>('/api/geo/track', { articleId });
}

/** The selected listing's track (none selected: nothing loaded); new points are appended live by realtime.ts. */
export function useGeoTrack(articleId: string | null) {
  return useQuery({
    queryKey: geoTrackQueryKey(articleId ?? ''),
    queryFn: () => fetchGeoTrack(articleId ?? ''),
    enabled: articleId !== null,
    staleTime: Infinity,
  });
}
