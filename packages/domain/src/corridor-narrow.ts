import { distance } from '@turf/distance';
import { corridorBoxes, type LatLonBox } from './corridor-boxes';
import { RULER_ERROR } from './corridor-line';
import { cross, dot, toVector, type LonLat, type Vector } from './great-circle';

/**
 * The narrow first read of «Меньше крюк» (issue 26). On the estimate's route (great-circle legs between its points), a
 * listing whose detour is small lies close to the route at both ends, and those few can be told apart in SQL by plain
 * arithmetic on unit vectors. So the search first reads only the listings that may have a
 * detour of at most `maxDetourKm`, ranks them with the domain's rule, and keeps that page when its last detour is
 * within the bound: every listing with a detour up to the bound was read, so none could rank before. Otherwise the
 * search reads the whole corridor.
 *
 * Why the regions hold every listing with detour ≤ D, the rule's raw detour being f × (d1 + L + r − S) with d1 the
 * departure's km off the line, r the destination's (0 when the trip ends there), L the load's km and S the route km
 * it skips (corridor.ts); X = (D + 0.5) / f (the detour is rounded), σ the slack of the sphere and the flat rulers:
 * - rejoining the line: projection onto one great circle shrinks distances (up to cos(W / R)), so L ≥ S − σ and
 *   raw ≥ f × (d1 + r − σ): both ends lie within X + σ of the line. Across intermediate points that turn the route by
 *   Θ in all between the two projections, the chord is at least S cos(Θ / 2) and the offsets lean at most Θ from
 *   square to it, so raw ≥ f × ((d1 + r)(1 − 2 sin(Θ / 2)) − S (1 − cos(Θ / 2)) − σ): wider bands for loads that
 *   span a turn (routes turning by more than MAX_TURN in all are read whole);
 * - ending beyond the route's end: likewise raw ≥ f × (d1 − σ) (with the same weakening across turns), and the
 *   destination lies within W of the end;
 * - ending within W of the end behind the departure: raw ≥ f × (d1 − e) with e the route km from the departure's
 *   projection to the end, which is at most W (the destination's projection is behind it and within W of the end):
 *   with L at least the chord between the two ends, the departure lies in the wedge d1 + chord < X + e behind the end;
 * - a destination within W of the end that the flat rulers put just beyond W of the line: raw ≥ f × (d1 − W − σ),
 *   for a thin ring around the end only;
 * - keeping to the route instead costs f × (2 d1 + …) ≥ each bound above.
 * The test of the bounds is a property test against `corridorMatcher` (corridor-narrow.test.ts), and the search's
 * brute-force oracle compares whole pages.
 */

/** The detour the first read covers: the page of the smallest detours along a busy route is almost always within. */
export const NARROW_DETOUR_KM = 5;

const EARTH_RADIUS_KM = 6371.0088;
/** Routes that turn more than this in all are read whole: the bands across the turns would hold most of the corridor. */
const MAX_TURN = (40 * Math.PI) / 180;
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
  /**
   * Each leg's great circle (pole N), and the bands: a departure within `departureSin` of it may pair with a
   * destination within `sin` of leg `leg`'s circle (|p·N| at most), or within W of the end when within `endSin`.
   */
  legs: {
    pole: Vector;
    /** Every point of every band of this leg lies in it (none: no box test). */
    box: LatLonBox | null;
    departureSin: number;
    pairs: { leg: number; sin: number }[];
    endSin: number;
  }[];
  /** The last leg's pole N, the route's end E and the direction of travel there T, for the end's tests. */
  pole: Vector;
  end: Vector;
  forward: Vector;
  /** p·E at least: a destination within W of the route's end. */
  endCos: number;
  /** p·E at most: a destination in the ring around the end where the rulers and the sphere may disagree about W. */
  ringCos: number;
  /** |p·N| at most, for some leg's N: the departure of a load that ends in that ring. */
  ringSin: number;
  /** p·E at least: a departure near enough the end for the wedge. */
  wedgeCos: number;
  /** p·T at least: a departure at most W (and the slack) before the end. */
  wedgeForward: number;
  /**
   * |p·N| + wedgeChord × |p − q| − wedgeSlope × max(0, −p·T) / p·E below this angle, p the departure and q the
   * destination: the wedge d1 + L < X + e (|p·N| is the sine of the angle off the circle, at most the angle; |p − q|
   * the chord, at most the arc; −p·T / p·E the tangent of the angle behind the end, at least the angle).
   */
  wedgeAngle: number;
  wedgeChord: number;
  wedgeSlope: number;
}

/**
 * One lat/lon box around a leg that holds every point within `km` of it (the union of `corridorBoxes`), or null
 * across the antimeridian or a pole: a cheap test before the trigonometry, as every band is a distance from a leg.
 */
function legBox(from: LonLat, to: LonLat, km: number): LatLonBox | null {
  const boxes = corridorBoxes([from, to], km);
  const box = {
    minLat: Math.min(...boxes.map((part) => part.minLat)),
    maxLat: Math.max(...boxes.map((part) => part.maxLat)),
    minLon: Math.min(...boxes.map((part) => part.minLon)),
    maxLon: Math.max(...boxes.map((part) => part.maxLon)),
  };
  const split = new Set(boxes.map((part) => part.piece)).size < boxes.length;
  return split || box.maxLon - box.minLon >= 180 ? null : box;
}

/** Whether a point lies in a box (none: anywhere). */
export const inLegBox = (box: LatLonBox | null, [lon, lat]: LonLat) =>
  !box || (lat >= box.minLat && lat <= box.maxLat && lon >= box.minLon && lon <= box.maxLon);

const unit = (v: Vector): Vector => {
  const length = Math.sqrt(dot(v, v));
  return [v[0] / length, v[1] / length, v[2] / length];
};

/**
 * The narrow read for the estimate's route `line` (its points joined by great-circle legs), or null when it does not
 * apply: a routing server's road, a route turning by more than MAX_TURN in all, a last leg shorter than twice the
 * width (the wedge would be everything) or a route past a quarter of the globe (the slack grows).
 */
export function corridorNarrowing(
  line: readonly LonLat[],
  widthKm: number,
  factor: number,
  maxDetourKm: number = NARROW_DETOUR_KM,
): CorridorNarrowing | null {
  const points = line.map(toVector);
  const legKm = line.slice(1).map((point, i) => distance(line[i]!, point, { units: 'kilometers' }));
  const lineKm = legKm.reduce((sum, km) => sum + km, 0);
  if (lineKm > 5000 || legKm.at(-1)! < 2 * widthKm || legKm.some((km) => km < 0.1)) return null;
  const poles = points.slice(1).map((point, i) => unit(cross(points[i]!, point)));
  // The turn at each intermediate point: between the arriving leg's direction there and the leaving one's.
  const turns = poles.slice(1).map((pole, i) => {
    const vertex = points[i + 1]!;
    return Math.acos(Math.max(-1, Math.min(1, dot(cross(poles[i]!, vertex), cross(pole, vertex)))));
  });
  const turnBetween = (from: number, to: number) =>
    turns.slice(from, to).reduce((sum, turn) => sum + turn, 0);
  if (turnBetween(0, turns.length) > MAX_TURN) return null;
  const kmBetween = (from: number, to: number) => legKm.slice(from, to + 1).reduce((sum, km) => sum + km, 0);

  const x = (maxDetourKm + 0.5) / factor;
  // The sphere: projection onto a great circle shortens by up to cos(W / R) over the route's km.
  const sphereKm = (lineKm * (widthKm / EARTH_RADIUS_KM) ** 2) / 2;
  const endKm = widthKm * (1 + SHARE) + SLACK_KM;
  /** The band for a load from leg `from` to leg `to` (or ending at the end): what the bound above leaves of d1. */
  const bandKm = (from: number, to: number, extraKm: number, baseKm = 0) => {
    const turn = turnBetween(from, to);
    const lean = 2 * Math.sin(turn / 2);
    const cut = kmBetween(from, to) * (1 - Math.cos(turn / 2));
    const km = (x + baseKm + lean * extraKm + cut + sphereKm + SLACK_KM) / ((1 - lean) * (1 - SHARE));
    return km * (1 + SHARE) + SLACK_KM;
  };
  const last = poles.length - 1;
  const angle = (km: number) => Math.min(Math.PI / 2, km / EARTH_RADIUS_KM);
  // The widest band a leg takes part in, either end: its box holds both ends of every pair with it.
  const widestKm = poles.map((_, leg) =>
    Math.max(
      bandKm(leg, last, endKm),
      ...poles.map((__, other) => bandKm(Math.min(leg, other), Math.max(leg, other), 0)),
    ),
  );
  const legs = poles.map((pole, from) => {
    const pairs = poles.slice(from).map((_, i) => ({
      leg: from + i,
      sin: Math.sin(angle(bandKm(from, from + i, 0))),
    }));
    const endSin = Math.sin(angle(bandKm(from, last, endKm)));
    const box = legBox(line[from]!, line[from + 1]!, widestKm[from]!);
    return { pole, box, departureSin: Math.max(endSin, ...pairs.map((pair) => pair.sin)), pairs, endSin };
  });
  // A destination the rulers put just beyond W of the line may lie up to W behind the end.
  const ringKm = Math.max(...poles.map((_, from) => bandKm(from, last, endKm, endKm)));

  const ringInnerKm = widthKm * (1 - 2 * SHARE) - SLACK_KM;
  const wedgeBackKm = endKm + SHARE * (x + 2 * endKm) + SLACK_KM;
  const wedgeKm = (x + SHARE * (x + endKm) + SLACK_KM) * (1 + SHARE) + SLACK_KM;
  const wedgeRadiusKm = x + 2 * wedgeBackKm + wedgeKm;
  const end = points.at(-1)!;
  return {
    maxDetourKm,
    endPoint: [line.at(-1)![0], line.at(-1)![1]],
    endRadiusKm: endKm,
    wedgeRadiusKm,
    legs,
    pole: poles[last]!,
    end,
    forward: cross(poles[last]!, end),
    endCos: Math.cos(angle(endKm)),
    ringCos: Math.cos(angle(Math.max(0, ringInnerKm))),
    ringSin: Math.sin(angle(ringKm)),
    wedgeCos: Math.cos(angle(wedgeRadiusKm)),
    wedgeForward: -Math.sin(angle(wedgeBackKm)),
    wedgeAngle: angle(wedgeKm),
    wedgeChord: 1 + SHARE,
    wedgeSlope: (1 + SHARE) ** 2,
  };
}

/** Whether a listing from `departure` to `destination` is in the narrow read (the SQL's test, in TypeScript). */
export function narrowHolds(narrowing: CorridorNarrowing, departure: LonLat, destination: LonLat): boolean {
  const dep = toVector(departure);
  const dest = toVector(destination);
  const destEnd = dot(dest, narrowing.end);
  const destNearEnd = destEnd >= narrowing.endCos;
  for (const leg of narrowing.legs) {
    if (!inLegBox(leg.box, departure)) continue;
    const depOff = Math.abs(dot(dep, leg.pole));
    if (depOff > leg.departureSin) continue;
    if (depOff <= leg.endSin && destNearEnd) return true;
    for (const pair of leg.pairs) {
      const other = narrowing.legs[pair.leg]!;
      if (
        depOff <= pair.sin &&
        inLegBox(other.box, destination) &&
        Math.abs(dot(dest, other.pole)) <= pair.sin
      ) {
        return true;
      }
    }
  }
  if (!destNearEnd) return false;
  const ringOff = Math.min(...narrowing.legs.map((leg) => Math.abs(dot(dep, leg.pole))));
  if (destEnd <= narrowing.ringCos && ringOff <= narrowing.ringSin) return true;
  const depOff = Math.abs(dot(dep, narrowing.pole));
  const depEnd = dot(dep, narrowing.end);
  const depForward = dot(dep, narrowing.forward);
  const chord = Math.sqrt(Math.max(0, 2 - 2 * dot(dep, dest)));
  return (
    depEnd >= narrowing.wedgeCos &&
    depForward >= narrowing.wedgeForward &&
    depOff +
      narrowing.wedgeChord * chord -
      (narrowing.wedgeSlope * Math.max(0, -depForward)) / Math.max(depEnd, WEDGE_MIN_END) <
      narrowing.wedgeAngle
  );
}
