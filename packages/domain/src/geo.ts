/** Great-circle distance (the search's bounding box lives with the SQL: server/src/modules/search/bounding-box.ts). */

const EARTH_RADIUS_KM = 6371.0088;
const toRad = (deg: number) => (deg * Math.PI) / 180;

export interface LatLon {
  lat: number;
  lon: number;
}

export function haversineKm(a: LatLon, b: LatLon): number {
  return haversineKmBetween(a.lat, a.lon, b.lat, b.lon);
}

/** `haversineKm` of two points given as numbers (the saved-search filter table keeps its circles in a Float64Array). */
export function haversineKmBetween(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const dLat = toRad(bLat - aLat);
  const dLon = toRad(bLon - aLon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(aLat)) * Math.cos(toRad(bLat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
