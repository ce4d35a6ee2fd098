import type { CorridorBox, LatLonBox } from './corridor-boxes';

/**
 * The corridor search's index key (issue 26): every listing's departure and destination each fall in a cell of
 * 1° latitude × 1° longitude, and the pair of the two cells is one number, stored with the listing (the generated
 * column `articles.cell_pair`, migration 0017) and indexed. A corridor lists the pairs it can match, so the database
 * reads only listings whose both ends lie near the route: a departure box alone would read every listing leaving
 * the corridor's busiest cities for anywhere (about three times as many at 1,000,000 listings; bench/README.md).
 *
 * The SQL column computes exactly `corridorCellPair` below, with the same IEEE operations: floor(lat + 90) ×
 * CELL_COLUMNS + floor(lon + 180) per end. Keep the two in step (the server's corridor-cells test compares them).
 */

/** Longitude cells per latitude row: −180…180 inclusive. */
export const CELL_COLUMNS = 361;
/** A departure cell's weight in the pair: above the largest cell number (181 × 361). */
export const CELL_PAIR_BASE = 131_072;
/**
 * More pairs than this (a wide corridor over a long route) and the search reads the departure boxes instead: each
 * pair is a descent of the index, and past a few thousand the range scans are cheaper.
 */
export const MAX_CELL_PAIRS = 6_000;

/** Coarse cells (5° × 5° of the 1° cells) are numbered from here: above every 1° cell, below 131,071. */
export const COARSE_CELL_BASE = 65_536;
const COARSE_DEGREES = 5;
const COARSE_COLUMNS = Math.ceil(CELL_COLUMNS / COARSE_DEGREES);

/** The 5° cell holding a 1° cell: a saved search's destination end when its 1° pairs are too many. */
export function coarseCell(cell: number): number {
  const row = Math.floor(cell / CELL_COLUMNS);
  const column = cell % CELL_COLUMNS;
  return (
    COARSE_CELL_BASE + Math.floor(row / COARSE_DEGREES) * COARSE_COLUMNS + Math.floor(column / COARSE_DEGREES)
  );
}

export function corridorCell(lat: number, lon: number): number {
  return Math.floor(lat + 90) * CELL_COLUMNS + Math.floor(lon + 180);
}

export function corridorCellPair(
  from: { lat: number; lon: number },
  to: { lat: number; lon: number },
): number {
  return corridorCell(from.lat, from.lon) * CELL_PAIR_BASE + corridorCell(to.lat, to.lon);
}

/** Every cell a box touches (a point in the box lies in one of them: floor is monotonic). */
export function boxCells(box: LatLonBox, into: Set<number>): void {
  const lastRow = Math.floor(box.maxLat + 90);
  const lastColumn = Math.floor(box.maxLon + 180);
  for (let row = Math.floor(box.minLat + 90); row <= lastRow; row++) {
    for (let column = Math.floor(box.minLon + 180); column <= lastColumn; column++) {
      into.add(row * CELL_COLUMNS + column);
    }
  }
}

/**
 * The cell pairs a corridor can match, ascending, or null when there are more than MAX_CELL_PAIRS. A listing on the
 * way leaves from within W of a point of some piece i and arrives within W of a point further along, so in a box of a
 * piece ≥ i (the route's end is in the last piece); pieces ≥ i − 1 are taken, so a projection that rounds across a
 * piece's end is kept too. Listings that go back along the route are left out here, and the domain's rule decides
 * the rest. `destinationCell` maps each destination cell (a saved search's keys take coarse ones: `coarseCell`).
 */
export function corridorCellPairs(
  departure: readonly CorridorBox[],
  destination: readonly CorridorBox[],
  destinationCell: (cell: number) => number = (cell) => cell,
): number[] | null {
  const pieces = [...new Set(departure.map((box) => box.piece))];
  const pairs = new Set<number>();
  for (const piece of pieces) {
    const from = new Set<number>();
    for (const box of departure) if (box.piece === piece) boxCells(box, from);
    const cells = new Set<number>();
    for (const box of destination) if (box.piece >= piece - 1) boxCells(box, cells);
    const to = new Set([...cells].map(destinationCell));
    // This piece's pairs alone are all distinct: too many of them is too many in all.
    if (from.size * to.size > MAX_CELL_PAIRS) return null;
    for (const a of from) for (const b of to) pairs.add(a * CELL_PAIR_BASE + b);
    if (pairs.size > MAX_CELL_PAIRS) return null;
  }
  return [...pairs].sort((a, b) => a - b);
}
