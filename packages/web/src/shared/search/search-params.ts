import { CARGO_TYPES, type ArticleType, type CargoType } from '@fura/domain/articles';
import { BODY_TYPES, type BodyType } from '@fura/domain/article-options';
import { kopecksToRubles, rublesToKopecks } from '@fura/domain/money';
import type { TSearchRequest } from '@fura/domain/search';
import { SEARCH_SORTS, type SearchSort } from '@fura/domain/search-sorts';

/**
 * The search filters as the page keeps them in the URL query string, so that a search can be shared, reloaded and
 * restored with the back button. Pure: `fromSearchParams(toSearchParams(f))` gives `f` back; a value that does not
 * parse is left out.
 */

export const RADIUS_OPTIONS_KM = [0, 25, 50, 100, 200, 500, 1000] as const;
export const DEFAULT_RADIUS_KM = 50;

/** A settlement picked in a filter with the search radius around it. */
export interface SearchPlace {
  name: string;
  region: string;
  lat: number;
  lon: number;
  radiusKm: number;
}

export interface SearchFilters {
  from: SearchPlace | null;
  to: SearchPlace | null;
  /** 'YYYY-MM-DD'. */
  dateFrom: string | null;
  dateTo: string | null;
  cargoType: CargoType | null;
  weightMin: number | null;
  weightMax: number | null;
  volumeMin: number | null;
  volumeMax: number | null;
  bodyType: BodyType | null;
  /** Roubles (the request carries kopecks). */
  budgetMin: number | null;
  budgetMax: number | null;
  /** «Только проверенные»: authors with a verified passport (issue 12); left out when off. */
  verifiedOnly?: boolean;
  /** «Подтверждено за 24 ч» (issue 26): `fresh=1` in the URL; left out when off. */
  confirmedWithin24h?: boolean;
  sort: SearchSort;
}

export type RangeKey = 'weightMin' | 'weightMax' | 'volumeMin' | 'volumeMax' | 'budgetMin' | 'budgetMax';

/**
 * The filters every search of listings has beside its places and its order (the search page and «По пути» alike):
 * one reading and writing of the query string, one request, one count.
 */
export type ListingFilters = Pick<
  SearchFilters,
  'dateFrom' | 'dateTo' | 'cargoType' | RangeKey | 'bodyType' | 'verifiedOnly' | 'confirmedWithin24h'
>;

export const EMPTY_FILTERS: SearchFilters = {
  from: null,
  to: null,
  dateFrom: null,
  dateTo: null,
  cargoType: null,
  weightMin: null,
  weightMax: null,
  volumeMin: null,
  volumeMax: null,
  bodyType: null,
  budgetMin: null,
  budgetMax: null,
  sort: 'newest',
};

/** The largest value each range accepts (the limits of ZSearchRequest; the budget in roubles). */
export const RANGE_MAX: Record<RangeKey, number> = {
  weightMin: 100_000,
  weightMax: 100_000,
  volumeMin: 200,
  volumeMax: 200,
  budgetMin: 100_000_000,
  budgetMax: 100_000_000,
};

const RANGE_PARAMS: Record<RangeKey, string> = {
  weightMin: 'wMin',
  weightMax: 'wMax',
  volumeMin: 'vMin',
  volumeMax: 'vMax',
  budgetMin: 'bMin',
  budgetMax: 'bMax',
};

const RANGE_KEYS = Object.keys(RANGE_PARAMS) as RangeKey[];

type PlaceSide = 'from' | 'to';

function readNumber(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** A whole number 0..max, or null. */
export function readRange(raw: string | null, max: number): number | null {
  if (raw === null || !/^\d{1,12}$/.test(raw)) return null;
  const value = Number(raw);
  return value <= max ? value : null;
}

function readPlace(params: URLSearchParams, side: PlaceSide): SearchPlace | null {
  const name = params.get(`${side}Name`)?.trim() ?? '';
  const lat = readNumber(params.get(`${side}Lat`));
  const lon = readNumber(params.get(`${side}Lon`));
  if (!name || name.length > 300 || lat === null || lon === null) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  const radius = readNumber(params.get(`${side}R`));
  const radiusKm = (RADIUS_OPTIONS_KM as readonly number[]).includes(radius ?? -1)
    ? (radius as number)
    : DEFAULT_RADIUS_KM;
  const region = params.get(`${side}Region`)?.trim().slice(0, 120) ?? '';
  return { name, region, lat, lon, radiusKm };
}

function writePlace(params: URLSearchParams, side: PlaceSide, place: SearchPlace | null): void {
  if (!place) return;
  params.set(`${side}Name`, place.name);
  params.set(`${side}Lat`, String(place.lat));
  params.set(`${side}Lon`, String(place.lon));
  if (place.region) params.set(`${side}Region`, place.region);
  params.set(`${side}R`, String(place.radiusKm));
}

export function isIsoDate(raw: string | null): raw is string {
  if (raw === null || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return false;
  const date = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === raw;
}

function readEnum<T extends string | number>(raw: string | null, values: readonly T[]): T | null {
  return values.find((value) => String(value) === raw) ?? null;
}

/** The shared filters from the query string; a value that does not parse is left out. */
export function readListingFilters(params: URLSearchParams): ListingFilters {
  const filters: ListingFilters = {
    dateFrom: isIsoDate(params.get('dateFrom')) ? params.get('dateFrom') : null,
    dateTo: isIsoDate(params.get('dateTo')) ? params.get('dateTo') : null,
    cargoType: readEnum(params.get('cargo'), CARGO_TYPES),
    bodyType: readEnum(params.get('body'), BODY_TYPES),
    weightMin: null,
    weightMax: null,
    volumeMin: null,
    volumeMax: null,
    budgetMin: null,
    budgetMax: null,
  };
  if (params.get('verified') === '1') filters.verifiedOnly = true;
  if (params.get('fresh') === '1') filters.confirmedWithin24h = true;
  for (const key of RANGE_KEYS) filters[key] = readRange(params.get(RANGE_PARAMS[key]), RANGE_MAX[key]);
  return filters;
}

export function fromSearchParams(params: URLSearchParams): SearchFilters {
  return normalizeFilters({
    ...EMPTY_FILTERS,
    from: readPlace(params, 'from'),
    to: readPlace(params, 'to'),
    ...readListingFilters(params),
    sort: readEnum(params.get('sort'), SEARCH_SORTS) ?? 'newest',
  });
}

/** Distance sorting needs an origin: without «Откуда» the search falls back to the newest first. */
export function normalizeFilters(filters: SearchFilters): SearchFilters {
  if (filters.sort === 'distance' && !filters.from) return { ...filters, sort: 'newest' };
  return filters;
}

/** Writes the shared filters into the query string (only those set). */
export function writeListingFilters(params: URLSearchParams, filters: ListingFilters): void {
  if (filters.dateFrom) params.set('dateFrom', filters.dateFrom);
  if (filters.dateTo) params.set('dateTo', filters.dateTo);
  if (filters.cargoType !== null) params.set('cargo', String(filters.cargoType));
  for (const key of RANGE_KEYS) {
    const value = filters[key];
    if (value !== null) params.set(RANGE_PARAMS[key], String(value));
  }
  if (filters.bodyType) params.set('body', filters.bodyType);
  if (filters.verifiedOnly) params.set('verified', '1');
  if (filters.confirmedWithin24h) params.set('fresh', '1');
}

export function toSearchParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  writePlace(params, 'from', filters.from);
  writePlace(params, 'to', filters.to);
  writeListingFilters(params, filters);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  return params;
}

/** The shared filters as request fields (the budget in kopecks); unset ones are left out. */
export function listingFilterRequest(
  filters: ListingFilters,
): Partial<Omit<TSearchRequest, 'type' | 'from' | 'to' | 'sort' | 'offset'>> {
  const request: ReturnType<typeof listingFilterRequest> = {};
  if (filters.dateFrom) request.dateFrom = filters.dateFrom;
  if (filters.dateTo) request.dateTo = filters.dateTo;
  if (filters.cargoType !== null) request.cargoType = filters.cargoType;
  if (filters.weightMin !== null) request.weightMin = filters.weightMin;
  if (filters.weightMax !== null) request.weightMax = filters.weightMax;
  if (filters.volumeMin !== null) request.volumeMin = filters.volumeMin;
  if (filters.volumeMax !== null) request.volumeMax = filters.volumeMax;
  if (filters.bodyType) request.bodyType = filters.bodyType;
  if (filters.budgetMin !== null) request.budgetMin = rublesToKopecks(filters.budgetMin);
  if (filters.budgetMax !== null) request.budgetMax = rublesToKopecks(filters.budgetMax);
  if (filters.verifiedOnly) request.verifiedOnly = true;
  if (filters.confirmedWithin24h) request.confirmedWithin24h = true;
  return request;
}

/**
 * The shared filters of a request (a saved search's, issue 27): the inverse of `listingFilterRequest`, the budget back
 * in roubles.
 */
export function listingFiltersFromRequest(
  request: Partial<Omit<TSearchRequest, 'type' | 'from' | 'to' | 'sort' | 'offset'>>,
): ListingFilters {
  const filters: ListingFilters = {
    dateFrom: request.dateFrom ?? null,
    dateTo: request.dateTo ?? null,
    cargoType: request.cargoType ?? null,
    weightMin: request.weightMin ?? null,
    weightMax: request.weightMax ?? null,
    volumeMin: request.volumeMin ?? null,
    volumeMax: request.volumeMax ?? null,
    bodyType: request.bodyType ?? null,
    budgetMin: request.budgetMin === undefined ? null : kopecksToRubles(request.budgetMin),
    budgetMax: request.budgetMax === undefined ? null : kopecksToRubles(request.budgetMax),
  };
  if (request.verifiedOnly) filters.verifiedOnly = true;
  if (request.confirmedWithin24h) filters.confirmedWithin24h = true;
  return filters;
}

/** The body of POST /api/article/search for one page. */
export function toSearchRequest(filters: SearchFilters, offset: number, type: ArticleType): TSearchRequest {
  const { from, to } = filters;
  return {
    type,
    sort: normalizeFilters(filters).sort,
    offset,
    ...(from ? { from: { lat: from.lat, lon: from.lon, radiusKm: from.radiusKm } } : {}),
    ...(to ? { to: { lat: to.lat, lon: to.lon, radiusKm: to.radiusKm } } : {}),
    ...listingFilterRequest(filters),
  };
}

/** How many shared filters are set (a range or a date range counts once). */
export function countListingFilters(filters: ListingFilters): number {
  const set = [
    filters.dateFrom ?? filters.dateTo,
    filters.cargoType,
    filters.weightMin ?? filters.weightMax,
    filters.volumeMin ?? filters.volumeMax,
    filters.bodyType,
    filters.budgetMin ?? filters.budgetMax,
    filters.verifiedOnly ? true : null,
    filters.confirmedWithin24h ? true : null,
  ];
  return set.filter((value) => value !== null).length;
}

/** How many filters are set (a range or a date range counts once); the sort is not a filter. */
export function countActiveFilters(filters: SearchFilters): number {
  return [filters.from, filters.to].filter((place) => place !== null).length + countListingFilters(filters);
}
