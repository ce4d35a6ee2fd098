import fc from 'fast-check';
import { nearestPointOnLine } from '@turf/nearest-point-on-line';
import { lineString } from '@turf/helpers';
import { CORRIDOR_MAX_KM, CORRIDOR_MIN_KM, MAX_VIA_POINTS, type LonLat } from '../src/corridor';

/** Routes and points for the corridor's property tests (corridor-boxes, corridor-line). */

export const kmToLine = (line: LonLat[], point: LonLat) =>
  nearestPointOnLine(lineString(line), point, { units: 'kilometers' }).properties.pointDistance;

/** Uniform over [min, max] (fc.double crowds its values near zero and the ends). */
export const uniform = (min: number, max: number) =>
  fc.integer({ min: 0, max: 1_000_000 }).map((step) => min + ((max - min) * step) / 1_000_000);

/** Routes of 2–5 points anywhere from the Baltic to Chukotka, across the antimeridian and up to the Arctic coast. */
export const arbPosition = fc.tuple(
  uniform(19, 191).map((lon) => (lon > 180 ? lon - 360 : lon)),
  uniform(41, 78),
);
export const arbLine = fc.array(arbPosition, { minLength: 2, maxLength: 2 + MAX_VIA_POINTS }) as fc.Arbitrary<
  LonLat[]
>;
export const arbWidth = fc.integer({ min: CORRIDOR_MIN_KM, max: CORRIDOR_MAX_KM });

/** The point `km` from `from` on the initial bearing (the sphere's direct problem, as turf's destination does it). */
export function destinationPoint([lon, lat]: LonLat, km: number, bearingDeg: number): LonLat {
  const rad = Math.PI / 180;
  const angle = km / 6371.0088;
  const [phi, theta] = [lat * rad, bearingDeg * rad];
  const phi2 = Math.asin(Math.sin(phi) * Math.cos(angle) + Math.cos(phi) * Math.sin(angle) * Math.cos(theta));
  const dLambda = Math.atan2(
    Math.sin(theta) * Math.sin(angle) * Math.cos(phi),
    Math.cos(angle) - Math.sin(phi) * Math.sin(phi2),
  );
  const lon2 = ((((lon + dLambda / rad + 540) % 360) + 360) % 360) - 180;
  return [lon2, phi2 / rad];
}
