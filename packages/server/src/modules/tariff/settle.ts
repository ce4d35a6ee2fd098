import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { payments, type PaymentRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { applyProviderOutcome } from './apply-payment';
import type { PaymentProvider } from './payment-provider';

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
