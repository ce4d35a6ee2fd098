/**
 * Orders of the corridor search's results (issue 26). Every order is total: the chosen key, then the detour, then
 * the id, so a page boundary never repeats or skips a listing, and the server's search and the test oracle list the
 * same ids in the same order. Ids compare by UTF-16 code units (not `localeCompare`): for canonical lowercase UUIDs
 * that is PostgreSQL's `uuid` order.
 */

export const CORRIDOR_SORTS = ['detour', 'loadingDate', 'price', 'pricePerKm'] as const;
export type CorridorSort = (typeof CORRIDOR_SORTS)[number];
export const CORRIDOR_SORT_LABELS: Record<CorridorSort, string> = {
  detour: 'Меньше крюк',
  loadingDate: 'По дате погрузки',
  price: 'Сначала дешевле',
  pricePerKm: 'Выше ставка за км',
};

/** What the orders look at of a listing and its `CorridorMatch`. */
export interface CorridorSortFields {
  loadingDate: string;
  budgetKopecks: number | null;
  /** The load's own road km estimate (`CorridorMatch.loadKm`). */
  loadKm: number;
}

/** Whole kopecks per road km of the load itself; null without a price. A load under 1 km counts as 1 km. */
export function pricePerKmKopecks(
  result: Pick<CorridorSortFields, 'budgetKopecks' | 'loadKm'>,
): number | null {
  if (result.budgetKopecks === null) return null;
  return Math.round(result.budgetKopecks / Math.max(1, result.loadKm));
}

export type CorridorSortKey = number | string | null;

/**
 * The sort's key ahead of the detour and the id, in ascending order; null (no price) always sorts last. The smallest
 * detour first needs no fields: its key is null for every listing.
 */
export function corridorSortKey(sort: CorridorSort, fields: CorridorSortFields): CorridorSortKey {
  switch (sort) {
    case 'detour':
      return null;
    case 'loadingDate':
      return fields.loadingDate;
    case 'price':
      return fields.budgetKopecks;
    case 'pricePerKm': {
      // The best paid kilometre first: negate to keep every key ascending.
      const perKm = pricePerKmKopecks(fields);
      return perKm === null ? null : -perKm;
    }
  }
}

/** A listing along the route as the orders see it. */
export interface CorridorResult {
  id: string;
  detourKm: number;
  /** `corridorSortKey` of the request's sort. */
  key: CorridorSortKey;
}

function compareKeys(a: CorridorSortKey, b: CorridorSortKey): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/** A comparator for `Array.prototype.sort`: a total order on results with distinct ids. */
export function compareCorridorResults(a: CorridorResult, b: CorridorResult): number {
  return compareKeys(a.key, b.key) || compareKeys(a.detourKm, b.detourKm) || compareKeys(a.id, b.id);
}

/** Above this many places the ranking keeps everything and sorts once at the end. */
const SORTED_INSERT_MAX = 256;

/**
 * The first `limit` results in the order, kept while the matches come, and how many came: a page needs the first
 * offset + page size of thousands. A match that cannot rank within the limit is counted and dropped before its id
 * is asked for (`make` builds the result only when it may be kept).
 */
export class CorridorRanking<T extends CorridorResult> {
  private kept: T[] = [];
  count = 0;

  constructor(private readonly limit: number) {}

  offer(key: CorridorSortKey, detourKm: number, make: () => T): void {
    this.count++;
    const bounded = this.limit <= SORTED_INSERT_MAX;
    const last = this.kept[this.kept.length - 1];
    if (bounded && last && this.kept.length >= this.limit) {
      if ((compareKeys(key, last.key) || compareKeys(detourKm, last.detourKm)) > 0) return;
    }
    const result = make();
    if (!bounded) {
      this.kept.push(result);
      return;
    }
    let low = 0;
    let high = this.kept.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compareCorridorResults(this.kept[middle]!, result) < 0) low = middle + 1;
      else high = middle;
    }
    if (low >= this.limit) return;
    this.kept.splice(low, 0, result);
    if (this.kept.length > this.limit) this.kept.pop();
  }

  /** The kept results in the order. */
  results(): T[] {
    if (this.limit > SORTED_INSERT_MAX) this.kept.sort(compareCorridorResults);
    return this.kept.slice(0, this.limit);
  }
}
