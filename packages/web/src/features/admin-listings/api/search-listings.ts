import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TListingSearchInput, TListingSearchResponse } from '@fura/domain/admin-listings';
import { apiPost } from '../../../shared/api/client';
import { listingsSearchKey } from './query-keys';

/** POST /api/admin/listings/search `{ query, type, status, page }` → any listing, newest first. */
export function fetchListings(search: TListingSearchInput): Promise<TListingSearchResponse> {
  return apiPost<TListingSearchResponse>('/api/admin/listings/search', search);
}

export function useListingSearch(search: TListingSearchInput) {
  return useQuery({
    queryKey: listingsSearchKey(search),
    queryFn: () => fetchListings(search),
    placeholderData: keepPreviousData,
  });
}
