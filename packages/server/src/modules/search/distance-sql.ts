import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { EARTH_RADIUS_KM } from './bounding-box';

/** A number in the SQL: a value, or a placeholder of a statement built once. */
export type SqlNumber = number | Placeholder;

/**
 * Great-circle distance in km from a stored point to `center`: the haversine of domain's `haversineKm` written in SQL
 * (same radius, same formula; the sqrt argument is capped at 1 so rounding never takes asin out of its domain).
 */
export function distanceKmSql(
  lat: AnyPgColumn,
  lon: AnyPgColumn,
  center: { lat: SqlNumber; lon: SqlNumber },
): SQL<number> {
  const centerLat = sql`${center.lat}::float8`;
  const centerLon = sql`${center.lon}::float8`;
  const h = sql`power(sin(radians(${centerLat} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${centerLat})) * power(sin(radians(${centerLon} - ${lon}) / 2), 2)`;
  return sql<number>`(2 * ${sql.raw(String(EARTH_RADIUS_KM))} * asin(sqrt(least(1, ${h}))))`;
}
