import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CORRIDOR_DEFAULT_KM,
  CORRIDOR_MAX_KM,
  CORRIDOR_MIN_KM,
  MAX_VIA_POINTS,
  ROAD_FACTOR,
  corridorMatch,
  corridorMatcher,
  greatCircleLine,
  isCorridorWidth,
  lineLengthKm,
  type LonLat,
} from '../src/corridor';
import { haversineKm, type LatLon } from '../src/geo';

const MOSCOW = { lat: 55.7558, lon: 37.6173 };
const KAZAN = { lat: 55.7963, lon: 49.1088 };
const VLADIMIR = { lat: 56.129, lon: 40.4066 };
const NIZHNY = { lat: 56.3269, lon: 44.0059 };
const YEKATERINBURG = { lat: 56.8389, lon: 60.6057 };
const PERM = { lat: 58.0105, lon: 56.2502 };
const ZELENODOLSK = { lat: 55.8466, lon: 48.5011 };

const direct = (departure: LatLon, destination: LatLon, ...via: LatLon[]) =>
  greatCircleLine({ departure, via, destination });
const W = CORRIDOR_DEFAULT_KM;

/** The point at `fraction` of the way a → b, by linear interpolation of coordinates (near the arc on short legs). */
const between = (a: LatLon, b: LatLon, fraction: number): LatLon => ({
  lat: a.lat + (b.lat - a.lat) * fraction,
  lon: a.lon + (b.lon - a.lon) * fraction,
});

describe('corridorMatch on real cities', () => {
  it('Москва → Казань (road line via Владимир, Нижний Новгород): Владимир → Нижний Новгород matches, a few km off', () => {
    const line = direct(MOSCOW, KAZAN, VLADIMIR, NIZHNY);
    const match = corridorMatch(line, null, VLADIMIR, NIZHNY, W);
    expect(match).not.toBeNull();
    expect(match!.detourKm).toBeLessThanOrEqual(5);
    expect(match!.departureAlongKm).toBeCloseTo(haversineKm(MOSCOW, VLADIMIR) * ROAD_FACTOR, 0);
    expect(match!.endsAtDestination).toBe(false);
  });

  it('Москва → Казань on the great circle: Нижний Новгород is 46 km off it, so it takes W 50, with its detour', () => {
    const line = direct(MOSCOW, KAZAN);
    expect(corridorMatch(line, null, VLADIMIR, NIZHNY, W)).toBeNull();
    const wide = corridorMatch(line, null, VLADIMIR, NIZHNY, 50);
    expect(wide).not.toBeNull();
    // Off the line by 29 km at Владимир and 46 km at Нижний Новгород: (29 + 46) × 1.25 plus a little.
    expect(wide!.departureOffKm).toBeCloseTo(29.4, 0);
    expect(wide!.destinationOffKm).toBeCloseTo(46.3, 0);
    expect(wide!.detourKm).toBeGreaterThan(90);
    expect(wide!.detourKm).toBeLessThan(100);
  });

  it('Владимир → Москва goes backwards: no match on either line or width', () => {
    expect(corridorMatch(direct(MOSCOW, KAZAN, VLADIMIR, NIZHNY), null, VLADIMIR, MOSCOW, W)).toBeNull();
    expect(corridorMatch(direct(MOSCOW, KAZAN), null, VLADIMIR, MOSCOW, CORRIDOR_MAX_KM)).toBeNull();
  });

  it('Москва → Екатеринбург, W 30: Казань → Пермь is ~115 km off the great circle; on a road line via both it matches', () => {
    expect(corridorMatch(direct(MOSCOW, YEKATERINBURG), null, KAZAN, PERM, W)).toBeNull();
    const viaBoth = corridorMatch(direct(MOSCOW, YEKATERINBURG, KAZAN, PERM), null, KAZAN, PERM, W);
    expect(viaBoth?.detourKm).toBe(0);
  });

  it('a load ending within W of the route end matches, and the trip ends at its destination', () => {
    const line = direct(MOSCOW, KAZAN, VLADIMIR, NIZHNY);
    // Зеленодольск lies 38 km back from Казань: near the end, though not further along.
    expect(corridorMatch(line, null, KAZAN, ZELENODOLSK, W)).toBeNull();
    const backToZelenodolsk = corridorMatch(line, null, KAZAN, ZELENODOLSK, 50);
    expect(backToZelenodolsk).toMatchObject({ endsAtDestination: true });
    expect(backToZelenodolsk!.detourKm).toBeCloseTo(haversineKm(KAZAN, ZELENODOLSK) * ROAD_FACTOR, -1);
    const pastTheEnd = corridorMatch(line, null, NIZHNY, { lat: 55.83, lon: 49.3 }, W);
    expect(pastTheEnd).toMatchObject({ endsAtDestination: true, detourKm: expect.any(Number) });
    expect(pastTheEnd!.detourKm).toBeLessThan(30);
  });

  it('a departure near the start counts along the line; one beyond W does not', () => {
    const line = direct(MOSCOW, KAZAN);
    const near = { lat: MOSCOW.lat + 0.2, lon: MOSCOW.lon + 0.5 };
    expect(corridorMatch(line, null, near, KAZAN, W)).not.toBeNull();
    expect(corridorMatch(line, null, { lat: MOSCOW.lat + 1, lon: MOSCOW.lon + 2 }, KAZAN, W)).toBeNull();
  });
});

describe('corridor widths and the road length', () => {
  const line = direct(MOSCOW, KAZAN);
  // Владимир lies 29.4 km off the Москва → Казань great circle.
  it('accepts exactly the bounds and rejects widths outside them', () => {
    expect(isCorridorWidth(CORRIDOR_MIN_KM) && isCorridorWidth(CORRIDOR_MAX_KM)).toBe(true);
    expect(isCorridorWidth(CORRIDOR_MIN_KM - 0.1) || isCorridorWidth(CORRIDOR_MAX_KM + 0.1)).toBe(false);
    expect(corridorMatch(line, null, VLADIMIR, KAZAN, CORRIDOR_MIN_KM)).toBeNull();
    expect(corridorMatch(line, null, VLADIMIR, KAZAN, CORRIDOR_MAX_KM)).not.toBeNull();
    expect(() => corridorMatch(line, null, VLADIMIR, KAZAN, CORRIDOR_MIN_KM - 1)).toThrow(RangeError);
    expect(() => corridorMatch(line, null, VLADIMIR, KAZAN, CORRIDOR_MAX_KM + 1)).toThrow(RangeError);
    expect(corridorMatch(line, null, VLADIMIR, KAZAN, 29)).toBeNull();
    expect(corridorMatch(line, null, VLADIMIR, KAZAN, 30)).not.toBeNull();
  });

  it('scales along-the-route km by roadKm / lineKm when the road length is known', () => {
    const lineKm = lineLengthKm(line);
    const estimate = corridorMatch(line, null, VLADIMIR, NIZHNY, 50)!;
    const longRoad = corridorMatch(line, lineKm * 2, VLADIMIR, NIZHNY, 50)!;
    expect(longRoad.departureAlongKm).toBeCloseTo(estimate.departureAlongKm * (2 / ROAD_FACTOR), 6);
    expect(longRoad.detourKm).toBe(0);
  });

  it('a route has at most MAX_VIA_POINTS intermediate points and a line at least 2 points', () => {
    const via = Array.from({ length: MAX_VIA_POINTS + 1 }, () => VLADIMIR);
    expect(() => direct(MOSCOW, KAZAN, ...via)).toThrow(RangeError);
    expect(() => corridorMatch([[37.6, 55.7]], null, MOSCOW, KAZAN, W)).toThrow(RangeError);
  });
});

/** Uniform over [min, max] (fc.double crowds its values near zero and the ends). */
const uniform = (min: number, max: number) =>
  fc.integer({ min: 0, max: 1_000_000 }).map((step) => min + ((max - min) * step) / 1_000_000);

/** Random routes of 2–5 points over European Russia and the Urals. */
const arbPoint = fc.record({
  lat: uniform(44, 62),
  lon: uniform(30, 65),
});
const arbLine = fc
  .array(arbPoint, { minLength: 2, maxLength: 2 + MAX_VIA_POINTS })
  .map((points) => points.map((p): LonLat => [p.lon, p.lat]));

describe('corridorMatch properties', () => {
  it('holds answers exactly whether the matcher has a match, pair after pair on one matcher (property)', () => {
    const arbNearLine = (line: LonLat[]) =>
      fc
        .tuple(fc.nat({ max: line.length - 1 }), uniform(-0.8, 0.8), uniform(-1.2, 1.2))
        .map(([i, dLat, dLon]): LatLon => ({ lat: line[i]![1] + dLat, lon: line[i]![0] + dLon }));
    const arbCase = arbLine.chain((line) =>
      fc.tuple(
        fc.constant(line),
        fc.array(fc.tuple(arbNearLine(line), arbNearLine(line)), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: CORRIDOR_MIN_KM, max: 80 }),
        fc.option(uniform(10, 10_000)),
      ),
    );
    let held = 0;
    fc.assert(
      fc.property(arbCase, ([line, pairs, width, roadKm]) => {
        const matcher = corridorMatcher(line, roadKm, width);
        for (const [from, to] of pairs) {
          const holds = matcher.holds(from, to);
          expect(holds).toBe(matcher(from, to) !== null);
          if (holds) held++;
        }
      }),
      { numRuns: 500 },
    );
    expect(held).toBeGreaterThan(100);
  });

  it('the detour is a whole number of km, never negative', () => {
    fc.assert(
      fc.property(
        arbLine,
        arbPoint,
        arbPoint,
        fc.integer({ min: CORRIDOR_MIN_KM, max: CORRIDOR_MAX_KM }),
        fc.option(uniform(10, 10_000)),
        (line, from, to, width, roadKm) => {
          const match = corridorMatch(line, roadKm, from, to, width);
          if (match) expect(Number.isInteger(match.detourKm) && match.detourKm >= 0).toBe(true);
        },
      ),
    );
  });

  it('on a one-segment route, the detour is at most twice the km off the line, × factor', () => {
    fc.assert(
      fc.property(arbPoint, arbPoint, uniform(0.05, 0.45), uniform(0.55, 0.95), (start, end, early, late) => {
        fc.pre(haversineKm(start, end) > 100 && haversineKm(start, end) < 800);
        const line = direct(start, end);
        // Linear interpolation of coordinates lies a few km off the great circle: near the line, not on it.
        const from = between(start, end, early);
        const to = between(start, end, late);
        const match = corridorMatch(line, null, from, to, CORRIDOR_MAX_KM);
        expect(match).toMatchObject({ endsAtDestination: false });
        const offKm = match!.departureOffKm + match!.destinationOffKm;
        expect(match!.detourKm).toBeLessThanOrEqual(Math.round(2 * offKm * ROAD_FACTOR) + 1);
        if (haversineKm(from, end) > CORRIDOR_MAX_KM) {
          expect(corridorMatch(line, null, to, from, CORRIDOR_MAX_KM)).toBeNull();
        }
      }),
    );
  });

  it('a load on the line in the route direction has a detour of 0', () => {
    let matched = 0;
    fc.assert(
      fc.property(arbPoint, arbPoint, arbPoint, arbPoint, (start, from, to, end) => {
        fc.pre(haversineKm(from, to) > 1);
        const line = direct(start, end, from, to);
        const match = corridorMatch(line, null, from, to, CORRIDOR_MIN_KM);
        // A self-crossing random route can project the departure onto a later pass; the rule takes the nearest.
        if (match) expect(match.detourKm).toBe(0);
        if (match) matched++;
      }),
    );
    expect(matched).toBeGreaterThan(50);
  });

  it('exact route points in driving order lie on the line: detour 0', () => {
    let matched = 0;
    fc.assert(
      fc.property(arbLine, fc.nat(), (line, seed) => {
        const index = seed % (line.length - 1);
        const [lon1, lat1] = line[index]!;
        const [lon2, lat2] = line[index + 1]!;
        fc.pre(haversineKm({ lat: lat1, lon: lon1 }, { lat: lat2, lon: lon2 }) > 1);
        const match = corridorMatch(line, null, { lat: lat1, lon: lon1 }, { lat: lat2, lon: lon2 }, W);
        // A self-crossing random route can project a point onto an earlier pass; that is the rule's choice.
        if (match) expect(match.detourKm).toBe(0);
        if (match) matched++;
      }),
    );
    expect(matched).toBeGreaterThan(50);
  });
});

describe('the detour is at most keeping to the route', () => {
  it('a load between two points of a road line is no detour, even where the road is straighter than the factor', () => {
    const road = direct(MOSCOW, KAZAN, VLADIMIR, NIZHNY);
    // A road only 1.12 × its line: the load's own leg × 1.25 alone would make it look like a 29 km detour.
    const match = corridorMatch(road, lineLengthKm(road) * 1.12, VLADIMIR, NIZHNY, W);
    expect(match!.detourKm).toBe(0);
  });

  it('never exceeds twice the km off the line at both ends × factor (property)', () => {
    const point = fc.record({
      lat: fc.double({ min: 54, max: 58, noNaN: true }),
      lon: fc.double({ min: 36, max: 50, noNaN: true }),
    });
    fc.assert(
      fc.property(
        point,
        point,
        fc.double({ min: 0.5, max: 3, noNaN: true }),
        (departure, destination, scale) => {
          const line = direct(MOSCOW, KAZAN, NIZHNY);
          const match = corridorMatch(line, lineLengthKm(line) * scale, departure, destination, 100);
          if (!match) return;
          const bound = (2 * match.departureOffKm + 2 * match.destinationOffKm) * ROAD_FACTOR;
          expect(match.detourKm).toBeLessThanOrEqual(Math.round(bound));
        },
      ),
      { numRuns: 500 },
    );
  });
});
