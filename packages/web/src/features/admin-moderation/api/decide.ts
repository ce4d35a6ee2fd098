import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TModerationDecideRequest, TModerationDecideResponse } from '@fura/domain/passport';
import { apiPost } from '../../../shared/api/client';
import { MODERATION_QUERY_KEY } from './query-keys';

/** The admin's copy of a passport: watermarked, never cached (`uploadedAt` tells one upload from the next). */
export function moderationPhotoUrl(userId: string, uploadedAt: string): string {
  return `/api/admin/moderation/photo/${encodeURIComponent(userId)}?v=${encodeURIComponent(uploadedAt)}`;
}

/**
 * POST /api/admin/moderation/decide. Decided or not (409: another admin was first), the queue is read again.
 */
export function useDecidePassport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TModerationDecideRequest) =>
      apiPost<TModerationDecideResponse>('/api/admin/moderation/decide', body),
    onSettled: () => client.invalidateQueries({ queryKey: MODERATION_QUERY_KEY }),
  });
}
