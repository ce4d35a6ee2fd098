import CheapRuler from 'cheap-ruler';
import { distance } from '@turf/distance';
import { pointOnArc, unwrapNear, type LonLat } from './great-circle';

/**
 * A route line prepared for measuring thousands of points against it (issue 26): the corridor search decides every
 * candidate listing against one route, so the work per point must be a few comparisons, not a walk over the line.
 *
 * The line is cut into pieces of at most PIECE_KM that follow it (a long leg is split along its great circle; a
 * routing server's many short segments are grouped). Each piece has a flat ruler (mapbox's cheap-ruler) for its own
 * latitude (it finds the nearest point and measures the km off the line; over a piece and a corridor's width its
 * error is well under 1 %) and a box widened by the corridor's width: a point outside a piece's box is farther than W
 * from it, so only the pieces around the point are measured. The nearest point over those pieces is the point's
 * projection; its distance along the line is the great-circle km of the pieces before it plus the fraction of its
 * segment — the same sphere as the legs of the detour (turf's distance), so a load along the line has no detour.
 */

/** Short enough for a flat ruler to stay accurate across a piece, long enough to keep the pieces few. */
const PIECE_KM = 50;
const KM_PER_DEGREE_LAT = 111.2;
/**
 * How much nearer than the sphere a piece's flat ruler may measure a point within W of it (the WGS84 ellipsoid and the
 * flat approximation): the SQL boxes (corridor-boxes.ts) and the pieces' boxes widen by this share of W.
 */
export const RULER_ERROR = 0.03;

/** A piece of the line: its box, its ruler's factors and where its points sit in the line's array. */
interface Piece {
  minLat: number;
  maxLat: number;
  centreLon: number;
  halfLon: number;
  /** cheap-ruler's km per degree of longitude and latitude at the piece's middle latitude. */
  kx: number;
  ky: number;
  /** km of the line before this piece. */
  offsetKm: number;
  /** Its first point's position in the line's array of points, and one past its last. */
  first: number;
  end: number;
}

export interface Projection {
  /** km from the point to its nearest point on the line. */
  offKm: number;
  /** km along the line from its start to that nearest point. */
  alongKm: number;
}

export interface PreparedLine {
  lengthKm: number;
  /**
   * Writes the point's nearest point on the line into `out` and answers true, or answers false when the point is
   * farther than `withinKm` from the whole line. Allocates nothing: a corridor decides thousands of points in a row.
   */
  project(point: LonLat, out: Projection): boolean;
}

/** The line with each leg longer than PIECE_KM split along its great circle, longitudes unwrapped. */
function densify(line: readonly LonLat[]): LonLat[] {
  const points: LonLat[] = [[line[0]![0], line[0]![1]]];
  for (const [lon, lat] of line.slice(1)) {
    const previous = points[points.length - 1]!;
    const next: LonLat = [unwrapNear(lon, previous[0]), lat];
    const parts = Math.ceil(distance(previous, next, { units: 'kilometers' }) / PIECE_KM);
    for (let part = 1; part < parts; part++) points.push(pointOnArc(previous, next, part / parts));
    points.push(next);
  }
  return points;
}

/**
 * The line's pieces: densified, cut into runs of at most PIECE_KM (each ≥ 2 points; a piece starts where the one
 * before ends).
 * @internal exported for the test of the flat projection (corridor-line.test.ts)
 */
export function linePieces(line: readonly LonLat[]): LonLat[][] {
  const dense = densify(line);
  const pieces: LonLat[][] = [];
  let current: LonLat[] = [dense[0]!];
  let currentKm = 0;
  for (let i = 1; i < dense.length; i++) {
    const km = distance(dense[i - 1]!, dense[i]!, { units: 'kilometers' });
    if (current.length > 1 && currentKm + km > PIECE_KM) {
      pieces.push(current);
      current = [dense[i - 1]!];
      currentKm = 0;
    }
    current.push(dense[i]!);
    currentKm += km;
  }
  pieces.push(current);
  return pieces;
}

/** @internal exported for the test of the flat projection (corridor-line.test.ts) */
export function pieceBox(points: readonly LonLat[], withinKm: number): PieceBox {
  const lats = points.map((point) => point[1]);
  const lons = points.map((point) => point[0]);
  const reachKm = withinKm * (1 + 2 * RULER_ERROR) + 0.1;
  const minLat = Math.min(...lats) - reachKm / KM_PER_DEGREE_LAT;
  const maxLat = Math.max(...lats) + reachKm / KM_PER_DEGREE_LAT;
  const poleward = Math.min(89.9, Math.max(Math.abs(minLat), Math.abs(maxLat)));
  const lonReach = reachKm / (KM_PER_DEGREE_LAT * Math.cos((poleward * Math.PI) / 180));
  const [west, east] = [Math.min(...lons), Math.max(...lons)];
  return {
    minLat,
    maxLat,
    centreLon: (west + east) / 2,
    halfLon: Math.min(180, (east - west) / 2 + lonReach),
  };
}

/** cheap-ruler's longitude wrap, the same arithmetic; within ±180 it is the value itself, so the division is skipped. */
const wrap = (degrees: number) =>
  degrees > -180 && degrees < 180 ? degrees : degrees - Math.round(degrees / 360) * 360;
/** `lon − centre` taken into −180…180 (the same arithmetic as before: d − 360 × round(d / 360)). */
const lonOffset = (lon: number, centre: number) => wrap(lon - centre);

/**
 * Prepares `line` for projections of points up to `withinKm` from it. The pieces' points, segment starts and rulers'
 * factors sit in flat arrays: thousands of corridors are decided per listing, each touched once, so what one
 * projection reads is a few arrays rather than an object per point, and it allocates nothing.
 */
export function prepareLine(line: readonly LonLat[], withinKm: number): PreparedLine {
  const cut = linePieces(line);
  /** Every piece's points as (lon, lat, great-circle km from the piece's start), one after another. */
  const points = new Float64Array(3 * cut.reduce((sum, piece) => sum + piece.length, 0));
  const pieces: Piece[] = [];
  let at = 0;
  let lengthKm = 0;
  for (const piecePoints of cut) {
    const lats = piecePoints.map((point) => point[1]);
    const ruler = new CheapRuler((Math.min(...lats) + Math.max(...lats)) / 2, 'kilometers');
    const first = at;
    let km = 0;
    piecePoints.forEach((point, i) => {
      if (i > 0) km += distance(piecePoints[i - 1]!, point, { units: 'kilometers' });
      points[at++] = point[0];
      points[at++] = point[1];
      points[at++] = km;
    });
    const box = pieceBox(piecePoints, withinKm);
    // One literal, one object shape for every piece of every line (a spread would not keep it).
    pieces.push({
      minLat: box.minLat,
      maxLat: box.maxLat,
      centreLon: box.centreLon,
      halfLon: box.halfLon,
      kx: ruler.kx,
      ky: ruler.ky,
      offsetKm: lengthKm,
      first,
      end: at,
    });
    lengthKm += km;
  }

  const piecesNear = pieceIndex(pieces);
  return {
    lengthKm,
    project(point, out) {
      const lon = point[0];
      const lat = point[1];
      let found = false;
      for (const piece of piecesNear(point)) {
        if (!boxHolds(piece, point)) continue;
        const { kx, ky } = piece;
        // cheap-ruler's pointOnLine over the piece's points, its arithmetic unchanged.
        let minSquare = Infinity;
        let minI = 0;
        let minT = 0;
        for (let i = piece.first; i < piece.end - 3; i += 3) {
          let x = points[i]!;
          let y = points[i + 1]!;
          let dx = wrap(points[i + 3]! - x) * kx;
          let dy = (points[i + 4]! - y) * ky;
          let t = 0;
          if (dx !== 0 || dy !== 0) {
            t = (wrap(lon - x) * kx * dx + (lat - y) * ky * dy) / (dx * dx + dy * dy);
            if (t > 1) {
              x = points[i + 3]!;
              y = points[i + 4]!;
            } else if (t > 0) {
              x += (dx / kx) * t;
              y += (dy / ky) * t;
            }
          }
          dx = wrap(lon - x) * kx;
          dy = (lat - y) * ky;
          const square = dx * dx + dy * dy;
          if (square < minSquare) {
            minSquare = square;
            minI = i;
            minT = t;
          }
        }
        const offKm = Math.sqrt(minSquare);
        if (offKm > withinKm || (found && offKm >= out.offKm)) continue;
        const startKm = points[minI + 2]!;
        out.offKm = offKm;
        out.alongKm =
          piece.offsetKm + startKm + (points[minI + 5]! - startKm) * Math.min(1, Math.max(0, minT));
        found = true;
      }
      return found;
    },
  };
}

/** Grid cells of the piece index, in degrees: a point is checked against the pieces whose box meets its cell. */
const INDEX_CELL_DEGREES = 0.5;

/** What the piece index looks at: a piece's box, as `project` tests it. */
export type PieceBox = Pick<Piece, 'minLat' | 'maxLat' | 'centreLon' | 'halfLon'>;

/** Whether a piece's box holds the point (`project`'s test before measuring). */
export const boxHolds = (box: PieceBox, [lon, lat]: LonLat) =>
  lat >= box.minLat && lat <= box.maxLat && Math.abs(lonOffset(lon, box.centreLon)) <= box.halfLon;

/**
 * The pieces whose box may hold a point, in line order (the first of equally near pieces wins, as before): a long
 * route has dozens of pieces and a corridor decides thousands of points, most near one or two of them.
 * @internal exported for its property test (corridor-line.test.ts)
 */
export function pieceIndex<T extends PieceBox>(pieces: readonly T[]): (point: LonLat) => readonly T[] {
  const cells = new Map<number, T[]>();
  const half = INDEX_CELL_DEGREES / 2;
  return (point) => {
    const row = Math.floor(point[1] / INDEX_CELL_DEGREES);
    const column = Math.floor(point[0] / INDEX_CELL_DEGREES);
    const key = row * 4096 + column;
    let near = cells.get(key);
    if (!near) {
      const south = row * INDEX_CELL_DEGREES;
      const centreLon = (column + 0.5) * INDEX_CELL_DEGREES;
      near = pieces.filter(
        (piece) =>
          piece.maxLat >= south &&
          piece.minLat <= south + INDEX_CELL_DEGREES &&
          Math.abs(lonOffset(centreLon, piece.centreLon)) <= piece.halfLon + half,
      );
      cells.set(key, near);
    }
    return near;
  };
}
