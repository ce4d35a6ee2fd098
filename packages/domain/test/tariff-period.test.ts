import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysLeft, extendTariffEnd, formatTariffDate } from '../src/tariff-period';
import { tariffBadge } from '../src/tariff-badge';

const DAY = 24 * 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);

describe('extending a tariff', () => {
  it('a tariff that has ended, or never was, starts now', () => {
    const now = at('2026-11-25T10:00:00Z');
    expect(extendTariffEnd(null, now, 30)).toEqual(at('2026-12-25T10:00:00Z'));
    expect(extendTariffEnd(at('2026-11-20T00:00:00Z'), now, 7)).toEqual(at('2026-12-02T10:00:00Z'));
  });

  it('prolonging adds to the current end: no paid day is lost', () => {
    const now = at('2026-11-25T10:00:00Z');
    expect(extendTariffEnd(at('2026-11-27T18:30:00Z'), now, 30)).toEqual(at('2026-12-27T18:30:00Z'));
  });

  it('crosses month ends, February and the year end day for day (Moscow keeps UTC+3 all year)', () => {
    expect(extendTariffEnd(null, at('2027-01-31T21:00:00Z'), 30)).toEqual(at('2027-03-02T21:00:00Z'));
    expect(formatTariffDate(at('2027-03-02T21:00:00Z'))).toBe('03.03.2027');
    expect(extendTariffEnd(null, at('2028-02-28T12:00:00Z'), 1)).toEqual(at('2028-02-29T12:00:00Z'));
    expect(extendTariffEnd(null, at('2026-12-31T20:59:00Z'), 365)).toEqual(at('2027-12-31T20:59:00Z'));
    expect(formatTariffDate(at('2026-12-31T21:00:00Z'))).toBe('01.01.2027');
  });

  it('never shortens and adds exactly the days paid (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 * 365 * DAY }),
        fc.option(fc.integer({ min: 0, max: 8 * 365 * DAY })),
        fc.integer({ min: 1, max: 400 }),
        (nowMs, endMs, days) => {
          const now = new Date(Date.UTC(2026, 0, 1) + nowMs);
          const end = endMs === null ? null : new Date(Date.UTC(2026, 0, 1) + endMs);
          const next = extendTariffEnd(end, now, days);
          const from = Math.max(now.getTime(), end?.getTime() ?? 0);
          expect(next.getTime() - from).toBe(days * DAY);
          expect(daysLeft(next, now)).toBe(Math.ceil((next.getTime() - now.getTime()) / DAY));
        },
      ),
    );
  });

  it('refuses a period that is not a positive whole number of days', () => {
    for (const bad of [0, -7, 1.5]) expect(() => extendTariffEnd(null, new Date(), bad)).toThrow(RangeError);
  });
});

describe('days left and the badge at 0, 1, 3 and 4 days', () => {
  const now = at('2026-11-25T10:00:00Z');
  const pro = (end: Date) => ({ isBan: false, tariff: 'pro', expiriesTariffAt: end.toISOString() });
  it('counts whole days up, and the badge warns at 3 days or fewer', () => {
    expect(daysLeft(now, now)).toBe(0);
    expect(tariffBadge(pro(now), now)).toEqual({ kind: 'ended' });
    const one = new Date(now.getTime() + DAY);
    expect(daysLeft(one, now)).toBe(1);
    expect(tariffBadge(pro(one), now)).toEqual({ kind: 'expiring', daysLeft: 1 });
    const three = new Date(now.getTime() + 3 * DAY);
    expect(tariffBadge(pro(three), now)).toEqual({ kind: 'expiring', daysLeft: 3 });
    const four = new Date(now.getTime() + 4 * DAY);
    expect(daysLeft(four, now)).toBe(4);
    expect(tariffBadge(pro(four), now)).toEqual({ kind: 'active', paidUntil: four.toISOString() });
  });
});
