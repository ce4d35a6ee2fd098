import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZDemoPaymentResponse } from '@fura/domain/tariff-schemas';
import { apiPost } from '../../../shared/api/client';
import { demoPaymentQueryKey } from './query-keys';

export type TDemoPaymentResponse = z.infer<typeof ZDemoPaymentResponse>;

/** POST /api/payment/demo/getPayment `{ paymentId }` → what the test page asks to pay, and where to go back. */
export function fetchDemoPayment(paymentId: string): Promise<TDemoPaymentResponse> {
  return apiPost<TDemoPaymentResponse>('/api/payment/demo/getPayment', { paymentId });
}

export function useDemoPayment(paymentId: string) {
  return useQuery({
    queryKey: demoPaymentQueryKey(paymentId),
    queryFn: () => fetchDemoPayment(paymentId),
  });
}
