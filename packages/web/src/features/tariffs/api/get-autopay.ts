import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZAutopayResponse } from '@fura/domain/tariff-schemas';
import { apiPost } from '../../../shared/api/client';
import { AUTOPAY_QUERY_KEY } from './query-keys';

export type TAutopayResponse = z.infer<typeof ZAutopayResponse>;

/** POST /api/tariff/getAutopay (no body) → the saved card, the switch, the next charge, canReturnToDemo. */
export function fetchAutopay(): Promise<TAutopayResponse> {
  return apiPost<TAutopayResponse>('/api/tariff/getAutopay');
}

export function useAutopay() {
  return useQuery({ queryKey: AUTOPAY_QUERY_KEY, queryFn: fetchAutopay });
}
