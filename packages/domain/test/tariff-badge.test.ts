import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  hasActiveTariff,
  tariffBadge,
  tariffLabel,
  tariffOffer,
  type TariffBadge,
  type TariffFields,
} from '../src/tariff-badge';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2025-03-10T12:00:00.000Z');

function carrier(fields: Partial<TariffFields>): TariffFields {
  return { isBan: false, tariff: 'PRO', expiriesTariffAt: null, ...fields };
}

function expiresIn(ms: number): string {
  return new Date(NOW.getTime() + ms).toISOString();
}

describe('tariffBadge (SPEC §2 carrier tariff badge)', () => {
  it('banned wins over every other state', () => {
    const states: Partial<TariffFields>[] = [
      { tariff: null, expiriesTariffAt: null },
      { tariff: null, expiriesTariffAt: expiresIn(DAY) },
      { tariff: 'PRO', expiriesTariffAt: expiresIn(-DAY) },
      { tariff: 'PRO', expiriesTariffAt: expiresIn(DAY) },
      { tariff: 'PRO', expiriesTariffAt: expiresIn(30 * DAY) },
    ];
    for (const state of states) {
      const user = carrier({ ...state, isBan: true });
      expect(tariffBadge(user, NOW)).toEqual({ kind: 'banned' });
      expect(hasActiveTariff(user, NOW)).toBe(false);
    }
  });

  it('no tariff and no expiry → profile hidden', () => {
    const user = carrier({ tariff: null, expiriesTariffAt: null });
    expect(tariffBadge(user, NOW)).toEqual({ kind: 'hidden' });
    expect(hasActiveTariff(user, NOW)).toBe(false);
  });

  it('no tariff but an expiry → the tariff ended, whether the expiry is past or future', () => {
    for (const expiry of [expiresIn(-DAY), expiresIn(10 * DAY)]) {
      const user = carrier({ tariff: null, expiriesTariffAt: expiry });
      expect(tariffBadge(user, NOW)).toEqual({ kind: 'ended' });
      expect(hasActiveTariff(user, NOW)).toBe(false);
    }
  });

  it('a tariff expiring exactly now (0 days left) → ended', () => {
    const user = carrier({ expiriesTariffAt: NOW.toISOString() });
    expect(tariffBadge(user, NOW)).toEqual({ kind: 'ended' });
    expect(hasActiveTariff(user, NOW)).toBe(false);
  });

  it('a tariff whose expiry has passed → ended', () => {
    for (const ms of [-1, -DAY, -365 * DAY]) {
      const user = carrier({ expiriesTariffAt: expiresIn(ms) });
      expect(tariffBadge(user, NOW)).toEqual({ kind: 'ended' });
      expect(hasActiveTariff(user, NOW)).toBe(false);
    }
  });

  it('1 ms left → expiring, 1 day (rounded up)', () => {
    expect(tariffBadge(carrier({ expiriesTariffAt: expiresIn(1) }), NOW)).toEqual({
      kind: 'expiring',
      daysLeft: 1,
    });
  });

  it('exactly 1 day left → expiring, 1 day', () => {
    const user = carrier({ expiriesTariffAt: expiresIn(DAY) });
    expect(tariffBadge(user, NOW)).toEqual({ kind: 'expiring', daysLeft: 1 });
    expect(hasActiveTariff(user, NOW)).toBe(true);
  });

  it('2.1 days left → expiring, 3 days (rounded up)', () => {
    const user = carrier({ expiriesTariffAt: expiresIn(2.1 * DAY) });
    expect(tariffBadge(user, NOW)).toEqual({ kind: 'expiring', daysLeft: 3 });
  });

  it('exactly 3 days left → expiring, 3 days', () => {
    const user = carrier({ expiriesTariffAt: expiresIn(3 * DAY) });
    expect(tariffBadge(user, NOW)).toEqual({ kind: 'expiring', daysLeft: 3 });
    expect(hasActiveTariff(user, NOW)).toBe(true);
  });

  it('3 days and 1 ms left → active (4 days rounded up is more than 3)', () => {
    const expiry = expiresIn(3 * DAY + 1);
    const user = carrier({ expiriesTariffAt: expiry });
    expect(tariffBadge(user, NOW)).toEqual({ kind: 'active', paidUntil: expiry });
    expect(hasActiveTariff(user, NOW)).toBe(true);
  });

  it('4 days left → active with the paid-until date', () => {
    const expiry = expiresIn(4 * DAY);
    const user = carrier({ expiriesTariffAt: expiry });
    expect(tariffBadge(user, NOW)).toEqual({ kind: 'active', paidUntil: expiry });
    expect(hasActiveTariff(user, NOW)).toBe(true);
  });

  it('an unparsable expiry never counts as an active tariff', () => {
    const user = carrier({ expiriesTariffAt: 'not a date' });
    expect(tariffBadge(user, NOW)).toEqual({ kind: 'ended' });
    expect(hasActiveTariff(user, NOW)).toBe(false);
  });

  it('for any time left: ≤ 0 → ended, ≤ 3 days → expiring with ceil(days), else active', () => {
    fc.assert(
      fc.property(fc.integer({ min: -60 * DAY, max: 60 * DAY }), (ms) => {
        const expiry = expiresIn(ms);
        const badge = tariffBadge(carrier({ expiriesTariffAt: expiry }), NOW);
        if (ms <= 0) return badge.kind === 'ended';
        if (ms <= 3 * DAY) {
          return (
            badge.kind === 'expiring' &&
            badge.daysLeft === Math.ceil(ms / DAY) &&
            badge.daysLeft >= 1 &&
            badge.daysLeft <= 3
          );
        }
        return badge.kind === 'active' && badge.paidUntil === expiry;
      }),
      { numRuns: 500 },
    );
  });

  it('hasActiveTariff is true exactly for the expiring and active badges', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.option(fc.constantFrom('PRO', 'DEMO')),
        fc.option(fc.integer({ min: -10 * DAY, max: 10 * DAY })),
        (isBan, tariff, ms) => {
          const user: TariffFields = { isBan, tariff, expiriesTariffAt: ms === null ? null : expiresIn(ms) };
          const kind = tariffBadge(user, NOW).kind;
          return hasActiveTariff(user, NOW) === (kind === 'expiring' || kind === 'active');
        },
      ),
    );
  });
});

describe('tariffOffer (issue 24: the badge offers what the carrier can do)', () => {
  const hidden: TariffBadge = { kind: 'hidden' };
  const ended: TariffBadge = { kind: 'ended' };
  const expiring: TariffBadge = { kind: 'expiring', daysLeft: 2 };

  it('a carrier whose tariff ended is offered to pay, never the demo week he has had', () => {
    expect(tariffOffer(ended, 'live')).toBe('pay');
    expect(tariffOffer(ended, 'test')).toBe('pay');
  });

  it('a hidden profile (no tariff, no end) may pay to become visible, as /mytarif and the server allow', () => {
    expect(tariffOffer(hidden, 'live')).toBe('pay');
    expect(tariffOffer(hidden, 'test')).toBe('pay');
  });

  it('an ending tariff is offered to prolong', () => {
    expect(tariffOffer(expiring, 'live')).toBe('prolong');
  });

  it('without payments the badge says so instead of offering a button that fails', () => {
    for (const badge of [hidden, ended, expiring])
      expect(tariffOffer(badge, 'unavailable')).toBe('paymentsOff');
  });

  it('offers nothing to a banned carrier (he cannot pay) or one with days to spare', () => {
    for (const payments of ['live', 'test', 'unavailable'] as const) {
      expect(tariffOffer({ kind: 'banned' }, payments)).toBeNull();
      expect(tariffOffer({ kind: 'active', paidUntil: NOW.toISOString() }, payments)).toBeNull();
    }
  });
});

describe('tariffLabel', () => {
  it('names the demo and paid tariffs as the spec does, and upper-cases unknown codes', () => {
    expect(tariffLabel('demo')).toBe('DEMO');
    expect(tariffLabel('pro')).toBe('PRO');
    expect(tariffLabel('max')).toBe('MAX');
    expect(tariffLabel(null)).toBe('');
  });
});
