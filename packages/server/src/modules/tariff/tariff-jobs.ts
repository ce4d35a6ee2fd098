import { and, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import { TARIFF_REMINDER_DAYS } from '@fura/domain/constants';
import type { Db } from '../../db/connect';
import { tariffPlans, users, type UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { pendingEvent, type PendingEvent } from '../../events/event-bus';
import { AppError } from '../../http/errors';
import { createNotification } from '../notification/create';
import { createPaymentFor, type CheckoutDeps } from './checkout';
import { PaymentProviderError } from '../../integrations/payments/payment-provider';
import { recheckPending } from './pending-payments';
import { settlePayment, type SettleDeps } from './settle';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Carriers handled per transaction. */
const BATCH = 100;

export type TariffJobDeps = CheckoutDeps & SettleDeps;

/** Claims up to BATCH users matching `where` (FOR UPDATE SKIP LOCKED: instances share the work) and handles them. */
function claimEach(
  deps: TariffJobDeps,
  where: ReturnType<typeof and>,
  handle: (tx: Db, user: UserRow, events: PendingEvent[]) => Promise<void>,
): Promise<number> {
  return inTransaction(deps.db, deps.bus, async (tx, events) => {
    const claimed = await tx
      .select()
      .from(users)
      .where(where)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const user of claimed) await handle(tx, user, events);
    return claimed.length;
  });
}

/** «Тариф закончится через 2 дня», once per period (the end it was sent for is kept); not while banned. */
export function remindEnding(deps: TariffJobDeps, now: Date): Promise<number> {
  const soon = new Date(now.getTime() + TARIFF_REMINDER_DAYS * DAY_MS);
  const where = and(
    isNotNull(users.tariff),
    eq(users.isBan, false),
    sql`${users.tariffExpiresAt} > ${now.toISOString()} and ${users.tariffExpiresAt} <= ${soon.toISOString()}`,
    sql`${users.tariffRemindedFor} is distinct from ${users.tariffExpiresAt}`,
  );
  return claimEach(deps, where, async (tx, user, events) => {
    await tx.update(users).set({ tariffRemindedFor: user.tariffExpiresAt }).where(eq(users.id, user.id));
    await createNotification(tx, events, {
      userId: user.id,
      code: 'tariffWillCancel',
      info: { tariffName: user.tariff, dateCancel: user.tariffExpiresAt?.toISOString() ?? null },
    });
  });
}

/**
 * At the end with autopay on and a saved card: one charge, and one retry a day later at most. The attempt is claimed
 * and committed before the provider is called, so no other instance (or the next run) charges for it again; the
 * charge itself is keyed by its payment row.
 */
export async function chargeAutopay(deps: TariffJobDeps, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const where = and(
    eq(users.isEnableAutoPay, true),
    eq(users.isBan, false),
    isNotNull(users.paymentMethodId),
    isNotNull(users.autopayPlanCode),
    lte(users.tariffExpiresAt, now),
    or(
      sql`${users.autopayTriedFor} is distinct from ${users.tariffExpiresAt}`,
      and(eq(users.autopayAttempts, 1), lte(users.tariffExpiresAt, dayAgo)),
    ),
  );
  const due: UserRow[] = [];
  await claimEach(deps, where, async (tx, user) => {
    const first = user.autopayTriedFor?.getTime() !== user.tariffExpiresAt?.getTime();
    await tx
      .update(users)
      .set({ autopayTriedFor: user.tariffExpiresAt, autopayAttempts: first ? 1 : user.autopayAttempts + 1 })
      .where(eq(users.id, user.id));
    due.push(user);
  });
  for (const user of due) await chargeOne(deps, user);
  return due.length;
}

async function chargeOne(deps: TariffJobDeps, user: UserRow): Promise<void> {
  const [plan] = await deps.db
    .select()
    .from(tariffPlans)
    .where(eq(tariffPlans.code, user.autopayPlanCode ?? ''));
  if (!plan) return;
  try {
    const { payment } = await createPaymentFor(deps, user, plan, 'autopay');
    if (payment.providerPaymentId) await settlePayment(deps, payment.providerPaymentId);
  } catch (error) {
    // The provider out of reach: the payment row stays pending and the pending check asks again.
    if (!(error instanceof PaymentProviderError) && !(error instanceof AppError)) throw error;
    deps.log.warn({ err: error, userId: user.id }, 'autopay charge not made');
  }
}

/**
 * At the end without a successful payment: the tariff goes (its end is kept for the badge), every tab is told. A banned
 * carrier's tariff time is frozen (issue 12): it is left alone until the unban gives the time back.
 */
export function expireEnded(deps: TariffJobDeps, now: Date): Promise<number> {
  const where = and(isNotNull(users.tariff), eq(users.isBan, false), lte(users.tariffExpiresAt, now));
  return claimEach(deps, where, async (tx, user, events) => {
    await tx.update(users).set({ tariff: null, updatedAt: now }).where(eq(users.id, user.id));
    events.push(pendingEvent('dontTariff', {}, [user.id]));
  });
}

/** Runs a step until it claims less than a batch. */
async function untilDone(step: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await step();
    total += done;
    if (done < BATCH) return total;
  }
}

/** The tariff jobs in their order: remind, charge autopay, expire what was not renewed, re-check pending payments. */
export async function runTariffJobs(deps: TariffJobDeps, now: Date = new Date()) {
  const reminded = await untilDone(() => remindEnding(deps, now));
  const charged = await untilDone(() => chargeAutopay(deps, now));
  const expired = await untilDone(() => expireEnded(deps, now));
  const rechecked = await recheckPending(deps, now);
  return { reminded, charged, expired, rechecked };
}
