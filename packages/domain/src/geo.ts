/** Great-circle distance and bounding boxes for radius search. */

const EARTH_RADIUS_KM = 6371.0088;
const toRad = (deg: number) => (deg * Math.PI) / 180;

export interface LatLon {
  lat: number;
  lon: number;
}

export function haversineKm(a: LatLon, b: LatLon): number {
  const dLat = toRad(b.lat - a.lat);
  const dLon = toRad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A lat/lon box that contains every point within `radiusKm` of `center` (used to narrow a search by index before
 * the exact distance check). Longitude span is clamped near the poles and never wraps the antimeridian for Russia's
 * western regions; eastern Chukotka crossing 180° is handled by widening to the full range.
 */
export function boundingBox(center: LatLon, radiusKm: number) {
  const dLat = radiusKm / 111.32;
  const cosLat = Math.max(Math.cos(toRad(center.lat)), 0.01);
  const dLon = radiusKm / (111.32 * cosLat);
  const minLon = center.lon - dLon;
  const maxLon = center.lon + dLon;
  const wraps = minLon < -180 || maxLon > 180;
  return {
    minLat: Math.max(-90, center.lat - dLat),
    maxLat: Math.min(90, center.lat + dLat),
    minLon: wraps ? -180 : minLon,
    maxLon: wraps ? 180 : maxLon,
  };
}
