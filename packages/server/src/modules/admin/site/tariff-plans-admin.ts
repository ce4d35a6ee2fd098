import { isDeepStrictEqual } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import {
  TARIFF_ADMIN_MESSAGES as T,
  type TAdminTariffPlan,
  type TAdminTariffSaveRequest,
} from '@fura/domain/admin-site';
import type { AppDeps } from '../../../app-deps';
import { tariffPlans, type TariffPlanRow, type UserRow } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { badRequest, notFound } from '../../../http/errors';
import { writeAudit } from '../audit/write-audit';
import { assertAdmin } from './policy';

type PlanDeps = Pick<AppDeps, 'db' | 'bus'>;

/** A plan as the console shows it (every column: none is private). */
export function presentAdminPlan(row: TariffPlanRow): TAdminTariffPlan {
  return {
    code: row.code,
    name: row.name,
    days: row.days,
    priceKopecks: row.priceKopecks,
    sortOrder: row.sortOrder,
    enabled: row.enabled,
    isDemo: row.isDemo,
  };
}

/** Every plan, the demo and disabled ones too, in their order on /tariffs. */
export async function listAdminPlans(deps: PlanDeps, admin: UserRow): Promise<TAdminTariffPlan[]> {
  assertAdmin(admin);
  const rows = await deps.db
    .select()
    .from(tariffPlans)
    .orderBy(asc(tariffPlans.sortOrder), asc(tariffPlans.days), asc(tariffPlans.code));
  return rows.map(presentAdminPlan);
}

/**
 * The demo week is free and every new carrier gets it at registration (for DEMO_TARIFF_DAYS, not from this table),
 * so its price, its period and its being on are not the console's to change: a switch that did not stop
 * registrations from giving it, or a period registration does not give, would mislead. Its name and order may change.
 */
function checkDemo(current: TariffPlanRow, input: TAdminTariffSaveRequest): void {
  if (input.priceKopecks !== 0) throw badRequest(T.demoPrice, 'priceKopecks');
  if (!input.enabled) throw badRequest(T.demoEnabled, 'enabled');
  if (input.days !== current.days) throw badRequest(T.demoDays, 'days');
}

/**
 * Changes a plan: name, period, price, order, on sale or not. Plans are read from the table on every request, so
 * /tariffs shows the new price at once; payments already made keep what they were sold for (the payment row holds
 * its own name, days and amount). One audit row with the plan before and after, when anything changed.
 */
export async function saveAdminPlan(
  deps: PlanDeps,
  admin: UserRow,
  input: TAdminTariffSaveRequest,
): Promise<TAdminTariffPlan> {
  assertAdmin(admin);
  return inTransaction(deps.db, deps.bus, async (tx) => {
    const [current] = await tx
      .select()
      .from(tariffPlans)
      .where(eq(tariffPlans.code, input.code))
      .for('update');
    if (!current) throw notFound(T.planNotFound);
    if (current.isDemo) checkDemo(current, input);
    else if (input.priceKopecks <= 0) throw badRequest(T.pricePaid, 'priceKopecks');
    const before = presentAdminPlan(current);
    const after: TAdminTariffPlan = {
      ...before,
      name: input.name,
      days: input.days,
      priceKopecks: input.priceKopecks,
      sortOrder: input.sortOrder,
      enabled: input.enabled,
    };
    if (isDeepStrictEqual(before, after)) return before;
    await tx
      .update(tariffPlans)
      .set({
        name: after.name,
        days: after.days,
        priceKopecks: after.priceKopecks,
        sortOrder: after.sortOrder,
        enabled: after.enabled,
      })
      .where(eq(tariffPlans.code, current.code));
    await writeAudit(tx, {
      adminId: admin.id,
      action: 'tariffPlanEdit',
      comment: current.code,
      before: { ...before },
      after: { ...after },
    });
    return after;
  });
}
