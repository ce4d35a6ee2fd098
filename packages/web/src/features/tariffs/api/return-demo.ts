import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZTariffStateResponse } from '@fura/domain/tariff-schemas';
import { apiPost } from '../../../shared/api/client';
import { AUTOPAY_QUERY_KEY } from './query-keys';
import { patchSessionUser } from './session-cache';

export type TTariffStateResponse = z.infer<typeof ZTariffStateResponse>;

/** POST /api/tariff/returnDemo (no body) → the new tariff state; other tabs hear `setTariff`. */
export function useReturnDemo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<TTariffStateResponse>('/api/tariff/returnDemo'),
    onSuccess: ({ tariff, expiriesTariffAt }) => {
      patchSessionUser(client, { tariff, expiriesTariffAt });
      void client.invalidateQueries({ queryKey: AUTOPAY_QUERY_KEY });
    },
  });
}
