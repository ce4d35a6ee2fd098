/** Plans, payments and answers of the tariff API for the tariff screen tests. */
import type { TPayment, TTariffPlanView } from '@fura/domain/tariff-schemas';
import type { TUserResponse } from '@fura/domain/user';
import { makeSession } from './fixtures';

export const DAY = 24 * 60 * 60 * 1000;

export function inDays(days: number, from = Date.now()): string {
  return new Date(from + days * DAY).toISOString();
}

export const PLANS: TTariffPlanView[] = [
  {
    code: 'week',
    name: '1 неделя',
    days: 7,
    priceKopecks: 14_000,
    pricePerWeekKopecks: 14_000,
    saving: null,
  },
  {
    code: 'month',
    name: '1 месяц',
    days: 30,
    priceKopecks: 49_000,
    pricePerWeekKopecks: 11_433,
    saving: { kopecks: 11_000, percent: 18 },
  },
  {
    code: 'year',
    name: '12 месяцев',
    days: 365,
    priceKopecks: 449_000,
    pricePerWeekKopecks: 8_611,
    saving: { kopecks: 281_000, percent: 38 },
  },
];

export const plansAnswer = () => ({ body: { error: false, plans: PLANS } });

export function makePayment(id: string, overrides: Partial<TPayment> = {}): TPayment {
  return {
    _id: id,
    planCode: 'month',
    planName: '1 месяц',
    days: 30,
    amountKopecks: 49_000,
    status: 'succeeded',
    kind: 'first',
    failure: null,
    card: { type: 'Visa', last4: '4477' },
    receiptUrl: null,
    createdAt: '2026-03-01T09:30:00.000Z',
    ...overrides,
  };
}

export function carrierSession(user: Partial<TUserResponse['user']> = {}): TUserResponse {
  return makeSession({}, { type: 'carrier', tariff: 'pro', expiriesTariffAt: inDays(20), ...user });
}

export function autopayAnswer(overrides: Record<string, unknown> = {}) {
  return {
    body: {
      error: false,
      isEnableAutoPay: false,
      card: { type: 'Visa', last4: '4477' },
      next: { planName: '1 месяц', amountKopecks: 49_000, days: 30, at: '2026-04-20T09:00:00.000Z' },
      canReturnToDemo: false,
      ...overrides,
    },
  };
}
