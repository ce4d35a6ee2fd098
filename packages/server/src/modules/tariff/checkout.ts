import { and, eq } from 'drizzle-orm';
import { TARIFF_MESSAGES } from '@fura/domain/tariff-schemas';
import type { AppDeps } from '../../app-deps';
import { payments, type PaymentRow, type TariffPlanRow, type UserRow } from '../../db/schema';
import { AppError, badRequest } from '../../http/errors';
import { PaymentProviderError, type PaymentProvider } from '../../integrations/payments/payment-provider';
import { findPlanForSale } from './plans';
import { assertCarrier } from './policy';

export type CheckoutDeps = Pick<AppDeps, 'db' | 'config' | 'log'> & { payments: PaymentProvider };

const unavailable = () => new AppError(503, [{ msg: TARIFF_MESSAGES.providerUnavailable }]);
/** No provider at all (issue 24): nothing is stored, nothing is asked. */
const paymentsOff = () => new AppError(503, [{ msg: TARIFF_MESSAGES.paymentsOff }]);

/**
 * Where the payer comes back to after paying: our own test page sends him to a path of the same site, so he stays on
 * the address he opened it under (an IP, a LAN name) and his session with it; a provider on another site needs
 * PUBLIC_URL's absolute address.
 */
export function returnUrlFor(deps: Pick<CheckoutDeps, 'config' | 'payments'>, paymentId: string): string {
  const path = `/mytarif?payment=${paymentId}`;
  return deps.payments.name === 'demo' ? path : `${deps.config.publicUrl}${path}`;
}

/** Stores our payment row first (its id is the idempotence key and the provider's metadata), then asks the provider. */
export async function createPaymentFor(
  deps: CheckoutDeps,
  user: UserRow,
  plan: Pick<TariffPlanRow, 'code' | 'name' | 'days' | 'priceKopecks'>,
  kind: 'first' | 'autopay',
): Promise<{ payment: PaymentRow; confirmationUrl: string | null }> {
  if (deps.payments.name === 'none') throw paymentsOff();
  const [row] = await deps.db
    .insert(payments)
    .values({
      userId: user.id,
      planCode: plan.code,
      planName: plan.name,
      days: plan.days,
      amountKopecks: plan.priceKopecks,
      kind,
      provider: deps.payments.name,
    })
    .returning();
  if (!row) throw new Error('payment not stored');
  try {
    return await askProvider(deps, row, user);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.warn({ err: error, paymentId: row.id }, 'payment provider refused or did not answer');
    // Refused, or no answer: nothing was (or will be, without the page) paid. The job re-checks unknown outcomes.
    if (!error.outcomeUnknown) await cancelUnsent(deps, row.id);
    throw unavailable();
  }
}

/**
 * Creates the stored payment row on the provider's side and keeps the provider's id. The row's id is the
 * idempotence key, so asking again for the same row (an answer that never came) cannot charge twice.
 */
export async function askProvider(
  deps: CheckoutDeps,
  row: PaymentRow,
  user: Pick<UserRow, 'email' | 'paymentMethodId'>,
): Promise<{ payment: PaymentRow; confirmationUrl: string | null }> {
  const remote = await deps.payments.create({
    paymentId: row.id,
    amountKopecks: row.amountKopecks,
    description: `Фура: тариф ${row.planName}`,
    email: user.email,
    returnUrl: row.kind === 'first' ? returnUrlFor(deps, row.id) : null,
    savedMethodId: row.kind === 'autopay' ? user.paymentMethodId : null,
  });
  const [stored] = await deps.db
    .update(payments)
    .set({ providerPaymentId: remote.id, confirmationUrl: remote.confirmationUrl, updatedAt: new Date() })
    .where(eq(payments.id, row.id))
    .returning();
  return { payment: stored ?? row, confirmationUrl: remote.confirmationUrl };
}

/** A payment the provider refused (or never got) is canceled with `provider_error`. */
export async function cancelUnsent(deps: Pick<CheckoutDeps, 'db'>, paymentId: string): Promise<void> {
  await deps.db
    .update(payments)
    .set({ status: 'canceled', failureReason: 'provider_error', updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
}

/** POST /api/tariff/checkout: a carrier buys or prolongs a plan; he is sent to the payment page. */
export async function startCheckout(
  deps: CheckoutDeps,
  user: UserRow,
  planCode: string,
): Promise<{ payment: PaymentRow; confirmationUrl: string }> {
  assertCarrier(user);
  if (deps.payments.name === 'none') throw paymentsOff();
  const plan = await findPlanForSale(deps.db, planCode);
  if (!plan) throw badRequest(TARIFF_MESSAGES.planNotFound, 'planCode');
  const { payment, confirmationUrl } = await createPaymentFor(deps, user, plan, 'first');
  if (!confirmationUrl) throw unavailable();
  return { payment, confirmationUrl };
}
