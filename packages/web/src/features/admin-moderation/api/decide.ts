import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TModerationDecideAnswer, TModerationDecideRequest } from '@fura/domain/passport';
import type { VehicleDoc } from '@fura/domain/vehicle-check';
import { apiPost } from '../../../shared/api/client';
import { MODERATION_QUERY_KEY } from './query-keys';

/** The admin's copy of a passport: watermarked, never cached (`uploadedAt` tells one upload from the next). */
export function moderationPhotoUrl(userId: string, uploadedAt: string): string {
  return `/api/admin/moderation/photo/${encodeURIComponent(userId)}?v=${encodeURIComponent(uploadedAt)}`;
}

/** The admin's copy of a vehicle's СТС or lease (issue 29): watermarked, never cached. */
export function vehicleDocUrl(templateId: string, doc: VehicleDoc, uploadedAt: string): string {
  return `/api/admin/moderation/vehicle-photo/${encodeURIComponent(templateId)}/${doc}?v=${encodeURIComponent(uploadedAt)}`;
}

/**
 * POST /api/admin/moderation/decide: a passport by its user, a vehicle (`kind: 'vehicle'`) by its template. Decided or not (409: another admin was first), the queue is read again.
 */
export function useDecidePassport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TModerationDecideRequest) =>
      apiPost<TModerationDecideAnswer>('/api/admin/moderation/decide', body),
    onSettled: () => client.invalidateQueries({ queryKey: MODERATION_QUERY_KEY }),
  });
}
