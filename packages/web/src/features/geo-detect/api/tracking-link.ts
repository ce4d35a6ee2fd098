import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGeoArticleRequest, TGeoItem, TTrackingLinkCreated } from '@fura/domain/geo-tracking';
import { apiPost } from '../../../shared/api/client';
import { showErrorToast, showSuccessToast } from '../../../shared/ui/toast';
import { setTrackingLink } from '../geo-cache';
import { LINK_TEXT } from '../geo-text';

function body(articleId: string): TGeoArticleRequest {
  return { articleId };
}

/** POST /api/geo/link/create `{ articleId }` → the new link, shown once (only its hash is stored); the old one dies. */
export function useCreateTrackingLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (articleId: string) => apiPost<TTrackingLinkCreated>('/api/geo/link/create', body(articleId)),
    onSuccess: (link, articleId) => {
      const dates: TGeoItem['trackingLink'] = { createdAt: link.createdAt, expiresAt: link.expiresAt };
      setTrackingLink(client, articleId, dates);
    },
    onError: showErrorToast,
  });
}

/** POST /api/geo/link/revoke `{ articleId }` → `{ error: false }`: the listing's link stops working. */
export function useRevokeTrackingLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (articleId: string) => apiPost<{ error: false }>('/api/geo/link/revoke', body(articleId)),
    onSuccess: (_answer, articleId) => {
      setTrackingLink(client, articleId, null);
      showSuccessToast(LINK_TEXT.revoked);
    },
    onError: showErrorToast,
  });
}
