import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nearestPointOnLine } from '@turf/nearest-point-on-line';
import { lineString } from '@turf/helpers';
import { corridorBoxes, type LatLonBox } from '../src/corridor-boxes';
import {
  CELL_COLUMNS,
  CELL_PAIR_BASE,
  corridorCell,
  corridorCellPair,
  corridorCellPairs,
} from '../src/corridor-cells';
import { CORRIDOR_DEFAULT_KM, CORRIDOR_MAX_KM, corridorMatch, type LonLat } from '../src/corridor';
import { arbLine, arbPosition, arbWidth, destinationPoint, kmToLine, uniform } from './corridor-arbitraries';

const MOSCOW: LonLat = [37.6173, 55.7558];
const YEKATERINBURG: LonLat = [60.6057, 56.8389];
const ST_PETERSBURG: LonLat = [30.3351, 59.9343];
const KRASNODAR: LonLat = [38.9753, 45.0355];

const inAnyBox = (boxes: LatLonBox[], [lon, lat]: LonLat) =>
  boxes.some((box) => lat >= box.minLat && lat <= box.maxLat && lon >= box.minLon && lon <= box.maxLon);

/** A point near the line: a vertex or a coordinate-wise blend of two neighbours, moved by up to ~1.5 W. */
const nearLine = (
  line: LonLat[],
  widthKm: number,
  pick: number,
  blend: number,
  dLat: number,
  dLon: number,
) => {
  const index = pick % (line.length - 1);
  const [lon1, lat1] = line[index]!;
  const [nextLon, lat2] = line[index + 1]!;
  let lon2 = nextLon;
  if (lon2 - lon1 > 180) lon2 -= 360;
  if (lon1 - lon2 > 180) lon2 += 360;
  const lat = lat1 + (lat2 - lat1) * blend + (dLat * 1.5 * widthKm) / 111;
  let lon = lon1 + (lon2 - lon1) * blend + (dLon * 1.5 * widthKm) / (111 * Math.cos((lat * Math.PI) / 180));
  if (lon > 180) lon -= 360;
  if (lon < -180) lon += 360;
  return [lon, Math.max(-89, Math.min(89, lat))] as LonLat;
};
const unit = uniform(-1, 1);
/** Often a vertex itself: around the line's ends only the widening in longitude keeps a point inside. */
const arbBlend = fc.oneof(fc.constant(0), fc.constant(1), uniform(0, 1));

describe('corridorBoxes', () => {
  it('every point within W of the line lies in a box, the ones close to W too (property)', () => {
    fc.assert(
      fc.property(
        arbLine,
        arbWidth,
        fc.oneof(fc.nat(), arbPosition),
        uniform(0.9, 1),
        uniform(0, 360),
        (line, widthKm, base, share, bearing) => {
          const onLine: LonLat =
            typeof base === 'number'
              ? line[base % line.length]!
              : (nearestPointOnLine(lineString(line), base).geometry.coordinates as LonLat);
          const point = destinationPoint(onLine, share * widthKm, bearing);
          expect(kmToLine(line, point)).toBeLessThanOrEqual(widthKm + 1e-6);
          expect(inAnyBox(corridorBoxes(line, widthKm), point)).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('contains the departure of every listing corridorMatch accepts', () => {
    fc.assert(
      fc.property(
        arbLine,
        arbWidth,
        fc.nat(),
        arbBlend,
        unit,
        unit,
        (line, widthKm, pick, blend, dLat, dLon) => {
          const departure = nearLine(line, widthKm, pick, blend, dLat, dLon);
          const destination = line[line.length - 1]!;
          const match = corridorMatch(
            line,
            null,
            { lon: departure[0], lat: departure[1] },
            { lon: destination[0], lat: destination[1] },
            widthKm,
          );
          if (match) expect(inAnyBox(corridorBoxes(line, widthKm), departure)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('covers the great circle’s bulge: Москва → Екатеринбург passes north of both ends', () => {
    const line = [MOSCOW, YEKATERINBURG];
    const boxes = corridorBoxes(line, CORRIDOR_DEFAULT_KM);
    const [lon, lat] = nearestPointOnLine(lineString(line), [50, 80]).geometry.coordinates as LonLat;
    expect(lat).toBeGreaterThan(YEKATERINBURG[1] + 0.1);
    const northOfBulge: LonLat = [lon, lat + (0.99 * CORRIDOR_DEFAULT_KM) / 111.2];
    expect(kmToLine(line, northOfBulge)).toBeLessThanOrEqual(CORRIDOR_DEFAULT_KM);
    expect(inAnyBox(boxes, northOfBulge)).toBe(true);
  });

  it('stays a few boxes that leave out what is far from the line', () => {
    const line = [ST_PETERSBURG, MOSCOW, KRASNODAR];
    const boxes = corridorBoxes(line, 50);
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    expect(boxes.length).toBeLessThanOrEqual(12);
    // Волгоград and Нижний Новгород lie hundreds of km off this route.
    expect(inAnyBox(boxes, [44.5018, 48.708])).toBe(false);
    expect(inAnyBox(boxes, [44.0059, 56.3269])).toBe(false);
    const area = boxes.reduce((sum, box) => sum + (box.maxLat - box.minLat) * (box.maxLon - box.minLon), 0);
    const boundingArea = (ST_PETERSBURG[1] - KRASNODAR[1]) * (KRASNODAR[0] - ST_PETERSBURG[0]);
    expect(area).toBeLessThan(boundingArea);
  });

  it('splits a box across the antimeridian and keeps longitudes within ±180', () => {
    const boxes = corridorBoxes(
      [
        [177.5, 64.73],
        [-173.23, 64.42],
      ],
      CORRIDOR_DEFAULT_KM,
    );
    expect(boxes.every((box) => box.minLon >= -180 && box.maxLon <= 180)).toBe(true);
    expect(inAnyBox(boxes, [179.9, 64.7])).toBe(true);
    expect(inAnyBox(boxes, [-179.9, 64.7])).toBe(true);
    expect(inAnyBox(boxes, [0, 64.7])).toBe(false);
  });
});

describe('corridorCellPairs', () => {
  const at = ([lon, lat]: LonLat) => ({ lat, lon });

  it('numbers 1° cells from the south-west corner; a pair is the departure cell × CELL_PAIR_BASE + the destination cell', () => {
    expect(corridorCell(-90, -180)).toBe(0);
    expect(corridorCell(90, 180)).toBe(180 * CELL_COLUMNS + 360);
    expect(corridorCell(90, 180)).toBeLessThan(CELL_PAIR_BASE);
    expect(corridorCell(55.999999, 37.5)).toBe(145 * CELL_COLUMNS + 217);
    expect(corridorCell(56, 37.5)).toBe(146 * CELL_COLUMNS + 217);
    expect(corridorCell(-0.5, -0.5)).toBe(89 * CELL_COLUMNS + 179);
    expect(corridorCellPair(at(MOSCOW), at(KRASNODAR))).toBe(
      corridorCell(MOSCOW[1], MOSCOW[0]) * CELL_PAIR_BASE + corridorCell(KRASNODAR[1], KRASNODAR[0]),
    );
  });

  it('holds the cells of every listing corridorMatch accepts (property)', () => {
    fc.assert(
      fc.property(
        arbLine,
        arbWidth,
        fc.tuple(fc.nat(), arbBlend, unit, unit),
        fc.tuple(fc.nat(), arbBlend, unit, unit),
        (line, widthKm, [pick1, blend1, dLat1, dLon1], [pick2, blend2, dLat2, dLon2]) => {
          const departure = nearLine(line, widthKm, pick1, blend1, dLat1, dLon1);
          const destination = nearLine(line, widthKm, pick2, blend2, dLat2, dLon2);
          const match = corridorMatch(line, null, at(departure), at(destination), widthKm);
          const boxes = corridorBoxes(line, widthKm);
          const pairs = corridorCellPairs(boxes, boxes);
          if (match && pairs) expect(pairs).toContain(corridorCellPair(at(departure), at(destination)));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('leaves out listings that go back along the route, and refuses a corridor with too many pairs', () => {
    const boxes = corridorBoxes([MOSCOW, YEKATERINBURG], CORRIDOR_DEFAULT_KM);
    const pairs = corridorCellPairs(boxes, boxes);
    expect(pairs).not.toBeNull();
    expect(pairs).toContain(corridorCellPair(at(MOSCOW), at(YEKATERINBURG)));
    expect(pairs).toContain(corridorCellPair(at(MOSCOW), at(MOSCOW)));
    expect(pairs).not.toContain(corridorCellPair(at(YEKATERINBURG), at(MOSCOW)));
    const across = corridorBoxes(
      [
        [20.5, 54.71],
        [131.89, 43.12],
      ],
      CORRIDOR_MAX_KM,
    );
    expect(corridorCellPairs(across, across)).toBeNull();
  });
});
