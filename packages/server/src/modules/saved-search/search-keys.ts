import type { ArticleType } from '@fura/domain/articles';
import { type LonLat } from '@fura/domain/corridor';
import { corridorBoxes, type CorridorBox, type LatLonBox } from '@fura/domain/corridor-boxes';
import {
  boxCells,
  CELL_PAIR_BASE,
  coarseCell,
  corridorCell,
  corridorCellPairs,
} from '@fura/domain/corridor-cells';
import type { LatLon } from '@fura/domain/geo';
import type { TSavedSearchQuery } from '@fura/domain/saved-searches';
import { searchBoundingBox } from '../search/bounding-box';

/**
 * The index keys of saved searches (decision 39). A key is a pair of 1° cells (the corridor search's cells, domain
 * corridor-cells.ts) — where a listing leaves from and where it goes — with the listing type folded in. A search
 * stores the keys of every pair its areas can match; areas with more than MAX_SEARCH_KEYS pairs take the 5° cell
 * (`coarseCell`) of their destination, and an end left open, or still too many pairs, the wildcard cell. A listing has
 * five keys — its pair, its departure with its destination's 5° cell, its departure with any destination, any
 * departure with its destination, and any with any — so the searches that may show it are those holding one of the
 * five (the search book's map, search-book.ts), and the domain's rule decides each of them. A search's keys are all
 * of one shape — (cell, cell), (cell, 5° cell), (cell, any), (any, cell) or (any, any) — so it holds at most one of
 * a listing's five.
 */

/** Stands for «any cell»: no cell has this number (the largest is 181 × 361 − 1). */
export const ANY_CELL = CELL_PAIR_BASE - 1;
/** More pairs than this and a search is keyed by its departure cells (or not at all): its row stays small. */
export const MAX_SEARCH_KEYS = 1_000;

function key(type: ArticleType, departureCell: number, destinationCell: number): number {
  return (departureCell * CELL_PAIR_BASE + destinationCell) * 2 + (type === 'offer' ? 1 : 0);
}

/** The five keys of a listing: the searches holding any of them are the only ones that may show it. */
export function listingKeys(type: ArticleType, from: LatLon, to: LatLon): number[] {
  const departure = corridorCell(from.lat, from.lon);
  const destination = corridorCell(to.lat, to.lon);
  return [
    key(type, departure, destination),
    key(type, departure, coarseCell(destination)),
    key(type, departure, ANY_CELL),
    key(type, ANY_CELL, destination),
    key(type, ANY_CELL, ANY_CELL),
  ];
}

function cellsOf(boxes: readonly LatLonBox[]): number[] {
  const cells = new Set<number>();
  for (const box of boxes) boxCells(box, cells);
  return [...cells];
}

/**
 * The keys of departure cells × destination cells; while they are too many, the destination's 5° cells, then a
 * wildcard end.
 */
function pairKeys(type: ArticleType, departure: number[] | null, destination: number[] | null): number[] {
  let from = departure ?? [ANY_CELL];
  let to = destination ?? [ANY_CELL];
  if (from.length * to.length > MAX_SEARCH_KEYS && destination) {
    const coarse = [...new Set(destination.map(coarseCell))];
    if (from.length * coarse.length <= MAX_SEARCH_KEYS) to = coarse;
  }
  if (from.length * to.length > MAX_SEARCH_KEYS) {
    // Keep the smaller end's cells: it is the more selective one.
    if (from.length <= to.length && from.length <= MAX_SEARCH_KEYS) to = [ANY_CELL];
    else if (to.length <= MAX_SEARCH_KEYS) from = [ANY_CELL];
    else [from, to] = [[ANY_CELL], [ANY_CELL]];
  }
  return from.flatMap((a) => to.map((b) => key(type, a, b)));
}

const radiusCells = (end: { lat: number; lon: number; radiusKm: number } | undefined) =>
  end ? cellsOf([searchBoundingBox(end, end.radiusKm)]) : null;

/** The parts of `boxes` inside `limit`, empty ones dropped. */
function within(boxes: readonly CorridorBox[], limit: LatLonBox): CorridorBox[] {
  return boxes.flatMap((box) => {
    const part = {
      piece: box.piece,
      minLat: Math.max(box.minLat, limit.minLat),
      maxLat: Math.min(box.maxLat, limit.maxLat),
      minLon: Math.max(box.minLon, limit.minLon),
      maxLon: Math.min(box.maxLon, limit.maxLon),
    };
    return part.minLat <= part.maxLat && part.minLon <= part.maxLon ? [part] : [];
  });
}

/**
 * The keys of a saved search: a radius search's departure and destination circles (their bounding boxes' cells); a
 * corridor's cell pairs along its route (`corridorCellPairs`, as its search reads them; the departure limited to the
 * start radius of a return load); when they are too many, its departure cells × the 5° cells further along, then its
 * departure cells with any destination. `line` is the route the corridor was measured along.
 */
export function savedSearchKeys(query: TSavedSearchQuery, line: readonly LonLat[] | null): number[] {
  const type = query.search.type;
  if (query.kind === 'radius') {
    return pairKeys(type, radiusCells(query.search.from), radiusCells(query.search.to));
  }
  const { route, widthKm, startRadiusKm } = query.search;
  const boxes = corridorBoxes(
    line ?? [route.departure, ...route.via, route.destination].map(toLonLat),
    widthKm,
  );
  const departure =
    startRadiusKm === undefined ? boxes : within(boxes, searchBoundingBox(route.departure, startRadiusKm));
  const typed = (pairs: number[] | null) =>
    pairs && pairs.length <= MAX_SEARCH_KEYS
      ? pairs.map((pair) => pair * 2 + (type === 'offer' ? 1 : 0))
      : null;
  const keys =
    typed(corridorCellPairs(departure, boxes)) ?? typed(corridorCellPairs(departure, boxes, coarseCell));
  if (keys) return keys;
  return pairKeys(type, cellsOf(departure), null);
}

const toLonLat = (point: LatLon): LonLat => [point.lon, point.lat];
