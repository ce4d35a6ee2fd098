import { distance } from '@turf/distance';
import { RULER_ERROR } from './corridor-line';
import { cross, dot, toVector, type LonLat, type Vector } from './great-circle';

/**
 * The narrow first read of «Меньше крюк» (issue 26). On a route of one great-circle leg (the estimate without
 * intermediate points), a listing whose detour is small lies close to the route at both ends, and those few can be
 * told apart in SQL by plain arithmetic on unit vectors. So the search first reads only the listings that may have a
 * detour of at most `maxDetourKm`, ranks them with the domain's rule, and keeps that page when its last detour is
 * within the bound: every listing with a detour up to the bound was read, so none could rank before. Otherwise the
 * search reads the whole corridor.
 *
 * Why the regions hold every listing with detour ≤ D, the rule's raw detour being f × (d1 + L + r − S) with d1 the
 * departure's km off the line, r the destination's (0 when the trip ends there), L the load's km and S the route km
 * it skips (corridor.ts); X = (D + 0.5) / f (the detour is rounded), σ the slack of the sphere and the flat rulers:
 * - rejoining the line: projection onto one great circle shrinks distances (up to cos(W / R)), so L ≥ S − σ and
 *   raw ≥ f × (d1 + r − σ): both ends lie within X + σ of the line;
 * - ending beyond the route's end: likewise raw ≥ f × (d1 − σ), and the destination lies within W of the end;
 * - ending within W of the end behind the departure: raw ≥ f × (d1 − e) with e the route km from the departure's
 *   projection to the end, which is at most W (the destination's projection is behind it and within W of the end):
 *   the departure lies in the wedge d1 < X + e behind the end;
 * - a destination within W of the end that the flat rulers put just beyond W of the line: raw ≥ f × (d1 − W − σ),
 *   for a thin ring around the end only;
 * - keeping to the route instead costs f × (2 d1 + …) ≥ each bound above.
 * The test of the bounds is a property test against `corridorMatcher` (corridor-narrow.test.ts), and the search's
 * brute-force oracle compares whole pages.
 */

/** The detour the first read covers: the page of the smallest detours along a busy route is almost always within. */
export const NARROW_DETOUR_KM = 5;

const EARTH_RADIUS_KM = 6371.0088;
/** The flat rulers' share of error (corridor-line.ts), and what a chord of a piece and rounding add in km. */
const SHARE = RULER_ERROR;
const SLACK_KM = 0.3;
/** p·E is about 1 in the wedge: a floor that keeps the division defined whatever order SQL evaluates the test in. */
export const WEDGE_MIN_END = 1e-6;

/**
 * Numbers of the narrow read's test, on a point's unit vector p (x = cos lat cos lon, y = cos lat sin lon,
 * z = sin lat): `narrowHolds` and the server's SQL compute the same expressions.
 */
export interface CorridorNarrowing {
  maxDetourKm: number;
  /** The route's end, and how far from it the end's tests reach (for a box around it before them). */
  endPoint: LonLat;
  endRadiusKm: number;
  wedgeRadiusKm: number;
  /** The route's great circle: its pole N, its end E, and the direction of travel at the end T. */
  pole: Vector;
  end: Vector;
  forward: Vector;
  /** |p·N| at most: an end that rejoins the line, or a departure before a trip that ends at the destination. */
  nearSin: number;
  /** p·E at least: a destination within W of the route's end. */
  endCos: number;
  /** p·E at most: a destination in the ring around the end where the rulers and the sphere may disagree about W. */
  ringCos: number;
  /** |p·N| at most: the departure of a load that ends in that ring. */
  ringSin: number;
  /** p·E at least: a departure near enough the end for the wedge. */
  wedgeCos: number;
  /** p·T at least: a departure at most W (and the slack) before the end. */
  wedgeForward: number;
  /**
   * |p·N| − wedgeSlope × max(0, −p·T) / p·E below this angle: the wedge d1 < X + e (|p·N| is the sine of the angle
   * off the circle, at most the angle; −p·T / p·E the tangent of the angle behind the end, at least the angle).
   */
  wedgeAngle: number;
  wedgeSlope: number;
}

/**
 * The narrow read for a route of one great-circle leg `line` (two points), or null when it does not apply: a longer
 * line (intermediate points, a routing server's road), or a leg too short or too long for the bounds' slack.
 */
export function corridorNarrowing(
  line: readonly LonLat[],
  widthKm: number,
  factor: number,
  maxDetourKm: number = NARROW_DETOUR_KM,
): CorridorNarrowing | null {
  if (line.length !== 2) return null;
  const [start, end] = [line[0]!, line[1]!];
  const lineKm = distance(start, end, { units: 'kilometers' });
  // Past a quarter of the globe the planar bounds' slack grows; under the corridor's width the wedge is everything.
  if (lineKm > 5000 || lineKm < 2 * widthKm) return null;
  const a = toVector(start);
  const e = toVector(end);
  const normal = cross(a, e);
  const length = Math.sqrt(dot(normal, normal));
  const pole: Vector = [normal[0] / length, normal[1] / length, normal[2] / length];
  const forward = cross(pole, e);

  const x = (maxDetourKm + 0.5) / factor;
  // The sphere: projection onto the great circle shortens by up to cos(W / R) over the route's km.
  const sphereKm = (lineKm * (widthKm / EARTH_RADIUS_KM) ** 2) / 2;
  const nearKm = ((x + sphereKm + SLACK_KM) / (1 - SHARE)) * (1 + SHARE) + SLACK_KM;
  const endKm = widthKm * (1 + SHARE) + SLACK_KM;
  const ringInnerKm = widthKm * (1 - 2 * SHARE) - SLACK_KM;
  const ringKm = ((x + endKm + sphereKm + SLACK_KM) / (1 - SHARE)) * (1 + SHARE) + SLACK_KM;
  const wedgeBackKm = endKm + SHARE * (x + 2 * endKm) + SLACK_KM;
  const slope = (1 + SHARE) ** 2;
  const wedgeKm = (x + SHARE * (x + endKm) + SLACK_KM) * (1 + SHARE) + SLACK_KM;
  const angle = (km: number) => Math.min(Math.PI / 2, km / EARTH_RADIUS_KM);
  const wedgeRadiusKm = x + 2 * wedgeBackKm + wedgeKm;
  return {
    maxDetourKm,
    endPoint: [end[0], end[1]],
    endRadiusKm: endKm,
    wedgeRadiusKm,
    pole,
    end: e,
    forward,
    nearSin: Math.sin(angle(nearKm)),
    endCos: Math.cos(angle(endKm)),
    ringCos: Math.cos(angle(Math.max(0, ringInnerKm))),
    ringSin: Math.sin(angle(ringKm)),
    wedgeCos: Math.cos(angle(wedgeRadiusKm)),
    wedgeForward: -Math.sin(angle(wedgeBackKm)),
    wedgeAngle: angle(wedgeKm),
    wedgeSlope: slope,
  };
}

/** Whether a listing from `departure` to `destination` is in the narrow read (the SQL's test, in TypeScript). */
export function narrowHolds(narrowing: CorridorNarrowing, departure: LonLat, destination: LonLat): boolean {
  const dep = toVector(departure);
  const dest = toVector(destination);
  const depOff = Math.abs(dot(dep, narrowing.pole));
  const destEnd = dot(dest, narrowing.end);
  const destNearEnd = destEnd >= narrowing.endCos;
  if (
    depOff <= narrowing.nearSin &&
    (Math.abs(dot(dest, narrowing.pole)) <= narrowing.nearSin || destNearEnd)
  ) {
    return true;
  }
  if (!destNearEnd) return false;
  if (destEnd <= narrowing.ringCos && depOff <= narrowing.ringSin) return true;
  const depEnd = dot(dep, narrowing.end);
  const depForward = dot(dep, narrowing.forward);
  return (
    depEnd >= narrowing.wedgeCos &&
    depForward >= narrowing.wedgeForward &&
    depOff - (narrowing.wedgeSlope * Math.max(0, -depForward)) / Math.max(depEnd, WEDGE_MIN_END) <
      narrowing.wedgeAngle
  );
}
