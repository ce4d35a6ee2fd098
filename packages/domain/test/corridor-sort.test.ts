import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CORRIDOR_SORTS,
  CORRIDOR_SORT_LABELS,
  compareCorridorResults,
  CorridorRanking,
  corridorSortKey,
  pricePerKmKopecks,
  type CorridorSort,
  type CorridorSortFields,
} from '../src/corridor-sort';

/** A listing with everything a sort may look at. */
type Listed = CorridorSortFields & { id: string; detourKm: number };

const arbResult: fc.Arbitrary<Listed> = fc.record({
  id: fc.uuid(),
  detourKm: fc.integer({ min: 0, max: 400 }),
  loadingDate: fc.constantFrom('2026-03-01', '2026-03-02', '2026-03-10'),
  budgetKopecks: fc.option(fc.integer({ min: 0, max: 50_000_000 }), { freq: 4 }),
  loadKm: fc.double({ min: 0, max: 3000, noNaN: true }),
});
const arbResults = fc.uniqueArray(arbResult, { selector: (result) => result.id, maxLength: 40 });
const arbSort = fc.constantFrom(...CORRIDOR_SORTS);

const result = (id: string, fields: Partial<Listed>): Listed => ({
  id,
  detourKm: 0,
  loadingDate: '2026-03-01',
  budgetKopecks: null,
  loadKm: 100,
  ...fields,
});
const keyed = (sort: CorridorSort, listed: Listed) => ({
  id: listed.id,
  detourKm: listed.detourKm,
  key: corridorSortKey(sort, listed),
});
const orderOf = (sort: CorridorSort, results: Listed[]) =>
  results
    .map((listed) => keyed(sort, listed))
    .sort(compareCorridorResults)
    .map((r) => r.id);

describe('compareCorridorResults', () => {
  it('is a total order: antisymmetric, transitive, and 0 only for the same id', () => {
    fc.assert(
      fc.property(arbSort, arbResult, arbResult, arbResult, (sort, x, y, z) => {
        const [a, b, c] = [keyed(sort, x), keyed(sort, y), keyed(sort, z)];
        const compare = compareCorridorResults;
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

describe('CorridorRanking', () => {
  it('keeps the first `limit` of the full order and counts every match (property)', () => {
    fc.assert(
      fc.property(arbSort, arbResults, fc.integer({ min: 1, max: 300 }), (sort, results, limit) => {
        const ranking = new CorridorRanking<ReturnType<typeof keyed>>(limit);
        for (const listed of results) {
          const one = keyed(sort, listed);
          ranking.offer(one.key, one.detourKm, () => one);
        }
        expect(ranking.count).toBe(results.length);
        expect(ranking.results().map((r) => r.id)).toEqual(orderOf(sort, results).slice(0, limit));
      }),
    );
  });

  it('asks for a result only when it may rank', () => {
    const ranking = new CorridorRanking<ReturnType<typeof keyed>>(1);
    const made: string[] = [];
    for (const [id, detourKm] of [
      ['b', 3],
      ['c', 9],
      ['a', 3],
    ] as const) {
      ranking.offer(null, detourKm, () => {
        made.push(id);
        return { id, detourKm, key: null };
      });
    }
    // «c» is farther than the kept «b» and is never built; «a» ties on the detour and wins on the id.
    expect(made).toEqual(['b', 'a']);
    expect(ranking.results().map((r) => r.id)).toEqual(['a']);
  });
});
