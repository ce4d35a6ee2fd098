import { eq } from 'drizzle-orm';
import { extendTariffEnd } from '@fura/domain/tariff-period';
import { PAID_TARIFF } from '@fura/domain/tariff-plans';
import { cancelReasonText } from '@fura/domain/tariff-schemas';
import type { Db } from '../../db/connect';
import { payments, users, type PaymentRow } from '../../db/schema';
import { pendingEvent, type PendingEvent } from '../../events/event-bus';
import { createNotification } from '../notification/create';
import type { ProviderPayment } from '../../integrations/payments/payment-provider';

/**
 * Applies what the provider says of a pending payment, inside the caller's transaction with the payment row locked:
 * succeeded → the tariff is extended from its current end (or now) by the plan's days, the card saved, the carrier
 * notified and every tab told (`setTariff`); canceled → the reason kept (an autopay failure is notified). A payment
 * that is no longer pending is left as it is: a report delivered twice, or a report and a poll racing, extend once.
 */
export async function applyProviderOutcome(
  tx: Db,
  events: PendingEvent[],
  payment: PaymentRow,
  remote: ProviderPayment,
  now: Date = new Date(),
): Promise<PaymentRow> {
  if (payment.status !== 'pending' || remote.status === 'pending') return payment;
  if (remote.status === 'canceled') {
    const [canceled] = await tx
      .update(payments)
      .set({ status: 'canceled', failureReason: remote.cancelReason ?? 'general_decline', updatedAt: now })
      .where(eq(payments.id, payment.id))
      .returning();
    if (payment.kind === 'autopay') {
      await createNotification(tx, events, {
        userId: payment.userId,
        code: 'autopayError',
        info: { tariffName: PAID_TARIFF, commentFail: cancelReasonText(remote.cancelReason) },
      });
    }
    return canceled ?? payment;
  }

  const [user] = await tx.select().from(users).where(eq(users.id, payment.userId)).for('update');
  if (!user) return payment;
  const expiresAt = extendTariffEnd(user.tariffExpiresAt, now, payment.days);
  const saved = remote.savedMethod;
  await tx
    .update(users)
    .set({
      tariff: PAID_TARIFF,
      tariffExpiresAt: expiresAt,
      autopayPlanCode: payment.planCode,
      autopayTriedFor: null,
      autopayAttempts: 0,
      ...(saved ? { paymentMethodId: saved.id, cardType: saved.cardType, cardLast4: saved.last4 } : {}),
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
  const [paid] = await tx
    .update(payments)
    .set({
      status: 'succeeded',
      appliedAt: now,
      cardType: remote.card?.cardType ?? null,
      cardLast4: remote.card?.last4 ?? null,
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id))
    .returning();
  await createNotification(tx, events, {
    userId: user.id,
    code: payment.kind === 'autopay' ? 'autopaySuccess' : 'tariffActivated',
    info: { tariffName: PAID_TARIFF, dateCancel: expiresAt.toISOString() },
  });
  events.push(
    pendingEvent('setTariff', { tariff: PAID_TARIFF, expiriesTariffAt: expiresAt.toISOString() }, [user.id]),
  );
  return paid ?? payment;
}
