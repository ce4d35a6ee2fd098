import { TARIFF_WARNING_DAYS } from './constants';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TariffFields {
  isBan: boolean;
  tariff: string | null;
  expiriesTariffAt: string | null;
}

/** The carrier tariff badge of SPEC §2, by state. */
export type TariffBadge =
  | { kind: 'banned' }
  | { kind: 'hidden' }
  | { kind: 'returnToDemo' }
  | { kind: 'expiring'; daysLeft: number }
  | { kind: 'active'; paidUntil: string };

/**
 * - banned: profile blocked;
 * - no expiry and no tariff: profile hidden;
 * - expiry but no tariff, or a tariff whose expiry has passed: offer to return to demo;
 * - at most 3 days left: the warning popup, days rounded up;
 * - more than 3 days left: the paid-until date.
 */
export function tariffBadge(user: TariffFields, now: Date): TariffBadge {
  if (user.isBan) return { kind: 'banned' };
  if (!user.tariff) return user.expiriesTariffAt ? { kind: 'returnToDemo' } : { kind: 'hidden' };
  if (!user.expiriesTariffAt) return { kind: 'hidden' };
  const msLeft = new Date(user.expiriesTariffAt).getTime() - now.getTime();
  if (Number.isNaN(msLeft) || msLeft <= 0) return { kind: 'returnToDemo' };
  const daysLeft = Math.ceil(msLeft / DAY_MS);
  if (daysLeft <= TARIFF_WARNING_DAYS) return { kind: 'expiring', daysLeft };
  return { kind: 'active', paidUntil: user.expiriesTariffAt };
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
