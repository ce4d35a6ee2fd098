import type { LatLon } from '@fura/domain/geo';

/** The same Earth radius as `haversineKm` in domain/geo.ts (the SQL distance uses it too). */
export const EARTH_RADIUS_KM = 6371.0088;

/** About a centimetre: keeps points exactly on the circle inside the box despite rounding. */
const MARGIN_DEG = 1e-7;

export interface LatLonBox {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

const toDeg = (rad: number) => (rad * 180) / Math.PI;
const toRad = (deg: number) => (deg * Math.PI) / 180;

/**
 * The smallest lat/lon box that contains every point within `radiusKm` (great-circle) of `center`; the index
 * narrows a radius search with it before the exact distance check.
 *
 * The longitude span is asin(sin δ / cos φ), the widest the circle gets; a box over a pole or across the antimeridian widens to every longitude.
 */
export function searchBoundingBox(center: LatLon, radiusKm: number): LatLonBox {
  const angular = radiusKm / EARTH_RADIUS_KM;
  const dLat = toDeg(angular) + MARGIN_DEG;
  const minLat = center.lat - dLat;
  const maxLat = center.lat + dLat;
  const allLongitudes = { minLon: -180, maxLon: 180 };
  if (minLat <= -90 || maxLat >= 90)
    return { minLat: Math.max(-90, minLat), maxLat: Math.min(90, maxLat), ...allLongitudes };
  const ratio = Math.sin(angular) / Math.cos(toRad(center.lat));
  if (ratio >= 1) return { minLat, maxLat, ...allLongitudes };
  const dLon = toDeg(Math.asin(ratio)) + MARGIN_DEG;
  const minLon = center.lon - dLon;
  const maxLon = center.lon + dLon;
  if (minLon < -180 || maxLon > 180) return { minLat, maxLat, ...allLongitudes };
  return { minLat, maxLat, minLon, maxLon };
}
