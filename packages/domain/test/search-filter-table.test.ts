import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BODY_TYPES, type BodyType } from '../src/article-options';
import { CARGO_TYPES } from '../src/articles';
import { matchesSearch, type SearchableArticle } from '../src/search';
import { filterView, SearchFilterTable, type SearchFilters } from '../src/search-filter-table';

const now = new Date('2026-11-30T09:00:00Z');
const HOUR = 3_600_000;

/** Values near each other, so that bounds, radii and dates fall on both sides (and exactly on) the listing's. */
const arbDate = fc.constantFrom('2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2027-01-10');
const arbLat = fc.integer({ min: 0, max: 40 }).map((step) => 55 + step / 20);
const arbLon = fc.integer({ min: 0, max: 40 }).map((step) => 37 + step / 20);
const arbArea = fc.record({ lat: arbLat, lon: arbLon, radiusKm: fc.constantFrom(0, 10, 30, 50, 100, 150) });
const arbAmount = fc.constantFrom(0, 500, 1000, 1500, 5000, 20_000);
const arbBody = fc.constantFrom(...BODY_TYPES);

/** Each filter is given one time in four: enough searches hold for the property to say something of them. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });

const arbFilters: fc.Arbitrary<SearchFilters> = fc
  .record({
    type: fc.constantFrom('order' as const, 'offer' as const),
    from: sometimes(arbArea),
    to: sometimes(arbArea),
    dateFrom: sometimes(arbDate),
    dateTo: sometimes(arbDate),
    cargoType: sometimes(fc.constantFrom(...CARGO_TYPES)),
    weightMin: sometimes(arbAmount),
    weightMax: sometimes(arbAmount),
    volumeMin: sometimes(arbAmount),
    volumeMax: sometimes(arbAmount),
    bodyType: sometimes(arbBody),
    budgetMin: sometimes(arbAmount),
    budgetMax: sometimes(arbAmount),
    verifiedOnly: sometimes(fc.boolean()),
    confirmedWithin24h: sometimes(fc.boolean()),
  })
  .map(
    (filters) =>
      Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as SearchFilters,
  );

const arbListing: fc.Arbitrary<SearchableArticle> = fc.record({
  type: fc.constantFrom('order' as const, 'offer' as const),
  status: fc.constantFrom(2, 2, 2, 1, 3),
  from: fc.record({ lat: arbLat, lon: arbLon }),
  to: fc.record({ lat: arbLat, lon: arbLon }),
  loadingDate: arbDate,
  cargoTypes: fc.uniqueArray(fc.constantFrom(...CARGO_TYPES), { maxLength: 3 }),
  weightKg: fc.option(arbAmount),
  volumeM3: fc.option(arbAmount),
  bodyTypes: fc.uniqueArray(arbBody, { maxLength: 3 }),
  budgetKopecks: fc.option(arbAmount),
  authorVisible: fc.boolean(),
  authorPassportVerified: fc.boolean(),
  confirmedAt: fc.option(
    fc.integer({ min: 0, max: 48 }).map((hours) => new Date(now.getTime() - hours * HOUR)),
  ),
});

/** A published order Москва → Казань loading on 1 December, with nothing else said unless given. */
const moscowKazan = (overrides: Partial<SearchableArticle>): SearchableArticle => ({
  type: 'order',
  status: 2,
  from: { lat: 55.75, lon: 37.62 },
  to: { lat: 55.8, lon: 49.1 },
  loadingDate: '2026-12-01',
  cargoTypes: [],
  weightKg: null,
  volumeM3: null,
  bodyTypes: [],
  budgetKopecks: null,
  authorVisible: true,
  ...overrides,
});

describe('SearchFilterTable', () => {
  it('holds exactly what matchesSearch holds, for any filters and listing (property)', () => {
    let held = 0;
    fc.assert(
      fc.property(fc.array(arbFilters, { minLength: 1, maxLength: 12 }), arbListing, (searches, listing) => {
        // Rows written in any order and overwritten: each answers for the filters it holds now.
        const table = new SearchFilterTable();
        searches.forEach((filters, row) => table.set(row, searches[(row + 1) % searches.length]!));
        searches.forEach((filters, row) => table.set(row, filters));
        const view = filterView(listing, now);
        searches.forEach((filters, row) => {
          const expected = matchesSearch(listing, { ...filters, sort: 'newest', offset: 0 }, now);
          expect(view !== null && table.holds(row, view)).toBe(expected);
          if (expected) held++;
        });
      }),
      { numRuns: 3000 },
    );
    // Enough of the searches hold for the property to say something about them.
    expect(held).toBeGreaterThan(100);
  }, 30_000);

  it('grows past its first thousand rows and keeps the rows written before', () => {
    const table = new SearchFilterTable();
    const listing = moscowKazan({ cargoTypes: [1], weightKg: 5000, bodyTypes: ['tent'] });
    const tent: SearchFilters = { type: 'order', bodyType: 'tent', from: { ...listing.from, radiusKm: 30 } };
    const refrigerator: SearchFilters = { type: 'order', bodyType: 'refrigerator' };
    table.set(0, tent);
    table.set(5000, refrigerator);
    const view = filterView(listing, now)!;
    expect(table.holds(0, view)).toBe(true);
    expect(table.holds(5000, view)).toBe(false);
  });

  it('reorder renumbers the rows, each keeping its filters', () => {
    const table = new SearchFilterTable();
    const bodies = ['tent', 'refrigerator', 'isotherm'] as const;
    bodies.forEach((bodyType, row) => table.set(row, { type: 'order', bodyType }));
    table.reorder([2, 0, 1]);
    const listing = moscowKazan({ bodyTypes: ['isotherm'] });
    const view = filterView(listing, now)!;
    expect([0, 1, 2].map((row) => table.holds(row, view))).toEqual([true, false, false]);
  });

  it('a body type no longer offered matches only listings with any body', () => {
    const table = new SearchFilterTable();
    table.set(0, { type: 'order', bodyType: 'removed' as BodyType });
    const listing = moscowKazan({ bodyTypes: [...BODY_TYPES] });
    expect(table.holds(0, filterView(listing, now)!)).toBe(false);
    expect(table.holds(0, filterView({ ...listing, bodyTypes: [] }, now)!)).toBe(true);
  });
});
