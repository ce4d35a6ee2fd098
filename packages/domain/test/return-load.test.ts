import { describe, expect, it } from 'vitest';
import type { ArticleStatus } from '../src/articles';
import {
  isReturnLoadDeal,
  returnLoadDateFrom,
  returnLoadDeals,
  returnLoadVehicleFilters,
  type ReturnLoadDeal,
} from '../src/return-load';

const CARRIER = 'carrier-1';
const OWNER = 'owner-1';
const NOW = new Date('2030-05-10T09:00:00.000Z');

function order(status: ArticleStatus, fields: Partial<ReturnLoadDeal> = {}): ReturnLoadDeal {
  return {
    _id: 'o1',
    type: 'order',
    status,
    author: { _id: OWNER },
    executors: [{ user: { _id: CARRIER } }],
    delivered: [],
    loadingDate: '2030-05-08',
    updatedAt: '2030-05-09T10:00:00.000Z',
    car: null,
    ...fields,
  };
}

function offer(status: ArticleStatus, fields: Partial<ReturnLoadDeal> = {}): ReturnLoadDeal {
  return {
    ...order(status),
    _id: 'f1',
    type: 'offer',
    author: { _id: CARRIER },
    executors: [{ user: { _id: OWNER } }],
    car: { bodyType: 'tent', capacityTons: 20 },
    ...fields,
  };
}

describe('return load: which deals qualify', () => {
  it('takes an order the carrier executes in work, on the way and delivered', () => {
    expect(isReturnLoadDeal(order(3), CARRIER, NOW)).toBe(true);
    expect(isReturnLoadDeal(order(4), CARRIER, NOW)).toBe(true);
    const delivered = order(4, { delivered: [{ userId: CARRIER, at: '2030-05-09T12:00:00.000Z' }] });
    expect(isReturnLoadDeal(delivered, CARRIER, NOW)).toBe(true);
  });

  it('takes his own offer only once it has executors', () => {
    expect(isReturnLoadDeal(offer(3), CARRIER, NOW)).toBe(true);
    expect(isReturnLoadDeal(offer(4, { executors: [] }), CARRIER, NOW)).toBe(false);
  });

  it('refuses a listing the carrier does not carry: another carrier’s order, someone else’s offer', () => {
    expect(isReturnLoadDeal(order(4, { executors: [{ user: { _id: 'other' } }] }), CARRIER, NOW)).toBe(false);
    expect(isReturnLoadDeal(offer(4, { author: { _id: 'other' } }), CARRIER, NOW)).toBe(false);
  });

  it('refuses drafts, published listings, cancelled ones and the trash', () => {
    for (const status of [1, 2, 6, 7] as const) {
      expect(isReturnLoadDeal(order(status), CARRIER, NOW), `status ${status}`).toBe(false);
    }
  });

  it('keeps a completed deal for 3 days after completion, not a moment longer', () => {
    const completed = (at: string) => order(5, { updatedAt: at });
    expect(isReturnLoadDeal(completed('2030-05-07T09:00:00.000Z'), CARRIER, NOW)).toBe(true);
    expect(isReturnLoadDeal(completed('2030-05-07T08:59:59.000Z'), CARRIER, NOW)).toBe(false);
    expect(isReturnLoadDeal(completed('not a date'), CARRIER, NOW)).toBe(false);
  });

  it('lists the eligible deals once each, the most recent first', () => {
    const deals = [
      order(4, { _id: 'a', updatedAt: '2030-05-08T10:00:00.000Z' }),
      offer(3, { _id: 'b', updatedAt: '2030-05-09T10:00:00.000Z' }),
      order(5, { _id: 'c', updatedAt: '2030-05-01T10:00:00.000Z' }),
      order(4, { _id: 'a', updatedAt: '2030-05-08T10:00:00.000Z' }),
    ];
    expect(returnLoadDeals(deals, CARRIER, NOW).map((deal) => deal._id)).toEqual(['b', 'a']);
  });
});

describe('return load: what the search starts from', () => {
  it('loads from the delivery date, or today when that has passed (Moscow dates)', () => {
    expect(returnLoadDateFrom(order(3, { loadingDate: '2030-05-20' }), NOW)).toBe('2030-05-20');
    expect(returnLoadDateFrom(order(3, { loadingDate: '2030-05-01' }), NOW)).toBe('2030-05-10');
    const late = order(4, {
      loadingDate: '2030-05-20',
      delivered: [
        { userId: OWNER, at: '2030-05-21T08:00:00.000Z' },
        { userId: 'x', at: '2030-05-22T22:30:00.000Z' },
      ],
    });
    // 22:30 UTC is already the 23rd in Moscow.
    expect(returnLoadDateFrom(late, NOW)).toBe('2030-05-23');
  });

  it('filters by the vehicle’s body and capacity when the listing carries one', () => {
    expect(returnLoadVehicleFilters(offer(4))).toEqual({ bodyType: 'tent', weightMax: 20_000 });
    expect(returnLoadVehicleFilters(order(4))).toEqual({});
    // An order carries no vehicle: his only template's, never one of several.
    const tipper = { bodyType: 'tipper' as const, capacityTons: 25 };
    const tent = { bodyType: 'tent' as const, capacityTons: 5 };
    expect(returnLoadVehicleFilters(order(4), [tipper])).toEqual({ bodyType: 'tipper', weightMax: 25_000 });
    expect(returnLoadVehicleFilters(order(4), [tipper, tent])).toEqual({});
    expect(returnLoadVehicleFilters(offer(4), [tipper])).toEqual({ bodyType: 'tent', weightMax: 20_000 });
  });
});
