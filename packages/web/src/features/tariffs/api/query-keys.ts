/** React Query keys of the tariff screens; every key starts with `tariff`. */
export const PLANS_QUERY_KEY = ['tariff', 'plans'] as const;
export const PAYMENTS_QUERY_KEY = ['tariff', 'payments'] as const;
export const AUTOPAY_QUERY_KEY = ['tariff', 'autopay'] as const;

export function paymentQueryKey(paymentId: string) {
  return ['tariff', 'payment', paymentId] as const;
}

export function demoPaymentQueryKey(paymentId: string) {
  return ['tariff', 'demo-payment', paymentId] as const;
}
