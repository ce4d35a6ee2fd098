import { TARIFF_WARNING_DAYS } from './constants';
import type { TPaymentMode } from './settings';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TariffFields {
  isBan: boolean;
  tariff: string | null;
  expiriesTariffAt: string | null;
}

/**
 * The carrier tariff badge of SPEC §2, by state. SPEC's "expiry but no tariff: offer to return to the demo tariff" is
 * `ended`: the demo week is given once and every carrier has had it (decision 23), so the badge offers to pay instead.
 */
export type TariffBadge =
  | { kind: 'banned' }
  | { kind: 'hidden' }
  | { kind: 'ended' }
  | { kind: 'expiring'; daysLeft: number }
  | { kind: 'active'; paidUntil: string };

/**
 * - banned: profile blocked;
 * - no expiry and no tariff: profile hidden;
 * - expiry but no tariff, or a tariff whose expiry has passed: the tariff ended;
 * - at most 3 days left: the warning popup, days rounded up;
 * - more than 3 days left: the paid-until date.
 */
export function tariffBadge(user: TariffFields, now: Date): TariffBadge {
  if (user.isBan) return { kind: 'banned' };
  if (!user.tariff) return user.expiriesTariffAt ? { kind: 'ended' } : { kind: 'hidden' };
  if (!user.expiriesTariffAt) return { kind: 'hidden' };
  const msLeft = new Date(user.expiriesTariffAt).getTime() - now.getTime();
  if (Number.isNaN(msLeft) || msLeft <= 0) return { kind: 'ended' };
  const daysLeft = Math.ceil(msLeft / DAY_MS);
  if (daysLeft <= TARIFF_WARNING_DAYS) return { kind: 'expiring', daysLeft };
  return { kind: 'active', paidUntil: user.expiriesTariffAt };
}

/**
 * What the badge offers (issue 24): `pay` to a carrier without a tariff (hidden or ended: a payment makes him visible
 * at once, as /mytarif and the server allow), `prolong` to one whose tariff is ending, `paymentsOff` instead of either
 * when the site takes no payments; nothing to a banned carrier (he cannot pay) or one with days to spare.
 */
export type TariffOffer = 'pay' | 'prolong' | 'paymentsOff' | null;

export function tariffOffer(badge: TariffBadge, payments: TPaymentMode): TariffOffer {
  if (badge.kind === 'banned' || badge.kind === 'active') return null;
  if (payments === 'unavailable') return 'paymentsOff';
  return badge.kind === 'expiring' ? 'prolong' : 'pay';
}

/** True while a carrier may take orders and its offers are visible (SPEC §6). */
export function hasActiveTariff(user: TariffFields, now: Date): boolean {
  const badge = tariffBadge(user, now);
  return badge.kind === 'expiring' || badge.kind === 'active';
}

/** Display names of tariff codes (SPEC §2 speaks of PRO and DEMO). */
export const TARIFF_LABELS: Record<string, string> = { demo: 'DEMO', pro: 'PRO' };

export function tariffLabel(code: string | null): string {
  if (!code) return '';
  return TARIFF_LABELS[code] ?? code.toUpperCase();
}
