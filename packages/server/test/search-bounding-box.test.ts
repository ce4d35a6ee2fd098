import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { haversineKm, type LatLon } from '@fura/domain/geo';
import { searchBoundingBox, type LatLonBox } from '../src/modules/search/bounding-box';

const inBox = (point: LatLon, box: LatLonBox) =>
  point.lat >= box.minLat && point.lat <= box.maxLat && point.lon >= box.minLon && point.lon <= box.maxLon;

/** The point `distanceKm` from `center` along `bearingDeg` on the sphere of domain's haversine. */
function destination(center: LatLon, bearingDeg: number, distanceKm: number): LatLon {
  const angular = distanceKm / 6371.0088;
  const lat1 = (center.lat * Math.PI) / 180;
  const lon1 = (center.lon * Math.PI) / 180;
  const bearing = (bearingDeg * Math.PI) / 180;
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing),
  );
  const lon2 =
    lon1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  const lon = (((((lon2 * 180) / Math.PI + 540) % 360) + 360) % 360) - 180;
  return { lat: (lat2 * 180) / Math.PI, lon };
}

describe('searchBoundingBox', () => {
  it('contains every point within the radius, in every direction, at every latitude of Russia and beyond', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -85, max: 85, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lat, lon, radiusKm, bearing, fraction) => {
          const center = { lat, lon };
          const point = destination(center, bearing, radiusKm * fraction);
          fc.pre(haversineKm(point, center) <= radiusKm);
          expect(inBox(point, searchBoundingBox(center, radiusKm))).toBe(true);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('reaches the circle’s widest longitude north of the centre (where a radius / cos(lat) box falls short)', () => {
    const center = { lat: 60, lon: 30 };
    const box = searchBoundingBox(center, 1000);
    // The farthest east a point 1000 km away gets lies north of 60°: lon 30 + asin(sin δ / cos 60°).
    const eastmost = { lat: 61.25, lon: 48.2 };
    expect(haversineKm(center, eastmost)).toBeLessThanOrEqual(1000);
    expect(inBox(eastmost, box)).toBe(true);
    expect(box.maxLon).toBeLessThan(48.3);
    expect(box.maxLat).toBeLessThan(69);
  });

  it('widens to every longitude over a pole or across the antimeridian (Chukotka)', () => {
    expect(searchBoundingBox({ lat: 89.5, lon: 10 }, 100)).toMatchObject({
      minLon: -180,
      maxLon: 180,
      maxLat: 90,
    });
    expect(searchBoundingBox({ lat: 66, lon: 178 }, 300)).toMatchObject({ minLon: -180, maxLon: 180 });
    const moscow = searchBoundingBox({ lat: 55.75, lon: 37.62 }, 0);
    expect(moscow.maxLat - moscow.minLat).toBeLessThan(1e-6);
  });
});
