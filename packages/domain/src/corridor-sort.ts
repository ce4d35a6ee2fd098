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

/** What the orders look at: the listing's fields and its `CorridorMatch` (detourKm, loadKm). */
export interface CorridorResult {
  id: string;
  detourKm: number;
  loadingDate: string;
  budgetKopecks: number | null;
  /** The load's own road km estimate (`CorridorMatch.loadKm`). */
  loadKm: number;
}

/** Whole kopecks per road km of the load itself; null without a price. A load under 1 km counts as 1 km. */
export function pricePerKmKopecks(result: Pick<CorridorResult, 'budgetKopecks' | 'loadKm'>): number | null {
  if (result.budgetKopecks === null) return null;
  return Math.round(result.budgetKopecks / Math.max(1, result.loadKm));
}

type Key = number | string | null;

/** The sort key ahead of the detour and the id, in ascending order; null (no price) always sorts last. */
function primaryKey(sort: CorridorSort, result: CorridorResult): Key {
  switch (sort) {
    case 'detour':
      return null;
    case 'loadingDate':
      return result.loadingDate;
    case 'price':
      return result.budgetKopecks;
    case 'pricePerKm': {
      // The best paid kilometre first: negate to keep every key ascending.
      const perKm = pricePerKmKopecks(result);
      return perKm === null ? null : -perKm;
    }
  }
}

function compareKeys(a: Key, b: Key): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/** A comparator for `Array.prototype.sort`: a total order on results with distinct ids. */
export function compareCorridorResults(sort: CorridorSort): (a: CorridorResult, b: CorridorResult) => number {
  return (a, b) =>
    compareKeys(primaryKey(sort, a), primaryKey(sort, b)) ||
    compareKeys(a.detourKm, b.detourKm) ||
    compareKeys(a.id, b.id);
}
