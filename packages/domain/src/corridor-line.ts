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

interface Piece {
  points: LonLat[];
  ruler: CheapRuler;
  /** Great-circle km of each segment's start from the piece's start; the last entry is the piece's length. */
  startsKm: number[];
  /** km of the line before this piece. */
  offsetKm: number;
  minLat: number;
  maxLat: number;
  centreLon: number;
  halfLon: number;
}

export interface Projection {
  /** km from the point to its nearest point on the line. */
  offKm: number;
  /** km along the line from its start to that nearest point. */
  alongKm: number;
}

export interface PreparedLine {
  lengthKm: number;
  /** The point's nearest point on the line, or null when it is farther than `withinKm` from the whole line. */
  project(point: LonLat): Projection | null;
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

function makePiece(points: LonLat[], offsetKm: number, withinKm: number): Piece {
  const lats = points.map((point) => point[1]);
  const lons = points.map((point) => point[0]);
  const ruler = new CheapRuler((Math.min(...lats) + Math.max(...lats)) / 2, 'kilometers');
  const startsKm = [0];
  for (let i = 1; i < points.length; i++) {
    startsKm.push(startsKm[i - 1]! + distance(points[i - 1]!, points[i]!, { units: 'kilometers' }));
  }
  const reachKm = withinKm * (1 + 2 * RULER_ERROR) + 0.1;
  const minLat = Math.min(...lats) - reachKm / KM_PER_DEGREE_LAT;
  const maxLat = Math.max(...lats) + reachKm / KM_PER_DEGREE_LAT;
  const poleward = Math.min(89.9, Math.max(Math.abs(minLat), Math.abs(maxLat)));
  const lonReach = reachKm / (KM_PER_DEGREE_LAT * Math.cos((poleward * Math.PI) / 180));
  const [west, east] = [Math.min(...lons), Math.max(...lons)];
  return {
    points,
    ruler,
    startsKm,
    offsetKm,
    minLat,
    maxLat,
    centreLon: (west + east) / 2,
    halfLon: Math.min(180, (east - west) / 2 + lonReach),
  };
}

/** `lon − centre` taken into −180…180. */
const lonOffset = (lon: number, centre: number) => lon - centre - 360 * Math.round((lon - centre) / 360);

/** Prepares `line` for projections of points up to `withinKm` from it. */
export function prepareLine(line: readonly LonLat[], withinKm: number): PreparedLine {
  const dense = densify(line);
  const pieces: Piece[] = [];
  let offsetKm = 0;
  let current: LonLat[] = [dense[0]!];
  let currentKm = 0;
  for (let i = 1; i < dense.length; i++) {
    const km = distance(dense[i - 1]!, dense[i]!, { units: 'kilometers' });
    if (current.length > 1 && currentKm + km > PIECE_KM) {
      const piece = makePiece(current, offsetKm, withinKm);
      pieces.push(piece);
      offsetKm += piece.startsKm[piece.startsKm.length - 1]!;
      current = [dense[i - 1]!];
      currentKm = 0;
    }
    current.push(dense[i]!);
    currentKm += km;
  }
  const last = makePiece(current, offsetKm, withinKm);
  pieces.push(last);
  const lengthKm = offsetKm + last.startsKm[last.startsKm.length - 1]!;

  const piecesNear = pieceIndex(pieces);
  return {
    lengthKm,
    project(point) {
      let best: Projection | null = null;
      for (const piece of piecesNear(point)) {
        if (!boxHolds(piece, point)) continue;
        // `dist` is the ruler's distance from the point to `point` (the same arithmetic as ruler.distance).
        const { index, t, dist: offKm } = piece.ruler.pointOnLine(piece.points, point);
        if (offKm > withinKm || (best && offKm >= best.offKm)) continue;
        const segmentKm = piece.startsKm[index + 1]! - piece.startsKm[index]!;
        const alongKm = piece.offsetKm + piece.startsKm[index]! + segmentKm * Math.min(1, Math.max(0, t));
        best = { offKm, alongKm };
      }
      return best;
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
