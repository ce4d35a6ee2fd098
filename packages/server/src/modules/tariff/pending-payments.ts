import { and, asc, eq, lte } from 'drizzle-orm';
import { payments, users, type PaymentRow } from '../../db/schema';
import { askProvider, cancelUnsent, type CheckoutDeps } from './checkout';
import { PaymentProviderError } from '../../integrations/payments/payment-provider';
import { settlePayment, type SettleDeps } from './settle';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A first payment nobody completed in a day is given up (YooKassa lets its page expire too). */
const ABANDONED_MS = DAY_MS;
/**
 * An autopay charge the provider never answered is sent again with its key while the key still holds (YooKassa keeps
 * an Idempotence-Key for 24 hours), with an hour to spare.
 */
const RESEND_WITHIN_MS = DAY_MS - 60 * 60 * 1000;
const BATCH = 100;

export type PendingDeps = CheckoutDeps & SettleDeps;

/**
 * An autopay charge whose creation got no answer: asked of the provider again with the same key, so it is either
 * created now or the one created before is returned (never a second charge). A card deleted or autopay turned off
 * meanwhile cancels it instead.
 */
async function resendUnanswered(deps: PendingDeps, row: PaymentRow): Promise<PaymentRow | null> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, row.userId));
  if (!user?.paymentMethodId || !user.isEnableAutoPay) {
    await cancelUnsent(deps, row.id);
    return null;
  }
  try {
    const { payment } = await askProvider(deps, row, user);
    return payment.providerPaymentId ? settlePayment(deps, payment.providerPaymentId) : null;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.warn({ err: error, paymentId: row.id }, 'autopay charge sent again: no answer yet');
    if (!error.outcomeUnknown) await cancelUnsent(deps, row.id);
    return null;
  }
}

async function recheckOne(deps: PendingDeps, row: PaymentRow, now: Date): Promise<void> {
  const age = now.getTime() - row.createdAt.getTime();
  let settled: PaymentRow | null = null;
  if (row.providerPaymentId) settled = await settlePayment(deps, row.providerPaymentId);
  else if (row.kind === 'autopay' && age < RESEND_WITHIN_MS) settled = await resendUnanswered(deps, row);
  if ((settled?.status ?? 'pending') === 'pending' && age > ABANDONED_MS) {
    await deps.db
      .update(payments)
      .set({ status: 'canceled', failureReason: 'expired_on_confirmation', updatedAt: now })
      .where(and(eq(payments.id, row.id), eq(payments.status, 'pending')));
  }
}

/**
 * Payments still pending a minute after they were made (a notification that never came, an autopay charge the
 * provider answered later or not at all): asked of the provider again; a payment pending for a day is canceled.
 */
export async function recheckPending(deps: PendingDeps, now: Date): Promise<number> {
  const rows = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lte(payments.createdAt, new Date(now.getTime() - 60_000))))
    .orderBy(asc(payments.createdAt))
    .limit(BATCH);
  for (const row of rows) {
    try {
      await recheckOne(deps, row, now);
    } catch (error) {
      // One payment out of reach does not hold up the others: it is asked again at the next run.
      if (!(error instanceof PaymentProviderError)) throw error;
      deps.log.warn({ err: error, paymentId: row.id }, 'pending payment not re-checked');
    }
  }
  return rows.length;
}
