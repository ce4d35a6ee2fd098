import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CORRIDOR_SORTS,
  CORRIDOR_SORT_LABELS,
  compareCorridorResults,
  pricePerKmKopecks,
  type CorridorResult,
} from '../src/corridor-sort';

const arbResult: fc.Arbitrary<CorridorResult> = fc.record({
  id: fc.uuid(),
  detourKm: fc.integer({ min: 0, max: 400 }),
  loadingDate: fc.constantFrom('2026-03-01', '2026-03-02', '2026-03-10'),
  budgetKopecks: fc.option(fc.integer({ min: 0, max: 50_000_000 }), { freq: 4 }),
  loadKm: fc.double({ min: 0, max: 3000, noNaN: true }),
});
const arbResults = fc.uniqueArray(arbResult, { selector: (result) => result.id, maxLength: 40 });
const arbSort = fc.constantFrom(...CORRIDOR_SORTS);

const result = (id: string, fields: Partial<CorridorResult>): CorridorResult => ({
  id,
  detourKm: 0,
  loadingDate: '2026-03-01',
  budgetKopecks: null,
  loadKm: 100,
  ...fields,
});
const orderOf = (sort: (typeof CORRIDOR_SORTS)[number], results: CorridorResult[]) =>
  [...results].sort(compareCorridorResults(sort)).map((r) => r.id);

describe('compareCorridorResults', () => {
  it('is a total order: antisymmetric, transitive, and 0 only for the same id', () => {
    fc.assert(
      fc.property(arbSort, arbResult, arbResult, arbResult, (sort, a, b, c) => {
        const compare = compareCorridorResults(sort);
        expect(Math.sign(compare(a, b))).toBe(-Math.sign(compare(b, a)));
        if (compare(a, b) === 0) expect(a.id).toBe(b.id);
        if (compare(a, b) <= 0 && compare(b, c) <= 0) expect(compare(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('gives the same order whatever order the results arrive in', () => {
    fc.assert(
      fc.property(arbSort, arbResults, fc.infiniteStream(fc.nat()), (sort, results, randoms) => {
        const shuffled = results
          .map((r) => ({ r, key: randoms.next().value as number }))
          .sort((x, y) => x.key - y.key)
          .map(({ r }) => r);
        expect(orderOf(sort, shuffled)).toEqual(orderOf(sort, results));
      }),
    );
  });

  it('orders by the smallest detour, then the id', () => {
    const results = [
      result('c', { detourKm: 5 }),
      result('b', { detourKm: 0 }),
      result('a', { detourKm: 5 }),
    ];
    expect(orderOf('detour', results)).toEqual(['b', 'a', 'c']);
  });

  it('orders by the earliest loading date, then the smallest detour', () => {
    const results = [
      result('a', { loadingDate: '2026-03-02', detourKm: 0 }),
      result('b', { loadingDate: '2026-03-01', detourKm: 40 }),
      result('c', { loadingDate: '2026-03-01', detourKm: 10 }),
    ];
    expect(orderOf('loadingDate', results)).toEqual(['c', 'b', 'a']);
  });

  it('orders by the lowest price, listings without a price last', () => {
    const results = [
      result('a', { budgetKopecks: null }),
      result('b', { budgetKopecks: 5_000_000 }),
      result('c', { budgetKopecks: 1_000_000 }),
    ];
    expect(orderOf('price', results)).toEqual(['c', 'b', 'a']);
  });

  it('orders by the best paid km first, listings without a price last', () => {
    const results = [
      result('cheap-long', { budgetKopecks: 5_000_000, loadKm: 1000 }),
      result('none', { budgetKopecks: null }),
      result('dear-short', { budgetKopecks: 3_000_000, loadKm: 100 }),
    ];
    expect(orderOf('pricePerKm', results)).toEqual(['dear-short', 'cheap-long', 'none']);
  });

  it('compares ids by code unit, as PostgreSQL orders lowercase uuids', () => {
    const ids = ['0f000000-0000-4000-8000-000000000000', 'a0000000-0000-4000-8000-000000000000'];
    expect(orderOf('detour', [result(ids[1]!, {}), result(ids[0]!, {})])).toEqual(ids);
  });

  it('has a Russian label for every sort', () => {
    for (const sort of CORRIDOR_SORTS) expect(CORRIDOR_SORT_LABELS[sort]).toMatch(/[а-я]/i);
  });
});

describe('pricePerKmKopecks', () => {
  it('is whole kopecks per km of the load, a load under 1 km counting as 1 km', () => {
    expect(pricePerKmKopecks({ budgetKopecks: 1_000_000, loadKm: 300 })).toBe(3333);
    expect(pricePerKmKopecks({ budgetKopecks: 1_000, loadKm: 0 })).toBe(1000);
    expect(pricePerKmKopecks({ budgetKopecks: null, loadKm: 300 })).toBeNull();
  });
});
