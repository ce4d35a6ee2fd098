import type { TListingSearchInput } from '@fura/domain/admin-listings';

/** React Query keys of the console's listings; every key starts with `admin-listings`. */
export const LISTINGS_QUERY_KEY = ['admin-listings'] as const;

export function listingsSearchKey(search: TListingSearchInput) {
  return ['admin-listings', 'search', search] as const;
}
