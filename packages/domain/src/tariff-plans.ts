/**
 * Carrier tariff plans (issue 11). Plans are data: the `tariff_plans` table holds their names, periods and prices and
 * the admin console edits them; this file only computes with whatever plans it is given.
 */

export interface TariffPlan {
  code: string;
  name: string;
  /** The period a payment buys, in days. */
  days: number;
  priceKopecks: number;
  sortOrder: number;
  enabled: boolean;
  /** The free demo: given once to a new carrier, never sold. */
  isDemo: boolean;
}

/** The tariff code a carrier holds during his free demo week (the seeded plan of that code is `isDemo`). */
export const DEMO_TARIFF = 'demo';
/** The tariff code every paid period gives, whichever plan was bought (SPEC §3 `tariff`). */
export const PAID_TARIFF = 'pro';

const WEEK_DAYS = 7;

/** What a week of the plan costs, in whole kopecks (rounded half up). */
export function pricePerWeekKopecks(plan: Pick<TariffPlan, 'days' | 'priceKopecks'>): number {
  return Math.round((plan.priceKopecks * WEEK_DAYS) / plan.days);
}

/** The plan a longer one is compared with: the enabled paid plan of the shortest period (a week, with the seed). */
export function basePlan(plans: readonly TariffPlan[]): TariffPlan | null {
  const paid = plans.filter((plan) => plan.enabled && !plan.isDemo && plan.priceKopecks > 0);
  return paid.reduce<TariffPlan | null>((best, plan) => (!best || plan.days < best.days ? plan : best), null);
}

export interface Saving {
  /** What buying the base plan again and again for the same days would cost more, in kopecks. */
  kopecks: number;
  /** The same as a whole percentage of that cost. */
  percent: number;
}

/** How much the plan saves against paying the base plan period after period; null when it saves nothing. */
export function savingAgainst(plan: TariffPlan, base: TariffPlan | null): Saving | null {
  if (!base || plan.code === base.code || plan.isDemo || base.days <= 0) return null;
  const atBaseRate = Math.round((base.priceKopecks * plan.days) / base.days);
  const kopecks = atBaseRate - plan.priceKopecks;
  if (kopecks <= 0 || atBaseRate <= 0) return null;
  return { kopecks, percent: Math.round((kopecks * 100) / atBaseRate) };
}

/** The plans a carrier may buy, in their order on /tariffs and /mytarif. */
export function plansForSale(plans: readonly TariffPlan[]): TariffPlan[] {
  return plans
    .filter((plan) => plan.enabled && !plan.isDemo && plan.priceKopecks > 0)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.days - b.days);
}
