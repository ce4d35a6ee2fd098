import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/client';
import type { TAutopayResponse } from './get-autopay';
import { AUTOPAY_QUERY_KEY } from './query-keys';
import { patchSessionUser } from './session-cache';

/** POST /api/tariff/deleteCard (no body) → the autopay state without the card (autopay goes off with it). */
export function useDeleteCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<TAutopayResponse>('/api/tariff/deleteCard'),
    onSuccess: (answer) => {
      client.setQueryData(AUTOPAY_QUERY_KEY, answer);
      patchSessionUser(client, { isEnableAutoPay: answer.isEnableAutoPay });
    },
  });
}
