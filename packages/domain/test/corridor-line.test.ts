import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boxHolds, pieceIndex, type PieceBox } from '../src/corridor-line';
import type { LonLat } from '../src/corridor';
import { arbPosition, uniform } from './corridor-arbitraries';

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
