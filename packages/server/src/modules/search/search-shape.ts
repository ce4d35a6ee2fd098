import { confirmedRecentlySince } from '@fura/domain/listing-freshness';
import { moscowToday } from '@fura/domain/loading-date';
import type { TSearchRequest } from '@fura/domain/search';
import { searchBoundingBox } from './bounding-box';

/** Optional filters whose presence changes the statement (each adds conditions with values of its own). */
const OPTIONAL_FILTERS = [
  'from',
  'to',
  'dateFrom',
  'dateTo',
  'cargoType',
  'weightMin',
  'weightMax',
  'volumeMin',
  'volumeMax',
  'budgetMin',
  'budgetMax',
  'bodyType',
] as const satisfies readonly (keyof TSearchRequest)[];

export type OptionalFilter = (typeof OPTIONAL_FILTERS)[number];

/**
 * What makes two searches the same SQL: the type and sort (SQL literals and ORDER BY) and which filters are present.
 * The values themselves are parameters (`searchValues`), so one statement serves every search of a shape.
 */
export interface SearchShape {
  type: TSearchRequest['type'];
  sort: TSearchRequest['sort'];
  verifiedOnly: boolean;
  /** «подтверждено за 24 ч» (issue 26). */
  confirmedWithin24h: boolean;
  present: ReadonlySet<OptionalFilter>;
}

export function shapeOf(filters: TSearchRequest): SearchShape {
  return {
    type: filters.type,
    sort: filters.sort,
    verifiedOnly: filters.verifiedOnly === true,
    confirmedWithin24h: filters.confirmedWithin24h === true,
    present: new Set(OPTIONAL_FILTERS.filter((name) => filters[name] !== undefined)),
  };
}

export function shapeKey(shape: SearchShape): string {
  const present = OPTIONAL_FILTERS.map((name) => (shape.present.has(name) ? '1' : '0')).join('');
  const flags = `${shape.verifiedOnly ? 1 : 0}${shape.confirmedWithin24h ? 1 : 0}`;
  return `${shape.type}:${shape.sort}:${flags}:${present}`;
}

export type RadiusEnd = 'from' | 'to';

/** Placeholder names of a radius filter: its centre, radius and bounding box. */
export const radiusParams = (end: RadiusEnd) =>
  ({
    lat: `${end}Lat`,
    lon: `${end}Lon`,
    radiusKm: `${end}RadiusKm`,
    minLat: `${end}MinLat`,
    maxLat: `${end}MaxLat`,
    minLon: `${end}MinLon`,
    maxLon: `${end}MaxLon`,
  }) as const;

/** Placeholders every search has: today's Moscow date (loading dates before it are out) and the 24 h bound. */
export const TODAY_PARAM = 'today';
export const CONFIRMED_SINCE_PARAM = 'confirmedSince';

/**
 * The values of a search's placeholders (names as in `radiusParams`, the filter names, `offset`, `today` and
 * `confirmedSince`). `now` is the clock the domain's `matchesSearch` is given for the same answer.
 */
export function searchValues(filters: TSearchRequest, now: Date = new Date()): Record<string, unknown> {
  const values: Record<string, unknown> = {
    offset: filters.offset,
    [TODAY_PARAM]: moscowToday(now),
    [CONFIRMED_SINCE_PARAM]: confirmedRecentlySince(now).toISOString(),
  };
  for (const name of OPTIONAL_FILTERS) {
    const value = filters[name];
    if (value === undefined) continue;
    if (typeof value === 'object') {
      const names = radiusParams(name as RadiusEnd);
      const box = searchBoundingBox(value, value.radiusKm);
      Object.assign(values, {
        [names.lat]: value.lat,
        [names.lon]: value.lon,
        [names.radiusKm]: value.radiusKm,
        [names.minLat]: box.minLat,
        [names.maxLat]: box.maxLat,
        [names.minLon]: box.minLon,
        [names.maxLon]: box.maxLon,
      });
    } else {
      values[name] = value;
    }
  }
  return values;
}
