import { distance } from '@turf/distance';
import type { LonLat } from './corridor';
import { RULER_ERROR } from './corridor-line';
import { cross, dot, latOf, pointOnArc, RAD, toVector, unwrapNear, type Vector } from './great-circle';

/**
 * The corridor's cheap prefilter for SQL (issue 26): a few latitude/longitude boxes that together contain every point
 * within `widthKm` of the line (great-circle distance to the nearest point of any segment, as `corridorMatch` measures
 * it). They may contain extra points, never miss one: the SQL selects candidates with
 * `(lat between minLat and maxLat and lon between minLon and maxLon) or …` and `corridorMatch` decides.
 *
 * The line is cut into pieces of about a BOX_COUNT-th of its length (long segments are split along their great
 * circle). A piece's box spans its arcs' latitudes — including an arc's northern- or southernmost point, where a great
 * circle bulges beyond its ends — and longitudes, then widens by W: W / R radians of latitude, and
 * asin(sin(W / R) / cos φ) of longitude at the piece's most poleward latitude φ (the widest a circle of radius W gets
 * in longitude). A box that reaches a pole spans every longitude; one across the antimeridian is split in two.
 */

export interface LatLonBox {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

/** A corridor box and the piece of the line it covers: pieces are numbered from the route's start. */
export interface CorridorBox extends LatLonBox {
  piece: number;
}

/** turf's mean Earth radius, so the boxes and `corridorMatch` measure the same sphere. */
const EARTH_RADIUS_KM = 6371.0088;
/** About this many boxes per line: enough to follow a diagonal route, few enough for one SQL statement. */
const BOX_COUNT = 8;
/**
 * Margin beyond W: rounding (a point at exactly W stays inside whatever the floating point does) and the matcher's
 * flat rulers (corridor-line.ts), which may measure a point a little nearer than the sphere does.
 */
const MARGIN_KM = 0.05;
const MARGIN_SHARE = RULER_ERROR;

/** The latitudes an arc reaches: its ends, or the great circle's vertex when the vertex lies on the arc. */
function arcLatRange(a: LonLat, b: LonLat): [number, number] {
  let low = Math.min(a[1], b[1]);
  let high = Math.max(a[1], b[1]);
  const va = toVector(a);
  const vb = toVector(b);
  const axis = cross(va, vb);
  const axisZ = axis[2];
  const scale = dot(axis, axis);
  if (scale < 1e-24) return [low, high];
  // The circle's northernmost point: the north pole's direction with its component along the axis removed.
  const north: Vector = [-(axisZ * axis[0]) / scale, -(axisZ * axis[1]) / scale, 1 - (axisZ * axisZ) / scale];
  for (const vertex of [north, north.map((c) => -c) as Vector]) {
    const onArc = dot(cross(va, vertex), axis) >= 0 && dot(cross(vertex, vb), axis) >= 0;
    if (!onArc || dot(vertex, vertex) < 1e-24) continue;
    const lat = latOf(vertex.map((c) => c / Math.sqrt(dot(vertex, vertex))) as Vector);
    low = Math.min(low, lat);
    high = Math.max(high, lat);
  }
  return [low, high];
}

/** The line as arcs no longer than `pieceKm`, with unwrapped longitudes. */
function shortArcs(line: readonly LonLat[], pieceKm: number): [LonLat, LonLat, number][] {
  const arcs: [LonLat, LonLat, number][] = [];
  let previous: LonLat = [line[0]![0], line[0]![1]];
  for (const [lon, lat] of line.slice(1)) {
    const next: LonLat = [unwrapNear(lon, previous[0]), lat];
    const km = distance(previous, next, { units: 'kilometers' });
    const parts = Math.max(1, Math.ceil(km / pieceKm));
    let from = previous;
    for (let part = 1; part <= parts; part++) {
      const to = part === parts ? next : pointOnArc(previous, next, part / parts);
      arcs.push([from, to, km / parts]);
      from = to;
    }
    previous = next;
  }
  return arcs;
}

/** A box over unwrapped longitudes, widened by `widthKm`, as one or two boxes within ±180°. */
function widen(box: LatLonBox, widthKm: number): LatLonBox[] {
  const radius = (widthKm * (1 + MARGIN_SHARE) + MARGIN_KM) / EARTH_RADIUS_KM;
  const minLat = box.minLat - radius / RAD;
  const maxLat = box.maxLat + radius / RAD;
  if (minLat <= -90 || maxLat >= 90) {
    return [{ minLat: Math.max(-90, minLat), maxLat: Math.min(90, maxLat), minLon: -180, maxLon: 180 }];
  }
  const poleward = Math.max(Math.abs(box.minLat), Math.abs(box.maxLat)) * RAD;
  const lonSpan = Math.asin(Math.min(1, Math.sin(radius) / Math.cos(poleward))) / RAD;
  const minLon = box.minLon - lonSpan;
  const maxLon = box.maxLon + lonSpan;
  if (maxLon - minLon >= 360) return [{ minLat, maxLat, minLon: -180, maxLon: 180 }];
  const shift = 360 * Math.floor((minLon + 180) / 360);
  const [west, east] = [minLon - shift, maxLon - shift];
  if (east <= 180) return [{ minLat, maxLat, minLon: west, maxLon: east }];
  return [
    { minLat, maxLat, minLon: west, maxLon: 180 },
    { minLat, maxLat, minLon: -180, maxLon: east - 360 },
  ];
}

const union = (a: LatLonBox, b: LatLonBox): LatLonBox => ({
  minLat: Math.min(a.minLat, b.minLat),
  maxLat: Math.max(a.maxLat, b.maxLat),
  minLon: Math.min(a.minLon, b.minLon),
  maxLon: Math.max(a.maxLon, b.maxLon),
});

export function corridorBoxes(line: readonly LonLat[], widthKm: number): CorridorBox[] {
  if (line.length < 2) throw new RangeError('A route line has at least 2 points');
  let lineKm = 0;
  for (let i = 1; i < line.length; i++) lineKm += distance(line[i - 1]!, line[i]!, { units: 'kilometers' });
  const pieceKm = Math.max(lineKm / BOX_COUNT, 2 * widthKm, 1);

  const boxes: CorridorBox[] = [];
  const close = (box: LatLonBox) => {
    const number = boxes.length === 0 ? 0 : boxes[boxes.length - 1]!.piece + 1;
    boxes.push(...widen(box, widthKm).map((part) => ({ ...part, piece: number })));
  };
  let piece: LatLonBox | null = null;
  let pieceLength = 0;
  for (const [from, to, km] of shortArcs(line, pieceKm)) {
    const [low, high] = arcLatRange(from, to);
    const arcBox = {
      minLat: low,
      maxLat: high,
      minLon: Math.min(from[0], to[0]),
      maxLon: Math.max(from[0], to[0]),
    };
    piece = piece ? union(piece, arcBox) : arcBox;
    pieceLength += km;
    if (pieceLength >= pieceKm) {
      close(piece);
      piece = null;
      pieceLength = 0;
    }
  }
  if (piece) close(piece);
  return boxes;
}
