/**
 * Great-circle helpers of the corridor rule (issue 26) on unit vectors: where an arc runs, so a line can be cut into
 * pieces that follow it (the prefilter's boxes, the matcher's pieces).
 */

/** A position as GeoJSON and routing servers write it: longitude first. */
export type LonLat = [lon: number, lat: number];

export type Vector = [number, number, number];
export const RAD = Math.PI / 180;

export const toVector = ([lon, lat]: LonLat): Vector => [
  Math.cos(lat * RAD) * Math.cos(lon * RAD),
  Math.cos(lat * RAD) * Math.sin(lon * RAD),
  Math.sin(lat * RAD),
];
export const latOf = (v: Vector) => Math.asin(Math.max(-1, Math.min(1, v[2]))) / RAD;
export const dot = (a: Vector, b: Vector) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vector, b: Vector): Vector => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];

/** The longitude equal to `lon` modulo 360 nearest to `reference`, so a line's longitudes never jump by 360. */
export const unwrapNear = (lon: number, reference: number) => lon - 360 * Math.round((lon - reference) / 360);

/** The point at `fraction` of the great-circle arc from a to b (spherical interpolation). */
export function pointOnArc(a: LonLat, b: LonLat, fraction: number): LonLat {
  const va = toVector(a);
  const vb = toVector(b);
  const angle = Math.acos(Math.max(-1, Math.min(1, dot(va, vb))));
  if (angle < 1e-12) return a;
  const wa = Math.sin((1 - fraction) * angle) / Math.sin(angle);
  const wb = Math.sin(fraction * angle) / Math.sin(angle);
  const v: Vector = [wa * va[0] + wb * vb[0], wa * va[1] + wb * vb[1], wa * va[2] + wb * vb[2]];
  return [unwrapNear(Math.atan2(v[1], v[0]) / RAD, a[0]), latOf(v)];
}
