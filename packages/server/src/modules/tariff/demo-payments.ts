import { TARIFF_MESSAGES } from '@fura/domain/tariff-schemas';
import type { PaymentRow, UserRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import { DemoPaymentProvider } from '../../integrations/payments/demo-provider';
import { findOwnPayment } from './repo';
import { settlePayment, type SettleDeps } from './settle';

const FALLBACK_RETURN = '/mytarif';

/** The test provider and the caller's own payment on it; on YooKassa (or anyone else's payment): "not found". */
async function ownDemoPayment(deps: SettleDeps, user: UserRow, paymentId: string) {
  if (!(deps.payments instanceof DemoPaymentProvider)) throw notFound(TARIFF_MESSAGES.paymentNotFound);
  const payment = await findOwnPayment(deps.db, user, paymentId);
  if (payment.provider !== 'demo') throw notFound(TARIFF_MESSAGES.paymentNotFound);
  return { provider: deps.payments, payment };
}

/** What the test page /pay/demo/{id} shows, and where it sends the payer back to. */
export async function demoPaymentFor(
  deps: SettleDeps,
  user: UserRow,
  paymentId: string,
): Promise<{ payment: PaymentRow; returnUrl: string }> {
  const { provider, payment } = await ownDemoPayment(deps, user, paymentId);
  return { payment, returnUrl: (await provider.returnUrlOf(payment.id)) ?? FALLBACK_RETURN };
}

/** «Оплатить» / «Отказаться» on the test page, then the same settlement as a provider's notification. */
export async function decideDemoPayment(
  deps: SettleDeps,
  user: UserRow,
  paymentId: string,
  decision: 'pay' | 'refuse',
): Promise<string> {
  const { provider, payment } = await ownDemoPayment(deps, user, paymentId);
  await provider.decide(payment.id, decision);
  if (payment.providerPaymentId) await settlePayment(deps, payment.providerPaymentId);
  return (await provider.returnUrlOf(payment.id)) ?? FALLBACK_RETURN;
}
