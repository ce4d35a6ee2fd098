import { distance } from '@turf/distance';
import { prepareLine, type Projection } from './corridor-line';
import type { LonLat } from './great-circle';
import type { LatLon } from './geo';

/**
 * Corridor search («По пути», issue 26): which listings lie along a carrier's route, and how far off the way each is.
 * One rule for the server's search and for the brute-force oracle its test compares against. The SQL narrows the
 * candidates with `corridorBoxes` (corridor-boxes.ts); this file decides.
 *
 * The route line is a list of [lon, lat] positions whose segments are great-circle arcs (turf's geometry): by default
 * the route's own points (`greatCircleLine`), or the polyline of a routing server.
 *
 * Detour («крюк ≈ N км»). P1 is the departure's projection on the line, P2 the destination's; `along(a, b)` is the
 * line's length between two projections; `leg(x, y)` the great-circle km between two points.
 *   on the way:      detour = (leg(P1, dep) + leg(dep, dest) + leg(dest, P2)) × factor − along(P1, P2) × scale
 *   ends at the end: detour = (leg(P1, dep) + leg(dep, dest)) × factor − along(P1, route end) × scale
 * where scale = roadKm / lineKm when the route's road length is known, else factor. The carrier leaves the line at P1,
 * loads, unloads and rejoins the line at P2; when the destination lies beyond the route's end (its projection is the
 * end) or matched only by lying near the end, the trip ends at the destination instead of the route's end. The load's
 * own road is not known, so the detour is at most what keeping to the route costs: out to the departure and back,
 * out to the destination and back (or out to it, when the trip ends there), × factor — a load along a routing
 * server's road is no detour even where the road is straighter than the factor assumes. Rounded to whole km, never
 * below 0 (a road shorter than the line's scaled km can make the raw figure negative).
 */

export const CORRIDOR_DEFAULT_KM = 30;
export const CORRIDOR_MIN_KM = 5;
export const CORRIDOR_MAX_KM = 200;
export const MAX_VIA_POINTS = 3;
/** Road km per straight km when no routing server answers (configurable by the server; this is the default). */
export const ROAD_FACTOR = 1.25;

export type { LonLat } from './great-circle';

export interface CorridorRoute {
  departure: LatLon;
  /** Up to MAX_VIA_POINTS intermediate points, in driving order. */
  via: readonly LatLon[];
  destination: LatLon;
}

export interface CorridorMatch {
  /** Extra road km the carrier drives to take the load, whole km, ≥ 0. */
  detourKm: number;
  /** Road km (scaled like the detour) from the route's start to the departure's projection. */
  departureAlongKm: number;
  /** Great-circle km from the departure to the line. */
  departureOffKm: number;
  /** Great-circle km from the destination to the line, or to the route's end when the trip ends at the destination. */
  destinationOffKm: number;
  /** True when the carrier ends his trip at the load's destination (beyond or near the route's end). */
  endsAtDestination: boolean;
  /** The load's own road km estimate: great-circle departure → destination × factor (for price per km). */
  loadKm: number;
}

const KM = { units: 'kilometers' } as const;
const toLonLat = (point: LatLon): LonLat => [point.lon, point.lat];
const legKm = (a: LonLat, b: LonLat) => distance(a, b, KM);

/** The default route line: the route's points in order, joined by great-circle arcs. */
export function greatCircleLine(route: CorridorRoute): LonLat[] {
  if (route.via.length > MAX_VIA_POINTS) {
    throw new RangeError(`A route has at most ${MAX_VIA_POINTS} intermediate points`);
  }
  return [route.departure, ...route.via, route.destination].map(toLonLat);
}

/** The line's great-circle length in km. */
export function lineLengthKm(line: readonly LonLat[]): number {
  let total = 0;
  for (let i = 1; i < line.length; i++) total += legKm(line[i - 1]!, line[i]!);
  return total;
}

export function isCorridorWidth(widthKm: number): boolean {
  return Number.isFinite(widthKm) && widthKm >= CORRIDOR_MIN_KM && widthKm <= CORRIDOR_MAX_KM;
}

/**
 * Decides listings against one route: the line's pieces and length are prepared once, not per listing. Called, it
 * answers the match with its detour; `holds` answers only whether there is one (a saved search's alert needs no
 * detour) — the same decision, without measuring.
 */
export interface CorridorMatcher {
  (departure: LatLon, destination: LatLon): CorridorMatch | null;
  holds(departure: LatLon, destination: LatLon): boolean;
}

/**
 * Whether a listing from `departure` to `destination` lies along the route `line` within `widthKm`, and its detour.
 * `roadKm` is the route's road length when a routing server gave it, else null (then line km × factor).
 */
export function corridorMatch(
  line: readonly LonLat[],
  roadKm: number | null,
  departure: LatLon,
  destination: LatLon,
  widthKm: number,
  factor: number = ROAD_FACTOR,
): CorridorMatch | null {
  return corridorMatcher(line, roadKm, widthKm, factor)(departure, destination);
}

/** `corridorMatch` with the route fixed: the search decides thousands of candidates against one line. */
export function corridorMatcher(
  line: readonly LonLat[],
  roadKm: number | null,
  widthKm: number,
  factor: number = ROAD_FACTOR,
): CorridorMatcher {
  if (line.length < 2) throw new RangeError('A route line has at least 2 points');
  if (!isCorridorWidth(widthKm)) {
    throw new RangeError(`Corridor width must be ${CORRIDOR_MIN_KM}–${CORRIDOR_MAX_KM} km`);
  }
  if (!(factor >= 1)) throw new RangeError('The road factor is at least 1');

  const prepared = prepareLine(line, widthKm);
  const lineKm = prepared.lengthKm;
  const scale = roadKm !== null && lineKm > 0 ? roadKm / lineKm : factor;
  const end = line[line.length - 1]!;

  // Reused for every listing: nothing keeps them past the call (the search decides thousands in a row).
  const dep: LonLat = [0, 0];
  const dest: LonLat = [0, 0];
  const p1: Projection = { offKm: 0, alongKm: 0 };
  const p2: Projection = { offKm: 0, alongKm: 0 };
  let furtherAlong = false;
  let endOffKm = 0;

  /** The decision: the departure within W of the line, the destination further along it or within W of its end. */
  function holds(departure: LatLon, destination: LatLon): boolean {
    dep[0] = departure.lon;
    dep[1] = departure.lat;
    if (!prepared.project(dep, p1)) return false;
    dest[0] = destination.lon;
    dest[1] = destination.lat;
    furtherAlong = prepared.project(dest, p2) && p2.alongKm > p1.alongKm;
    // Measured only when it decides: most candidates are further along.
    endOffKm = furtherAlong ? 0 : legKm(dest, end);
    return furtherAlong || endOffKm <= widthKm;
  }

  const match = (departure: LatLon, destination: LatLon): CorridorMatch | null => {
    if (!holds(departure, destination)) return null;
    // A projection at the line's end means the destination lies beyond it (or is the end itself).
    const endsAtDestination = !furtherAlong || p2.alongKm >= lineKm;
    const loadStraightKm = legKm(dep, dest);
    const rejoinKm = endsAtDestination ? 0 : p2.offKm;
    const skippedKm = (endsAtDestination ? lineKm : p2.alongKm) - p1.alongKm;
    const raw = (p1.offKm + loadStraightKm + rejoinKm) * factor - skippedKm * scale;
    // Or the carrier keeps to the route: out to the departure and back, out to the destination (and back).
    const destinationOffKm = furtherAlong ? p2.offKm : endOffKm;
    const keepingToRoute = (2 * p1.offKm + (endsAtDestination ? 1 : 2) * destinationOffKm) * factor;
    return {
      detourKm: Math.max(0, Math.round(Math.min(raw, keepingToRoute))),
      departureAlongKm: p1.alongKm * scale,
      departureOffKm: p1.offKm,
      destinationOffKm,
      endsAtDestination,
      loadKm: loadStraightKm * factor,
    };
  };
  return Object.assign(match, { holds });
}
