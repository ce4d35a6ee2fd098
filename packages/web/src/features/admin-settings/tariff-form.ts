import { z } from 'zod';
import {
  PLAN_DAYS_MAX,
  PLAN_DAYS_MIN,
  PLAN_NAME_MAX,
  PLAN_PRICE_MAX_KOPECKS,
  PLAN_SORT_MAX,
  TARIFF_ADMIN_MESSAGES as T,
  type TAdminTariffPlan,
  type TAdminTariffSaveRequest,
} from '@fura/domain/admin-site';
import { kopecksToRubles, rublesToKopecks } from '@fura/domain/money';

/** A number input's value: a number, or text while typing ('' when empty, '200.50' to keep the zero). */
export type NumberValue = number | string;

/** The number an input holds, NaN while it holds none. */
export function toNumber(value: NumberValue): number {
  if (typeof value === 'number') return value;
  const text = value.trim().replace(/\s/g, '').replace(',', '.');
  return text === '' ? Number.NaN : Number(text);
}

const integer = (message: string, min: number, max: number) =>
  z.union([z.number(), z.string()]).transform((value, context) => {
    const parsed = toNumber(value);
    if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return parsed;
  });

/** Roubles with at most two decimals, as kopecks; a paid plan costs more than nothing. */
const rublesAsKopecks = (paid: boolean) =>
  z.union([z.number(), z.string()]).transform((value, context) => {
    const rubles = toNumber(value);
    const kopecks = rublesToKopecks(rubles);
    if (!Number.isFinite(rubles) || rubles < 0 || Math.abs(rubles * 100 - kopecks) > 1e-6) {
      context.addIssue({ code: 'custom', message: T.price });
      return z.NEVER;
    }
    if (kopecks > PLAN_PRICE_MAX_KOPECKS) context.addIssue({ code: 'custom', message: T.priceTooHigh });
    if (paid && kopecks === 0) context.addIssue({ code: 'custom', message: T.pricePaid });
    return kopecks;
  });

/**
 * The form of one plan: the price typed in roubles, parsed to kopecks. The demo's price is 0 and not the console's
 * to change.
 */
export function tariffFormSchema(isDemo: boolean) {
  return z.object({
    name: z.string().trim().min(1, T.nameEmpty).max(PLAN_NAME_MAX, T.nameTooLong),
    days: integer(T.days, PLAN_DAYS_MIN, PLAN_DAYS_MAX),
    price: rublesAsKopecks(!isDemo),
    sortOrder: integer(T.sortOrder, 0, PLAN_SORT_MAX),
    enabled: z.boolean(),
  });
}
export type TariffFormInput = z.input<ReturnType<typeof tariffFormSchema>>;
export type TariffFormValues = z.output<ReturnType<typeof tariffFormSchema>>;

export function tariffFormValues(plan: TAdminTariffPlan): TariffFormInput {
  return {
    name: plan.name,
    days: plan.days,
    price: kopecksToRubles(plan.priceKopecks),
    sortOrder: plan.sortOrder,
    enabled: plan.enabled,
  };
}

/** The save request: the price in integer kopecks. */
export function toTariffRequest(code: string, values: TariffFormValues): TAdminTariffSaveRequest {
  return {
    code,
    name: values.name,
    days: values.days,
    priceKopecks: values.price,
    sortOrder: values.sortOrder,
    enabled: values.enabled,
  };
}

/** The server's `param` → the form's field. */
export const TARIFF_SERVER_FIELDS = {
  name: 'name',
  days: 'days',
  priceKopecks: 'price',
  sortOrder: 'sortOrder',
  enabled: 'enabled',
} as const;
