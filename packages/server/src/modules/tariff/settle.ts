import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { payments, type PaymentRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { TARIFF_MESSAGES } from '@fura/domain/tariff-schemas';
import { AppError, notFound } from '../../http/errors';
import { applyProviderOutcome } from './apply-payment';
import { PaymentProviderError, type PaymentProvider } from '../../integrations/payments/payment-provider';

export type SettleDeps = Pick<AppDeps, 'db' | 'bus' | 'log'> & { payments: PaymentProvider };

/**
 * Settles a payment from the provider's own answer (a webhook, the return page's poll, the test page, the job): the
 * payment is read back by id and acted on only when it is one of ours with the amount we asked. Unknown payments are
 * ignored (null).
 */
export async function settlePayment(deps: SettleDeps, providerPaymentId: string): Promise<PaymentRow | null> {
  const remote = await deps.payments.get(providerPaymentId);
  if (!remote) return null;
  return inTransaction(deps.db, deps.bus, async (tx, events) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, remote.id))
      .for('update');
    if (!payment) return null;
    if (remote.paymentId !== payment.id || remote.amountKopecks !== payment.amountKopecks) {
      deps.log.warn(
        { paymentId: payment.id, providerPaymentId: remote.id },
        'payment does not match our record: left unchanged',
      );
      return payment;
    }
    return applyProviderOutcome(tx, events, payment, remote);
  });
}

/**
 * A YooKassa notification: only its payment id is used (settlePayment reads the payment back). An unknown payment is
 * ignored; a provider out of reach answers 503, so that YooKassa delivers the notification again later. The test
 * provider has no notifications.
 */
export async function settleNotification(deps: SettleDeps, providerPaymentId: string): Promise<void> {
  if (deps.payments.name !== 'yookassa') throw notFound();
  try {
    await settlePayment(deps, providerPaymentId);
  } catch (error) {
    if (error instanceof PaymentProviderError)
      throw new AppError(503, [{ msg: TARIFF_MESSAGES.providerUnavailable }]);
    throw error;
  }
}
