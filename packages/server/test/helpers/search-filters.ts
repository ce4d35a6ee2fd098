import fc from 'fast-check';
import { CARGO_TYPES, type ArticleType } from '@fura/domain/articles';
import { BODY_TYPES } from '@fura/domain/article-options';
import type { LatLon } from '@fura/domain/geo';
import type { TSearchRequestInput } from '@fura/domain/search';
import { SEARCH_SORTS } from '@fura/domain/search-sorts';
import { addDays, CITIES } from './search-dataset';

// The search filters the property test (search-property.test.ts) generates.

const cityCentre = fc.constantFrom(...CITIES);
const nearCity = fc
  .record({
    city: fc.constantFrom(...CITIES),
    dLat: fc.double({ min: -1.5, max: 1.5, noNaN: true }),
    dLon: fc.double({ min: -2, max: 2, noNaN: true }),
  })
  .map(({ city, dLat, dLon }) => {
    const lon = city.lon + dLon;
    return { lat: city.lat + dLat, lon: lon > 180 ? lon - 360 : lon < -180 ? lon + 360 : lon };
  });
const anywhere = fc.record({
  lat: fc.double({ min: 41, max: 72, noNaN: true }),
  lon: fc.double({ min: -180, max: 180, noNaN: true }),
});
const radiusKm = fc.oneof(
  fc.constantFrom(0, 1, 5, 30, 100, 300, 1000),
  fc.integer({ min: 0, max: 1000 }),
  fc.double({ min: 0, max: 1000, noNaN: true }),
);
const circle = (centre: fc.Arbitrary<LatLon>) =>
  fc.record({ centre, radiusKm }).map(({ centre: c, radiusKm: r }) => ({ ...c, radiusKm: r }));
const radius = circle(fc.oneof(cityCentre, nearCity, anywhere));
/** The distance sort's origin: mostly where the listings are, so most runs have several pages to order. */
const origin = circle(
  fc.oneof(
    { arbitrary: cityCentre, weight: 2 },
    { arbitrary: nearCity, weight: 3 },
    { arbitrary: anywhere, weight: 1 },
  ),
);
const dayOffset = fc.integer({ min: -8, max: 45 });
const weight = fc.oneof(fc.integer({ min: 0, max: 40_000 }), fc.constantFrom(1000, 5000, 20000, 1500.5));
const volume = fc.integer({ min: 0, max: 2000 }).map((tenths) => tenths / 10);
const budget = fc.oneof(
  fc.integer({ min: 0, max: 100_000 }).map((n) => n * 1000),
  fc.constant(50_000_000.5),
);

const filterValues = fc.record({
  from: radius,
  to: radius,
  dateFrom: dayOffset,
  dateTo: dayOffset,
  cargoType: fc.constantFrom(...CARGO_TYPES),
  weightMin: weight,
  weightMax: weight,
  volumeMin: volume,
  volumeMax: volume,
  bodyType: fc.constantFrom(...BODY_TYPES),
  budgetMin: budget,
  budgetMax: budget,
  confirmedWithin24h: fc.constant(true),
});
type FilterValues = typeof filterValues extends fc.Arbitrary<infer T> ? T : never;
const FILTER_NAMES: readonly (keyof FilterValues)[] = [
  'from',
  'to',
  'dateFrom',
  'dateTo',
  'cargoType',
  'weightMin',
  'weightMax',
  'volumeMin',
  'volumeMax',
  'bodyType',
  'budgetMin',
  'budgetMax',
  'confirmedWithin24h',
];

/** A few filters at a time (up to `most`), so that many searches find something and page. */
const someFilters = (most: number, always: readonly (keyof FilterValues)[] = []) =>
  fc
    .integer({ min: 0, max: most })
    .chain((count) => fc.shuffledSubarray([...FILTER_NAMES], { minLength: count, maxLength: count }))
    .map((chosen) => [...new Set([...always, ...chosen])]);

/** Any type and sort with up to four filters. */
export const filtersArbitrary = fc.record({
  type: fc.constantFrom<ArticleType>('order', 'offer'),
  sort: fc.constantFrom(...SEARCH_SORTS),
  values: filterValues,
  chosen: someFilters(4),
});

/** The distance sort always with an origin: it widens its radius step by step (search-query `searchAttempts`). */
export const distanceArbitrary = fc
  .record({
    type: fc.constantFrom<ArticleType>('order', 'offer'),
    sort: fc.constant('distance' as const),
    values: filterValues,
    origin,
    chosen: someFilters(2, ['from']),
  })
  .map(({ origin: from, values, ...rest }) => ({ ...rest, values: { ...values, from } }));

export type GeneratedFilters = typeof filtersArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** The request the generated filters stand for; dates count from `today`. */
export function toInput(
  { type, sort, values, chosen }: GeneratedFilters,
  today: string,
): TSearchRequestInput {
  const input: TSearchRequestInput = { type, sort };
  for (const name of chosen) {
    if (name === 'from' || name === 'to') input[name] = values[name];
    else if (name === 'dateFrom' || name === 'dateTo') input[name] = addDays(today, values[name]);
    else if (name === 'cargoType') input.cargoType = values.cargoType;
    else if (name === 'bodyType') input.bodyType = values.bodyType;
    else if (name === 'confirmedWithin24h') input.confirmedWithin24h = values.confirmedWithin24h;
    else input[name] = values[name];
  }
  return input;
}
