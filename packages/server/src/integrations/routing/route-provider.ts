import type { LonLat } from '@fura/domain/corridor';
import type { LatLon } from '@fura/domain/geo';

/** A route through the given points, for the corridor search (issue 26). */
export interface TRoute {
  /** The route's polyline, [lon, lat] pairs from the first point to the last. */
  line: LonLat[];
  /** Road kilometres, or their estimate when `estimated`. */
  km: number;
  /** True when the kilometres are not from a routing server (great-circle × detour factor): the web shows «≈». */
  estimated: boolean;
}

/** Routes: OSRM when ROUTING_URL is set, otherwise the great-circle estimate. */
export interface RouteProvider {
  readonly kind: 'osrm' | 'great-circle';
  /** `points`: departure, up to 3 intermediate points, destination. Never throws for a routing server's outage. */
  route(points: LatLon[]): Promise<TRoute>;
}
