import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZDemoDecisionRequest, ZDemoDecisionResponse } from '@fura/domain/tariff-schemas';
import { apiPost } from '../../../shared/api/client';

export type TDemoDecision = z.infer<typeof ZDemoDecisionRequest>['decision'];
export type TDemoDecisionResponse = z.infer<typeof ZDemoDecisionResponse>;

/** POST /api/payment/demo/decide `{ paymentId, decision }` → where the provider would send the carrier back. */
export function useDecideDemoPayment(paymentId: string) {
  return useMutation({
    mutationFn: (decision: TDemoDecision) =>
      apiPost<TDemoDecisionResponse>('/api/payment/demo/decide', { paymentId, decision }),
  });
}
