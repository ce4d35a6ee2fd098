import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TListingHideRequest,
  TListingResponse,
  TListingRestoreRequest,
} from '@fura/domain/admin-listings';
import { apiPost } from '../../../shared/api/client';
import { LISTINGS_QUERY_KEY } from './query-keys';

/** POST /api/admin/listings/hide `{ articleId, note }`: to the trash, the author told why. */
export function useHideListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TListingHideRequest) => apiPost<TListingResponse>('/api/admin/listings/hide', body),
    onSettled: () => client.invalidateQueries({ queryKey: LISTINGS_QUERY_KEY }),
  });
}

/** POST /api/admin/listings/restore `{ articleId }`: back to the status it had. */
export function useRestoreListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TListingRestoreRequest) =>
      apiPost<TListingResponse>('/api/admin/listings/restore', body),
    onSettled: () => client.invalidateQueries({ queryKey: LISTINGS_QUERY_KEY }),
  });
}
