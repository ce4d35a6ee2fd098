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

/** A box test before the trigonometry (none: true): most candidates are far from the route's end or a leg. */
function inBox(lat: AnyPgColumn, lon: AnyPgColumn, box: LatLonBox | null): SQL {
  if (!box) return sql`true`;
  return sql`(${lat} between ${value(box.minLat)} and ${value(box.maxLat)} and ${lon} between ${value(box.minLon)} and ${value(box.maxLon)})`;
}

/** p·q for the two ends of a listing (the cosine of the angle between them). */
const endsDot = () => {
  const { fromLat, fromLon, toLat, toLon } = articles;
  const rad = (column: AnyPgColumn) => sql`${column} * ${value(RADIANS)}`;
  return sql`(cos(${rad(fromLat)}) * cos(${rad(toLat)}) * cos(${rad(fromLon)} - ${rad(toLon)}) + sin(${rad(fromLat)}) * sin(${rad(toLat)}))`;
};

export function narrowCondition(narrowing: CorridorNarrowing): SQL {
  const { fromLat, fromLon, toLat, toLon } = articles;
  const [endLon, endLat] = narrowing.endPoint;
  const endCentre = { lat: endLat, lon: endLon };
  const depOff = (pole: Vector) => sql`abs(${dotWith(fromLat, fromLon, pole)})`;
  const destOff = (pole: Vector) => sql`abs(${dotWith(toLat, toLon, pole)})`;
  const destEnd = dotWith(toLat, toLon, narrowing.end);
  const destNearEnd = sql`(${inBox(toLat, toLon, searchBoundingBox(endCentre, narrowing.endRadiusKm))} and ${destEnd} >= ${value(narrowing.endCos)})`;
  const anyOf = (conditions: SQL[]) => sql`(${sql.join(conditions, sql` or `)})`;

  const near = anyOf(
    narrowing.legs.map((leg) => {
      const off = depOff(leg.pole);
      const pairs = leg.pairs.map((pair) => {
        const other = narrowing.legs[pair.leg]!;
        return sql`(${off} <= ${value(pair.sin)} and ${inBox(toLat, toLon, other.box)} and ${destOff(other.pole)} <= ${value(pair.sin)})`;
      });
      const toEnd = sql`(${off} <= ${value(leg.endSin)} and ${destNearEnd})`;
      return sql`(${inBox(fromLat, fromLon, leg.box)} and ${off} <= ${value(leg.departureSin)} and ${anyOf([toEnd, ...pairs])})`;
    }),
  );
  const ring = sql`(${destEnd} <= ${value(narrowing.ringCos)} and ${anyOf(
    narrowing.legs.map((leg) => sql`${depOff(leg.pole)} <= ${value(narrowing.ringSin)}`),
  )})`;
  const depEnd = dotWith(fromLat, fromLon, narrowing.end);
  const depForward = dotWith(fromLat, fromLon, narrowing.forward);
  const depNearEnd = inBox(fromLat, fromLon, searchBoundingBox(endCentre, narrowing.wedgeRadiusKm));
  const wedge = sql`(${depNearEnd} and ${depEnd} >= ${value(narrowing.wedgeCos)} and ${depForward} >= ${value(narrowing.wedgeForward)} and ${depOff(narrowing.pole)} + ${value(narrowing.wedgeChord)} * sqrt(greatest(0, 2 - 2 * ${endsDot()})) - ${value(narrowing.wedgeSlope)} * greatest(0, -${depForward}) / greatest(${depEnd}, ${value(WEDGE_MIN_END)}) < ${value(narrowing.wedgeAngle)})`;
  return sql`(${near} or (${destNearEnd} and (${ring} or ${wedge})))`;
}
