import { useMutation } from '@tanstack/react-query';
import type { TGeoArticleRequest } from '@fura/domain/geo-tracking';
import { apiPost } from '../../../shared/api/client';
import { getSocketId } from '../../../shared/socket/socket-id';
import { showErrorToast, showSuccessToast } from '../../../shared/ui/toast';
import { GEO_TEXT } from '../geo-text';

/**
 * POST /api/geo/requestLocation `{ articleId, socketId }` → `{ error: false }`: the carrier gets a «geolocation request»
 * notification. Asking again within 5 minutes answers 429 with its message, shown as an error.
 */
export function useRequestLocation() {
  return useMutation({
    mutationFn: (articleId: string) => {
      const body: TGeoArticleRequest = { articleId, socketId: getSocketId() };
      return apiPost<{ error: false }>('/api/geo/requestLocation', body);
    },
    onSuccess: () => showSuccessToast(GEO_TEXT.requestSent),
    onError: showErrorToast,
  });
}
