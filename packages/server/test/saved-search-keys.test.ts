import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { greatCircleLine } from '@fura/domain/corridor';
import { savedSearchMatches, type TSavedSearchQuery } from '@fura/domain/saved-searches';
import type { SearchableArticle } from '@fura/domain/search';
import { listingKeys, savedSearchKeys } from '../src/modules/saved-search/search-keys';

const NOW = new Date('2026-11-28T09:00:00Z');

// Around European Russia and beyond the Urals: long corridors (more than 1,000 cell pairs) take the coarse keys.
const point = fc.record({
  lat: fc.double({ min: 43, max: 62, noNaN: true }),
  lon: fc.double({ min: 28, max: 90, noNaN: true }),
});

const radiusQuery = fc.record({
  from: fc.option(fc.record({ at: point, radiusKm: fc.constantFrom(30, 100, 300, 1000) }), {
    nil: undefined,
  }),
  to: fc.option(fc.record({ at: point, radiusKm: fc.constantFrom(30, 100, 300, 1000) }), { nil: undefined }),
});

const query: fc.Arbitrary<TSavedSearchQuery> = fc.oneof(
  radiusQuery.map(({ from, to }): TSavedSearchQuery => ({
    kind: 'radius',
    search: {
      type: 'order',
      ...(from ? { from: { ...from.at, radiusKm: from.radiusKm } } : {}),
      ...(to ? { to: { ...to.at, radiusKm: to.radiusKm } } : {}),
    },
  })),
  fc
    .record({ departure: point, destination: point, widthKm: fc.constantFrom(20, 50, 100) })
    .map(({ departure, destination, widthKm }): TSavedSearchQuery => ({
      kind: 'corridor',
      search: { type: 'order', route: { departure, via: [], destination }, widthKm },
    })),
);

function listing(from: { lat: number; lon: number }, to: { lat: number; lon: number }): SearchableArticle {
  return {
    type: 'order',
    status: 2,
    from,
    to,
    loadingDate: '2026-11-30',
    cargoTypes: [1],
    weightKg: 5000,
    volumeM3: null,
    bodyTypes: ['tent'],
    budgetKopecks: null,
    authorVisible: true,
    authorPassportVerified: false,
    confirmedAt: null,
  };
}

describe('saved searches’ keys', () => {
  it('a search holds one of the keys of every listing its rule takes (fine pairs, 5° cells, wildcards)', () => {
    fc.assert(
      fc.property(
        query,
        fc.array(fc.tuple(point, point), { minLength: 20, maxLength: 20 }),
        (search, ends) => {
          const line = search.kind === 'corridor' ? greatCircleLine(search.search.route) : null;
          const held = new Set(savedSearchKeys(search, line));
          for (const [from, to] of ends) {
            if (!savedSearchMatches(search, listing(from, to), NOW)) continue;
            expect(listingKeys('order', from, to).some((key) => held.has(key))).toBe(true);
          }
        },
      ),
      { numRuns: 400 },
    );
  }, 60_000);

  it('each search’s keys are of one shape: a listing finds it by one key at most', () => {
    fc.assert(
      fc.property(query, point, point, (search, from, to) => {
        const line = search.kind === 'corridor' ? greatCircleLine(search.search.route) : null;
        const held = new Set(savedSearchKeys(search, line));
        expect(listingKeys('order', from, to).filter((key) => held.has(key)).length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 400 },
    );
  }, 60_000);
});
