import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZPlansResponse } from '@fura/domain/tariff-schemas';
import { apiPost } from '../../../shared/api/client';
import { PLANS_QUERY_KEY } from './query-keys';

export type TPlansResponse = z.infer<typeof ZPlansResponse>;

/** POST /api/tariff/getPlans (public, no body) → the plans on sale, in their order. */
export function fetchPlans(): Promise<TPlansResponse> {
  return apiPost<TPlansResponse>('/api/tariff/getPlans');
}

export const plansQuery = queryOptions({
  queryKey: PLANS_QUERY_KEY,
  queryFn: fetchPlans,
  staleTime: 5 * 60_000,
});

export function usePlans() {
  return useQuery(plansQuery);
}
