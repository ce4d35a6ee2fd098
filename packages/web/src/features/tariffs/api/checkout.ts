import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZCheckoutResponse } from '@fura/domain/tariff-schemas';
import { apiPost } from '../../../shared/api/client';

export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>;

/**
 * POST /api/tariff/checkout `{ planCode }` → a pending payment and the page to pay it on (the provider's, or our test
 * page /pay/demo/{id}); the browser goes there at once. The provider brings the carrier back to /mytarif?payment=…
 */
export function useCheckout() {
  return useMutation({
    mutationFn: (planCode: string) => apiPost<TCheckoutResponse>('/api/tariff/checkout', { planCode }),
    onSuccess: (answer) => window.location.assign(answer.confirmationUrl),
  });
}
