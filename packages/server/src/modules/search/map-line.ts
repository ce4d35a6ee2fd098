import { lineString } from '@turf/helpers';
import { simplify } from '@turf/simplify';
import type { LonLat } from '@fura/domain/corridor';

/** A drawn route needs no more points than this: a routing server's polyline has thousands. */
export const MAP_LINE_MAX_POINTS = 500;
/** Douglas–Peucker tolerance in degrees to start from (~100 m), doubled until the line is short enough. */
const START_TOLERANCE = 0.001;

/**
 * The route line as the web's map draws it (issue 26): the measured line itself when short, else simplified with
 * turf's Douglas–Peucker (ends kept) — the answer stays small; the search itself measured along the full line.
 */
export function mapLine(line: LonLat[]): LonLat[] {
  if (line.length <= MAP_LINE_MAX_POINTS) return line;
  let tolerance = START_TOLERANCE;
  for (;;) {
    const simple = simplify(lineString(line), { tolerance, highQuality: false }).geometry.coordinates;
    if (simple.length <= MAP_LINE_MAX_POINTS) return simple.map(([lon, lat]) => [lon!, lat!]);
    tolerance *= 2;
  }
}
