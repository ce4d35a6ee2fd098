import { useQuery } from '@tanstack/react-query';
import type { TGeoListResponse } from '@fura/domain/geo-tracking';
import { apiPost } from '../../../shared/api/client';
import { GEO_LIST_QUERY_KEY } from './query-keys';

/** POST /api/geo/list → the cargo owner's listings on the way (status 4), kept live by realtime.ts. */
export function fetchGeoList(): Promise<TGeoListResponse> {
  return apiPost<TGeoListResponse>('/api/geo/list');
}

export function useGeoList() {
  return useQuery({ queryKey: GEO_LIST_QUERY_KEY, queryFn: fetchGeoList });
}
