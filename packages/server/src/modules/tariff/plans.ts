import { asc, eq } from 'drizzle-orm';
import {
  basePlan,
  plansForSale,
  pricePerWeekKopecks,
  savingAgainst,
  type TariffPlan,
} from '@fura/domain/tariff-plans';
import type { TTariffPlanView } from '@fura/domain/tariff-schemas';
import type { Db } from '../../db/connect';
import { tariffPlans, type TariffPlanRow } from '../../db/schema';

export async function listPlans(db: Db): Promise<TariffPlan[]> {
  return db.select().from(tariffPlans).orderBy(asc(tariffPlans.sortOrder));
}

/** A plan a carrier may buy now (enabled, paid), or null. */
export async function findPlanForSale(db: Db, code: string): Promise<TariffPlanRow | null> {
  const [row] = await db.select().from(tariffPlans).where(eq(tariffPlans.code, code));
  return row && plansForSale([row]).length === 1 ? row : null;
}

export async function findDemoPlan(db: Db): Promise<TariffPlanRow | null> {
  const [row] = await db.select().from(tariffPlans).where(eq(tariffPlans.isDemo, true)).limit(1);
  return row ?? null;
}

/** The plans for sale as /tariffs and /mytarif show them: price per week and the saving against the shortest. */
export function presentPlans(plans: readonly TariffPlan[]): TTariffPlanView[] {
  const base = basePlan(plans);
  return plansForSale(plans).map((plan) => ({
    code: plan.code,
    name: plan.name,
    days: plan.days,
    priceKopecks: plan.priceKopecks,
    pricePerWeekKopecks: pricePerWeekKopecks(plan),
    saving: savingAgainst(plan, base),
  }));
}
