import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { WEDGE_MIN_END, type CorridorNarrowing } from '@fura/domain/corridor-narrow';
import type { Vector } from '@fura/domain/great-circle';
import { articles } from '../../db/schema';
import { searchBoundingBox, type LatLonBox } from './bounding-box';

/**
 * The narrow first read of «Меньше крюк» in SQL (issue 26): domain `narrowHolds` on the stored coordinates, in plain
 * arithmetic and trigonometry (PGlite and PostgreSQL alike, no PostGIS). Its thresholds carry the slack of the
 * bounds, far above the last bits in which PostgreSQL's sine may differ from JavaScript's.
 */

const RADIANS = Math.PI / 180;
const value = (number: number) => sql`${number}::float8`;

/** p·v for the point at (lat, lon): the domain's unit vector (great-circle.ts `toVector`) dotted with v. */
function dotWith(lat: AnyPgColumn, lon: AnyPgColumn, v: Vector): SQL {
  const latRad = sql`${lat} * ${value(RADIANS)}`;
  const lonRad = sql`${lon} * ${value(RADIANS)}`;
  return sql`(cos(${latRad}) * (cos(${lonRad}) * ${value(v[0])} + sin(${lonRad}) * ${value(v[1])}) + sin(${latRad}) * ${value(v[2])})`;
}

/** A box test before the trigonometry: most candidates are far from the route's end. */
function inBox(lat: AnyPgColumn, lon: AnyPgColumn, box: LatLonBox): SQL {
  return sql`(${lat} between ${value(box.minLat)} and ${value(box.maxLat)} and ${lon} between ${value(box.minLon)} and ${value(box.maxLon)})`;
}

export function narrowCondition(narrowing: CorridorNarrowing): SQL {
  const { fromLat, fromLon, toLat, toLon } = articles;
  const [endLon, endLat] = narrowing.endPoint;
  const depOff = sql`abs(${dotWith(fromLat, fromLon, narrowing.pole)})`;
  const destOff = sql`abs(${dotWith(toLat, toLon, narrowing.pole)})`;
  const destEnd = dotWith(toLat, toLon, narrowing.end);
  const depEnd = dotWith(fromLat, fromLon, narrowing.end);
  const depForward = dotWith(fromLat, fromLon, narrowing.forward);
  const destNearEnd = sql`(${inBox(toLat, toLon, searchBoundingBox({ lat: endLat, lon: endLon }, narrowing.endRadiusKm))} and ${destEnd} >= ${value(narrowing.endCos)})`;
  const depNearEnd = inBox(
    fromLat,
    fromLon,
    searchBoundingBox({ lat: endLat, lon: endLon }, narrowing.wedgeRadiusKm),
  );
  const near = sql`(${depOff} <= ${value(narrowing.nearSin)} and (${destOff} <= ${value(narrowing.nearSin)} or ${destNearEnd}))`;
  const ring = sql`(${destEnd} <= ${value(narrowing.ringCos)} and ${depOff} <= ${value(narrowing.ringSin)})`;
  const wedge = sql`(${depNearEnd} and ${depEnd} >= ${value(narrowing.wedgeCos)} and ${depForward} >= ${value(narrowing.wedgeForward)} and ${depOff} - ${value(narrowing.wedgeSlope)} * greatest(0, -${depForward}) / greatest(${depEnd}, ${value(WEDGE_MIN_END)}) < ${value(narrowing.wedgeAngle)})`;
  return sql`(${near} or (${destNearEnd} and (${ring} or ${wedge})))`;
}
