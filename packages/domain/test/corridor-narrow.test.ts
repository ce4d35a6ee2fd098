import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distance } from '@turf/distance';
import { corridorMatch, ROAD_FACTOR, type LonLat } from '../src/corridor';
import { corridorNarrowing, narrowHolds, NARROW_DETOUR_KM } from '../src/corridor-narrow';
import { pointOnArc } from '../src/great-circle';
import { arbPosition, arbWidth, destinationPoint, uniform } from './corridor-arbitraries';

/** corridorMatch takes { lat, lon }. */
const latLon = ([lon, lat]: LonLat) => ({ lat, lon });

const MOSCOW: LonLat = [37.6173, 55.7558];
const ST_PETERSBURG: LonLat = [30.3351, 59.9343];
const KAZAN: LonLat = [49.1089, 55.7964];

/** A point near the line: at `fraction` of it (beyond its ends too), moved `km` on `bearing`. */
const arbNear = fc.record({
  fraction: fc.oneof(uniform(-0.05, 1.05), uniform(0.97, 1.01), uniform(-0.01, 0.02)),
  km: fc.oneof(uniform(0, 8), uniform(0, 2), fc.constant(0), uniform(0, 60)),
  bearing: uniform(0, 360),
});
type Near = { fraction: number; km: number; bearing: number };

const place = (line: LonLat[], { fraction, km, bearing }: Near): LonLat =>
  destinationPoint(pointOnArc(line[0]!, line[1]!, fraction), km, bearing);

/** Around the route's end: within W of it (the wedge), at W (the rulers and the sphere may disagree) or outside. */
const arbAroundEnd = fc.record({
  share: fc.oneof(uniform(0, 1.1), uniform(0.99, 1)),
  bearing: uniform(0, 360),
});

describe('corridorNarrowing', () => {
  it('holds every listing whose detour is within its bound (property against corridorMatch)', () => {
    let checked = 0;
    fc.assert(
      fc.property(
        arbPosition,
        arbPosition,
        arbWidth,
        uniform(1, 2),
        fc.integer({ min: 0, max: 30 }),
        arbNear,
        fc.oneof(arbNear, arbAroundEnd),
        (start, end, widthKm, factor, maxDetourKm, from, to) => {
          const line = [start, end];
          const narrowing = corridorNarrowing(line, widthKm, factor, maxDetourKm);
          if (!narrowing) return;
          const departure = place(line, from);
          const destination =
            'share' in to ? destinationPoint(end, to.share * widthKm, to.bearing) : place(line, to);
          const match = corridorMatch(line, null, latLon(departure), latLon(destination), widthKm, factor);
          if (!match || match.detourKm > maxDetourKm) return;
          checked++;
          expect(narrowHolds(narrowing, departure, destination)).toBe(true);
        },
      ),
      { numRuns: 20_000 },
    );
    // The generators reach the bound often enough for the property to say something.
    expect(checked).toBeGreaterThan(2_000);
  });

  it('leaves out what is off the way at either end, even inside the corridor', () => {
    const line = [MOSCOW, KAZAN];
    const narrowing = corridorNarrowing(line, 30, ROAD_FACTOR)!;
    const onLine = (fraction: number) => pointOnArc(MOSCOW, KAZAN, fraction);
    const north = (point: LonLat, km: number) => destinationPoint(point, km, 0);
    // On the line both ends: in. Ten km off at the departure or halfway along: out (detour ≥ 12 km).
    expect(narrowHolds(narrowing, onLine(0.1), onLine(0.6))).toBe(true);
    expect(narrowHolds(narrowing, north(onLine(0.1), 10), onLine(0.6))).toBe(false);
    expect(narrowHolds(narrowing, onLine(0.1), north(onLine(0.6), 10))).toBe(false);
    const match = corridorMatch(line, null, latLon(north(onLine(0.1), 10)), latLon(onLine(0.6)), 30)!;
    expect(match.detourKm).toBeGreaterThan(NARROW_DETOUR_KM);
  });

  it('applies to one great-circle leg only, longer than twice the width', () => {
    expect(corridorNarrowing([MOSCOW, ST_PETERSBURG], 50, ROAD_FACTOR)).not.toBeNull();
    expect(corridorNarrowing([MOSCOW, KAZAN, ST_PETERSBURG], 50, ROAD_FACTOR)).toBeNull();
    const near = destinationPoint(MOSCOW, 80, 90);
    expect(distance(MOSCOW, near, { units: 'kilometers' })).toBeLessThan(100);
    expect(corridorNarrowing([MOSCOW, near], 50, ROAD_FACTOR)).toBeNull();
  });
});
