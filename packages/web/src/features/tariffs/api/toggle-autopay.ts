import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZToggleAutoPayResponse } from '@fura/domain/tariff-schemas';
import { apiPost } from '../../../shared/api/client';
import type { TAutopayResponse } from './get-autopay';
import { AUTOPAY_QUERY_KEY } from './query-keys';
import { patchSessionUser } from './session-cache';

export type TToggleAutoPayResponse = z.infer<typeof ZToggleAutoPayResponse>;

/** SPEC §7: POST /api/user/toogleAutoPay (no body) → `{ error, isEnableAutoPay }`; 400 without a saved card. */
export function useToggleAutoPay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<TToggleAutoPayResponse>('/api/user/toogleAutoPay'),
    onSuccess: ({ isEnableAutoPay }) => {
      client.setQueryData<TAutopayResponse>(AUTOPAY_QUERY_KEY, (data) =>
        data ? { ...data, isEnableAutoPay } : data,
      );
      patchSessionUser(client, { isEnableAutoPay });
      // The next charge depends on the switch: read it again.
      void client.invalidateQueries({ queryKey: AUTOPAY_QUERY_KEY });
    },
  });
}
