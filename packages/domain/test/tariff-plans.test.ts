import { describe, expect, it } from 'vitest';
import {
  basePlan,
  plansForSale,
  pricePerWeekKopecks,
  savingAgainst,
  type TariffPlan,
} from '../src/tariff-plans';

const plan = (
  code: string,
  days: number,
  priceKopecks: number,
  extra: Partial<TariffPlan> = {},
): TariffPlan => ({
  code,
  name: code,
  days,
  priceKopecks,
  sortOrder: days,
  enabled: true,
  isDemo: false,
  ...extra,
});

// The prices the seed migration starts with; the functions must hold for any others too.
const demo = plan('demo', 7, 0, { isDemo: true, sortOrder: 0 });
const week = plan('pro-week', 7, 14_000);
const month = plan('pro-month', 30, 49_000);
const quarter = plan('pro-3m', 90, 129_000);
const half = plan('pro-6m', 180, 239_000);
const year = plan('pro-12m', 365, 449_000);
const seed = [year, demo, half, week, quarter, month];

describe('tariff plans', () => {
  it('price per week, rounded to whole kopecks', () => {
    expect(pricePerWeekKopecks(week)).toBe(14_000);
    expect(pricePerWeekKopecks(month)).toBe(11_433);
    expect(pricePerWeekKopecks(year)).toBe(8_611);
  });

  it('compares with the shortest paid plan, never with the demo or a disabled plan', () => {
    expect(basePlan(seed)?.code).toBe('pro-week');
    const weekOff = { ...week, enabled: false };
    expect(basePlan([demo, weekOff, month, year])?.code).toBe('pro-month');
    expect(basePlan([demo])).toBeNull();
  });

  it('the saving against paying week after week', () => {
    const base = basePlan(seed);
    expect(savingAgainst(week, base)).toBeNull();
    // 30 days at 140 ₽ a week = 600 ₽; the month costs 490 ₽.
    expect(savingAgainst(month, base)).toEqual({ kopecks: 11_000, percent: 18 });
    // 365 days = 7 300 ₽ at the weekly rate; the year costs 4 490 ₽.
    expect(savingAgainst(year, base)).toEqual({ kopecks: 281_000, percent: 38 });
    expect(savingAgainst(demo, base)).toBeNull();
    expect(savingAgainst(plan('dear', 30, 70_000), base)).toBeNull();
    expect(savingAgainst(month, null)).toBeNull();
  });

  it('plans for sale: enabled paid plans in their order', () => {
    expect(plansForSale(seed).map((p) => p.code)).toEqual([
      'pro-week',
      'pro-month',
      'pro-3m',
      'pro-6m',
      'pro-12m',
    ]);
    expect(plansForSale([{ ...month, enabled: false }, week]).map((p) => p.code)).toEqual(['pro-week']);
    expect(
      plansForSale([
        { ...year, sortOrder: 1 },
        { ...week, sortOrder: 2 },
      ]).map((p) => p.code),
    ).toEqual(['pro-12m', 'pro-week']);
  });
});
