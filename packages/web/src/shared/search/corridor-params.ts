import type { ArticleType, CargoType } from '@fura/domain/articles';
import type { BodyType } from '@fura/domain/article-options';
import { CORRIDOR_DEFAULT_KM, MAX_VIA_POINTS, isCorridorWidth } from '@fura/domain/corridor';
import type { TCorridorRequest } from '@fura/domain/corridor-search';
import { MAX_START_RADIUS_KM } from '@fura/domain/search-limits';
import { CORRIDOR_SORTS, type CorridorSort } from '@fura/domain/corridor-sort';
import {
  countListingFilters,
  listingFilterRequest,
  readListingFilters,
  readRange,
  writeListingFilters,
} from './search-params';

/**
 * The corridor search («По пути», «Обратный груз») as its pages keep it in the URL query string, so that a result
 * list survives a reload and can be shared. Pure: `fromCorridorParams(toCorridorParams(f))` gives `f` back; a value
 * that does not parse is left out (a width out of range falls back to the default).
 */

/** A settlement of the route, picked from the suggestions. */
export interface CorridorPoint {
  name: string;
  region: string;
  lat: number;
  lon: number;
}

export interface CorridorFilters {
  departure: CorridorPoint | null;
  /** Intermediate points in driving order, up to MAX_VIA_POINTS. */
  via: CorridorPoint[];
  destination: CorridorPoint | null;
  widthKm: number;
  /** «Обратный груз»: the load's departure within this radius of the route's start; null elsewhere. */
  startRadiusKm: number | null;
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
  verifiedOnly: boolean;
  /** «Подтверждено за 24 ч»: `fresh=1`, as on the search page. */
  confirmedWithin24h: boolean;
  sort: CorridorSort;
}

export const EMPTY_CORRIDOR: CorridorFilters = {
  departure: null,
  via: [],
  destination: null,
  widthKm: CORRIDOR_DEFAULT_KM,
  startRadiusKm: null,
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
  verifiedOnly: false,
  confirmedWithin24h: false,
  sort: 'detour',
};

/** The search page's parameter names for the same ranges, so that a filter reads the same in both URLs. */

/** A start radius the request accepts (ZCorridorRequest). */
export const START_RADIUS_MIN_KM = 1;

function readCoordinate(raw: string | null, limit: number): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

function readPoint(params: URLSearchParams, key: string): CorridorPoint | null {
  const name = params.get(`${key}Name`)?.trim() ?? '';
  const lat = readCoordinate(params.get(`${key}Lat`), 90);
  const lon = readCoordinate(params.get(`${key}Lon`), 180);
  if (!name || name.length > 300 || lat === null || lon === null) return null;
  return { name, region: params.get(`${key}Region`)?.trim().slice(0, 120) ?? '', lat, lon };
}

function writePoint(params: URLSearchParams, key: string, point: CorridorPoint | null): void {
  if (!point) return;
  params.set(`${key}Name`, point.name);
  params.set(`${key}Lat`, String(point.lat));
  params.set(`${key}Lon`, String(point.lon));
  if (point.region) params.set(`${key}Region`, point.region);
}

function readEnum<T extends string | number>(raw: string | null, values: readonly T[]): T | null {
  return values.find((value) => String(value) === raw) ?? null;
}

export function isStartRadius(km: number): boolean {
  return Number.isInteger(km) && km >= START_RADIUS_MIN_KM && km <= MAX_START_RADIUS_KM;
}

export function fromCorridorParams(params: URLSearchParams): CorridorFilters {
  const via: CorridorPoint[] = [];
  for (let index = 1; index <= MAX_VIA_POINTS; index++) {
    const point = readPoint(params, `via${index}`);
    if (point) via.push(point);
  }
  const width = Number(params.get('w'));
  const radius = readRange(params.get('r'), MAX_START_RADIUS_KM);
  const shared = readListingFilters(params);
  const filters: CorridorFilters = {
    ...EMPTY_CORRIDOR,
    departure: readPoint(params, 'dep'),
    via,
    destination: readPoint(params, 'dest'),
    widthKm: params.has('w') && isCorridorWidth(width) ? width : CORRIDOR_DEFAULT_KM,
    startRadiusKm: radius !== null && isStartRadius(radius) ? radius : null,
    ...shared,
    verifiedOnly: shared.verifiedOnly === true,
    confirmedWithin24h: shared.confirmedWithin24h === true,
    sort: readEnum(params.get('sort'), CORRIDOR_SORTS) ?? 'detour',
  };
  return filters;
}

/** The query string of the filters; `extra` keeps a page's own keys (the return load's `deal`). */
export function toCorridorParams(
  filters: CorridorFilters,
  extra: Record<string, string> = {},
): URLSearchParams {
  const params = new URLSearchParams(extra);
  writePoint(params, 'dep', filters.departure);
  filters.via
    .slice(0, MAX_VIA_POINTS)
    .forEach((point, index) => writePoint(params, `via${index + 1}`, point));
  writePoint(params, 'dest', filters.destination);
  if (filters.widthKm !== CORRIDOR_DEFAULT_KM) params.set('w', String(filters.widthKm));
  if (filters.startRadiusKm !== null) params.set('r', String(filters.startRadiusKm));
  writeListingFilters(params, filters);
  if (filters.sort !== 'detour') params.set('sort', filters.sort);
  return params;
}

/** The body of POST /api/article/corridor for one page, or null while the route lacks its two ends. */
export function toCorridorRequest(
  filters: CorridorFilters,
  offset: number,
  type: ArticleType,
): TCorridorRequest | null {
  const { departure, destination } = filters;
  if (!departure || !destination) return null;
  const at = (point: CorridorPoint) => ({ lat: point.lat, lon: point.lon });
  return {
    type,
    route: { departure: at(departure), via: filters.via.map(at), destination: at(destination) },
    widthKm: filters.widthKm,
    sort: filters.sort,
    offset,
    ...(filters.startRadiusKm !== null ? { startRadiusKm: filters.startRadiusKm } : {}),
    ...listingFilterRequest(filters),
  };
}

/** How many filters beyond the route are set (a range or a date range counts once); for the folded panel's badge. */
export const countCorridorFilters = (filters: CorridorFilters): number => countListingFilters(filters);
