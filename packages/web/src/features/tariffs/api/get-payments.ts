import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { PAYMENTS_PAGE_SIZE, type ZPaymentsResponse } from '@fura/domain/tariff-schemas';
import { apiPost } from '../../../shared/api/client';
import { PAYMENTS_QUERY_KEY } from './query-keys';

export type TPaymentsResponse = z.infer<typeof ZPaymentsResponse>;

/** POST /api/tariff/getPayments `{ page }` → PAYMENTS_PAGE_SIZE payments per page, newest first. */
export function fetchPayments(page: number): Promise<TPaymentsResponse> {
  return apiPost<TPaymentsResponse>('/api/tariff/getPayments', { page });
}

export function usePayments() {
  return useInfiniteQuery({
    queryKey: PAYMENTS_QUERY_KEY,
    queryFn: ({ pageParam }) => fetchPayments(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * PAYMENTS_PAGE_SIZE < last.countAll && last.payments.length > 0
        ? pages.length + 1
        : undefined,
  });
}
