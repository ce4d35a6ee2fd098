import { randomUUID } from 'node:crypto';
import type { Seed } from './fuzz-seeds';

/** Seeds of the tariff and payment routes (issue 11): as the carrier, on the built-in test provider. */
export function tariffSeeds(): Record<string, Seed> {
  const carrier = (body: () => Record<string, unknown> = () => ({})): Seed => ({ as: 'carrier', body });
  const payment = () => ({ paymentId: randomUUID() });
  return {
    'POST /api/tariff/getPlans': { as: 'guest', body: () => ({}) },
    'POST /api/tariff/checkout': carrier(() => ({ planCode: 'pro-week' })),
    'POST /api/tariff/getPayment': carrier(payment),
    'POST /api/tariff/getPayments': carrier(() => ({ page: 1 })),
    'POST /api/tariff/getAutopay': carrier(),
    'POST /api/tariff/deleteCard': carrier(),
    'POST /api/tariff/returnDemo': carrier(),
    'POST /api/user/toogleAutoPay': carrier(),
    'POST /api/payment/demo/getPayment': carrier(payment),
    'POST /api/payment/demo/decide': carrier(() => ({ ...payment(), decision: 'refuse' })),
    'POST /api/payment/yookassa/notification': {
      as: 'guest',
      body: () => ({ type: 'notification', event: 'payment.succeeded', object: { id: randomUUID() } }),
    },
  };
}
