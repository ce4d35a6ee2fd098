import { count, desc, eq } from 'drizzle-orm';
import { hasActiveTariff } from '@fura/domain/tariff-badge';
import { extendTariffEnd } from '@fura/domain/tariff-period';
import { DEMO_TARIFF } from '@fura/domain/tariff-plans';
import type { z } from 'zod';
import { PAYMENTS_PAGE_SIZE, TARIFF_MESSAGES, type ZAutopayResponse } from '@fura/domain/tariff-schemas';
import type { AppDeps } from '../../app-deps';
import { payments, tariffPlans, users, type PaymentRow, type UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest } from '../../http/errors';
import { pendingEvent } from '../../events/event-bus';
import { PaymentProviderError } from '../../integrations/payments/payment-provider';
import { findDemoPlan } from './plans';
import { findOwnPayment } from './repo';
import { assertCarrier } from './policy';
import { settlePayment, type SettleDeps } from './settle';

type AutopayView = Omit<z.infer<typeof ZAutopayResponse>, 'error'>;

/** One payment of the caller; a pending one is asked of the provider first (the return page polls this). */
export async function getOwnPayment(deps: SettleDeps, user: UserRow, paymentId: string): Promise<PaymentRow> {
  const found = await findOwnPayment(deps.db, user, paymentId);
  if (found.status !== 'pending' || !found.providerPaymentId) return found;
  // The provider out of reach: the page keeps polling and shows the payment as still in progress.
  const settled = await settlePayment(deps, found.providerPaymentId).catch((error: unknown) => {
    if (error instanceof PaymentProviderError) return null;
    throw error;
  });
  return settled ?? found;
}

export async function listOwnPayments(deps: Pick<AppDeps, 'db'>, user: UserRow, page: number) {
  assertCarrier(user);
  const rows = await deps.db
    .select()
    .from(payments)
    .where(eq(payments.userId, user.id))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(PAYMENTS_PAGE_SIZE)
    .offset((page - 1) * PAYMENTS_PAGE_SIZE);
  const [total] = await deps.db.select({ n: count() }).from(payments).where(eq(payments.userId, user.id));
  return { rows, countAll: total?.n ?? 0 };
}

/** What /autopay and /mytarif show: the card, the switch, the next charge, whether the demo may be taken. */
export async function autopayView(deps: Pick<AppDeps, 'db'>, user: UserRow): Promise<AutopayView> {
  assertCarrier(user);
  const [plan] = user.autopayPlanCode
    ? await deps.db.select().from(tariffPlans).where(eq(tariffPlans.code, user.autopayPlanCode))
    : [];
  const card = user.cardType && user.cardLast4 ? { type: user.cardType, last4: user.cardLast4 } : null;
  const next =
    plan && card && user.tariffExpiresAt
      ? {
          planName: plan.name,
          amountKopecks: plan.priceKopecks,
          days: plan.days,
          at: user.tariffExpiresAt.toISOString(),
        }
      : null;
  return {
    isEnableAutoPay: user.isEnableAutoPay,
    card,
    next,
    canReturnToDemo: canReturnToDemo(user, new Date()),
  };
}

/** «вернуться на ДЕМО»: a carrier who never had the demo week and has no active tariff. */
export function canReturnToDemo(user: UserRow, now: Date): boolean {
  const fields = {
    isBan: user.isBan,
    tariff: user.tariff,
    expiriesTariffAt: user.tariffExpiresAt?.toISOString() ?? null,
  };
  return !user.demoUsed && !hasActiveTariff(fields, now);
}

/** SPEC §7 POST /api/user/toogleAutoPay: on only with a saved card. */
export async function toggleAutoPay(deps: Pick<AppDeps, 'db'>, user: UserRow): Promise<boolean> {
  assertCarrier(user);
  const next = !user.isEnableAutoPay;
  if (next && !user.paymentMethodId) throw badRequest(TARIFF_MESSAGES.noCard);
  await deps.db
    .update(users)
    .set({ isEnableAutoPay: next, updatedAt: new Date() })
    .where(eq(users.id, user.id));
  return next;
}

/** «Удалить карту»: the saved method is forgotten and autopay turns off. */
export async function deleteCard(deps: Pick<AppDeps, 'db'>, user: UserRow): Promise<UserRow> {
  assertCarrier(user);
  const [updated] = await deps.db
    .update(users)
    .set({
      paymentMethodId: null,
      cardType: null,
      cardLast4: null,
      isEnableAutoPay: false,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? user;
}

/** The demo week, once: the tariff and its end, told to every tab. */
export async function returnToDemo(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  user: UserRow,
): Promise<{ tariff: string; expiresAt: Date }> {
  assertCarrier(user);
  return inTransaction(deps.db, deps.bus, async (tx, events) => {
    const [locked] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    const demo = await findDemoPlan(tx);
    if (!locked || locked.demoUsed || !demo) throw badRequest(TARIFF_MESSAGES.demoNotAllowed);
    const now = new Date();
    if (!canReturnToDemo(locked, now)) throw badRequest(TARIFF_MESSAGES.demoWhileActive);
    const expiresAt = extendTariffEnd(null, now, demo.days);
    await tx
      .update(users)
      .set({ tariff: DEMO_TARIFF, tariffExpiresAt: expiresAt, demoUsed: true, updatedAt: now })
      .where(eq(users.id, user.id));
    events.push(
      pendingEvent('setTariff', { tariff: DEMO_TARIFF, expiriesTariffAt: expiresAt.toISOString() }, [
        user.id,
      ]),
    );
    return { tariff: DEMO_TARIFF, expiresAt };
  });
}
