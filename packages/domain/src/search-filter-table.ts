import { BODY_TYPES } from './article-options';
import type { ArticleType } from './articles';
import { haversineKmBetween } from './geo';
import { confirmedRecentlySince } from './listing-freshness';
import { moscowToday } from './loading-date';
import type { SearchableArticle, TSearchRequest } from './search';

/**
 * The search rule (`matchesSearch`) for thousands of saved searches decided against one listing in a row (the search
 * book, decision 39). Each search's filters are numbers in one row of a Float64Array, so deciding one reads a couple
 * of cache lines lying together rather than a search object, its areas and a closure spread over the heap — at
 * 100,000 searches that spread, not the arithmetic, was the cost. The listing's side is worked out once
 * (`filterView`). A property test holds `holds` to `matchesSearch` for any search and listing.
 */

/** A search's filters: the search request without its page. */
export type SearchFilters = Omit<TSearchRequest, 'sort' | 'offset'>;

/** The listing as every row is compared with it, worked out once per listing. */
export interface FilterView {
  type: number;
  fromLat: number;
  fromLon: number;
  toLat: number;
  toLon: number;
  loadingDay: number;
  cargoTypes: readonly number[];
  weightKg: number | null;
  volumeM3: number | null;
  budgetKopecks: number | null;
  /** Bit i: BODY_TYPES[i] is among the listing's body types. */
  bodyMask: number;
  bodyCount: number;
  passportVerified: boolean;
  confirmedRecently: boolean;
}

const TYPE = 0;
const FROM = 1; // lat, lon, radius km
const TO = 4;
const DATE_FROM = 7;
const DATE_TO = 8;
const CARGO = 9;
const WEIGHT = 10; // min, max
const VOLUME = 12;
const BUDGET = 14;
const BODY = 16;
const FLAGS = 17;
const STRIDE = 18;
/** A body type no listing has (a search saved with one since removed): its bit is never set. */
const UNKNOWN_BODY = 31;
if (BODY_TYPES.length >= UNKNOWN_BODY)
  throw new Error('The filter table keeps body types as bits of an int32');
const VERIFIED_ONLY = 1;
const CONFIRMED_WITHIN_24H = 2;

const typeCode = (type: ArticleType) => (type === 'order' ? 0 : 1);
/** A YYYY-MM-DD date as a number in the same order (the schemas hold searches' and listings' dates to that form). */
const dayNumber = (date: string) =>
  Number(date.slice(0, 4)) * 10_000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10));
/** An absent filter is NaN: no comparison with it is true, so each use tests for it first. */
const orNaN = (value: number | undefined) => (value === undefined ? Number.NaN : value);

/**
 * The listing's side of every comparison, or null when no search shows it: not published, its author hidden, or its
 * loading date passed (today in Moscow is still fine).
 */
export function filterView(listing: SearchableArticle, now: Date): FilterView | null {
  if (listing.status !== 2 || !listing.authorVisible || listing.loadingDate < moscowToday(now)) return null;
  let bodyMask = 0;
  for (const body of listing.bodyTypes) {
    const bit = BODY_TYPES.indexOf(body);
    if (bit >= 0) bodyMask |= 1 << bit;
  }
  return {
    type: typeCode(listing.type),
    fromLat: listing.from.lat,
    fromLon: listing.from.lon,
    toLat: listing.to.lat,
    toLon: listing.to.lon,
    loadingDay: dayNumber(listing.loadingDate),
    cargoTypes: listing.cargoTypes,
    weightKg: listing.weightKg,
    volumeM3: listing.volumeM3,
    budgetKopecks: listing.budgetKopecks,
    bodyMask,
    bodyCount: listing.bodyTypes.length,
    passportVerified: listing.authorPassportVerified === true,
    confirmedRecently:
      !!listing.confirmedAt && listing.confirmedAt.getTime() >= confirmedRecentlySince(now).getTime(),
  };
}

/** `matchesSearch`'s range test: absent bounds take anything; a range does not take a listing without the value. */
function inRange(value: number | null, min: number, max: number): boolean {
  const noMin = Number.isNaN(min);
  const noMax = Number.isNaN(max);
  if (noMin && noMax) return true;
  if (value === null) return false;
  return (noMin || value >= min) && (noMax || value <= max);
}

/** Searches' filters by row number; rows are reused (`set` overwrites). */
export class SearchFilterTable {
  private rows = new Float64Array(STRIDE * 1024);

  /** Writes a search's filters into `row`, growing the table when needed. */
  set(row: number, filters: SearchFilters): void {
    if ((row + 1) * STRIDE > this.rows.length) {
      const grown = new Float64Array(Math.max(this.rows.length * 2, (row + 1) * STRIDE));
      grown.set(this.rows);
      this.rows = grown;
    }
    const at = row * STRIDE;
    const r = this.rows;
    r[at + TYPE] = typeCode(filters.type);
    for (const [offset, area] of [
      [FROM, filters.from],
      [TO, filters.to],
    ] as const) {
      r[at + offset] = area ? area.lat : Number.NaN;
      r[at + offset + 1] = area ? area.lon : Number.NaN;
      r[at + offset + 2] = area ? area.radiusKm : Number.NaN;
    }
    r[at + DATE_FROM] = filters.dateFrom ? dayNumber(filters.dateFrom) : Number.NaN;
    r[at + DATE_TO] = filters.dateTo ? dayNumber(filters.dateTo) : Number.NaN;
    r[at + CARGO] = orNaN(filters.cargoType);
    r[at + WEIGHT] = orNaN(filters.weightMin);
    r[at + WEIGHT + 1] = orNaN(filters.weightMax);
    r[at + VOLUME] = orNaN(filters.volumeMin);
    r[at + VOLUME + 1] = orNaN(filters.volumeMax);
    r[at + BUDGET] = orNaN(filters.budgetMin);
    r[at + BUDGET + 1] = orNaN(filters.budgetMax);
    const body = filters.bodyType ? BODY_TYPES.indexOf(filters.bodyType) : -1;
    r[at + BODY] = filters.bodyType && body < 0 ? UNKNOWN_BODY : body;
    r[at + FLAGS] =
      (filters.verifiedOnly ? VERIFIED_ONLY : 0) | (filters.confirmedWithin24h ? CONFIRMED_WITHIN_24H : 0);
  }

  /** Renumbers the rows: row i becomes what row `order[i]` was (the search book lays one key's searches together). */
  reorder(order: readonly number[]): void {
    const rows = new Float64Array(Math.max(1024, order.length) * STRIDE);
    order.forEach((old, row) => rows.set(this.rows.subarray(old * STRIDE, (old + 1) * STRIDE), row * STRIDE));
    this.rows = rows;
  }

  /** Whether the search in `row` shows the listing: `matchesSearch(listing, filters, now)` for its `filterView`. */
  holds(row: number, view: FilterView): boolean {
    const r = this.rows;
    const at = row * STRIDE;
    if (r[at + TYPE] !== view.type) return false;
    const flags = r[at + FLAGS]!;
    if (flags & VERIFIED_ONLY && !view.passportVerified) return false;
    if (flags & CONFIRMED_WITHIN_24H && !view.confirmedRecently) return false;
    const body = r[at + BODY]!;
    if (body >= 0 && view.bodyCount > 0 && !(view.bodyMask & (1 << body))) return false;
    const cargo = r[at + CARGO]!;
    if (!Number.isNaN(cargo) && !view.cargoTypes.includes(cargo)) return false;
    if (!inRange(view.weightKg, r[at + WEIGHT]!, r[at + WEIGHT + 1]!)) return false;
    if (!inRange(view.volumeM3, r[at + VOLUME]!, r[at + VOLUME + 1]!)) return false;
    if (!inRange(view.budgetKopecks, r[at + BUDGET]!, r[at + BUDGET + 1]!)) return false;
    if (view.loadingDay < r[at + DATE_FROM]! || view.loadingDay > r[at + DATE_TO]!) return false;
    const fromKm = r[at + FROM + 2]!;
    if (
      !Number.isNaN(fromKm) &&
      haversineKmBetween(view.fromLat, view.fromLon, r[at + FROM]!, r[at + FROM + 1]!) > fromKm
    ) {
      return false;
    }
    const toKm = r[at + TO + 2]!;
    return (
      Number.isNaN(toKm) || !(haversineKmBetween(view.toLat, view.toLon, r[at + TO]!, r[at + TO + 1]!) > toKm)
    );
  }
}
