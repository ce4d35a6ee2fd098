import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import CheapRuler from 'cheap-ruler';
import { distance } from '@turf/distance';
import {
  boxHolds,
  linePieces,
  pieceBox,
  pieceIndex,
  prepareLine,
  type PieceBox,
  type Projection,
} from '../src/corridor-line';
import type { LonLat } from '../src/corridor';
import { pointOnArc } from '../src/great-circle';
import { arbLine, arbPosition, arbWidth, destinationPoint, uniform } from './corridor-arbitraries';

/** Boxes as pieces have them: any latitudes, any centre, up to the whole circle of longitudes. */
const arbBox: fc.Arbitrary<PieceBox> = fc
  .tuple(uniform(-90, 90), uniform(0, 20), uniform(-180, 180), uniform(0, 180))
  .map(([minLat, height, centreLon, halfLon]) => ({
    minLat,
    maxLat: Math.min(90, minLat + height),
    centreLon,
    halfLon: halfLon > 170 ? 180 : halfLon / 10,
  }));

describe('pieceIndex', () => {
  it('lists every piece whose box holds the point, in line order (property)', () => {
    const arbPoint = fc.oneof(arbPosition, fc.tuple(uniform(-180, 180), uniform(-90, 90)));
    fc.assert(
      fc.property(
        fc.array(arbBox, { minLength: 1, maxLength: 40 }),
        fc.array(arbPoint, { maxLength: 30 }),
        (boxes, points) => {
          const near = pieceIndex(boxes);
          for (const point of points) {
            const listed = near(point);
            expect(boxes.filter((box) => boxHolds(box, point)).every((box) => listed.includes(box))).toBe(
              true,
            );
            const positions = listed.map((box) => boxes.indexOf(box));
            expect(positions).toEqual([...positions].sort((a, b) => a - b));
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('lists a box holding a point on its very edge and the edge of a grid cell', () => {
    const box = { minLat: 55.5, maxLat: 56, centreLon: 37.25, halfLon: 0.25 };
    const near = pieceIndex([box]);
    const corners: LonLat[] = [
      [37, 55.5],
      [37.5, 56],
      [37.5, 55.5],
      [37, 56],
    ];
    for (const point of corners) {
      expect(boxHolds(box, point)).toBe(true);
      expect(near(point)).toEqual([box]);
    }
    expect(near([38.1, 55.7])).toEqual([]);
  });
});

/**
 * The projection as it was written before the flat arrays: a cheap-ruler per piece and its `pointOnLine`, the first of
 * equally near pieces winning. The flat projection must answer exactly this.
 */
function projectByRulers(line: LonLat[], withinKm: number, point: LonLat): Projection | null {
  let best: Projection | null = null;
  let offsetKm = 0;
  linePieces(line).forEach((points) => {
    const lats = points.map((p) => p[1]);
    const ruler = new CheapRuler((Math.min(...lats) + Math.max(...lats)) / 2, 'kilometers');
    const startsKm = [0];
    for (let i = 1; i < points.length; i++) {
      startsKm.push(startsKm[i - 1]! + distance(points[i - 1]!, points[i]!, { units: 'kilometers' }));
    }
    const pieceOffsetKm = offsetKm;
    offsetKm += startsKm[startsKm.length - 1]!;
    if (!boxHolds(pieceBox(points, withinKm), point)) return;
    const { index, t, dist: offKm } = ruler.pointOnLine(points, point);
    if (offKm > withinKm || (best && offKm >= best.offKm)) return;
    const segmentKm = startsKm[index + 1]! - startsKm[index]!;
    best = { offKm, alongKm: pieceOffsetKm + startsKm[index]! + segmentKm * t };
  });
  return best;
}

describe('prepareLine', () => {
  it('projects exactly as a cheap-ruler per piece does, from flat arrays (property)', () => {
    const arbNear = fc
      .tuple(arbLine, fc.integer({ min: 0, max: 4 }), uniform(0, 1), uniform(0, 260), uniform(0, 360))
      .map(([line, leg, fraction, km, bearing]): [LonLat[], LonLat] => {
        const a = line[Math.min(leg, line.length - 2)]!;
        const b = line[Math.min(leg, line.length - 2) + 1]!;
        return [line, destinationPoint(pointOnArc(a, b, fraction), km, bearing)];
      });
    fc.assert(
      fc.property(arbNear, arbWidth, ([line, point], widthKm) => {
        const out: Projection = { offKm: -1, alongKm: -1 };
        const expected = projectByRulers(line, widthKm, point);
        expect(prepareLine(line, widthKm).project(point, out)).toBe(expected !== null);
        if (expected) expect(out).toEqual(expected);
      }),
      { numRuns: 1500 },
    );
  }, 20_000);
});
