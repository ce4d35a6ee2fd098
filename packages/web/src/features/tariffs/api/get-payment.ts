import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZPaymentResponse } from '@fura/domain/tariff-schemas';
import { apiPost } from '../../../shared/api/client';
import { paymentQueryKey } from './query-keys';

export type TPaymentResponse = z.infer<typeof ZPaymentResponse>;

/** While a payment is pending, /mytarif asks again this often. */
export const PAYMENT_POLL_MS = 2000;

/** POST /api/tariff/getPayment `{ paymentId }` → one of the carrier's payments. */
export function fetchPayment(paymentId: string): Promise<TPaymentResponse> {
  return apiPost<TPaymentResponse>('/api/tariff/getPayment', { paymentId });
}

/** The payment the carrier came back with, polled every 2 s while it is pending and `poll` allows. */
export function usePayment(paymentId: string | null, { poll }: { poll: boolean }) {
  return useQuery({
    queryKey: paymentQueryKey(paymentId ?? ''),
    queryFn: () => fetchPayment(paymentId ?? ''),
    enabled: paymentId !== null,
    refetchInterval: (query) =>
      poll && query.state.data?.payment.status === 'pending' ? PAYMENT_POLL_MS : false,
  });
}
