import { lineLengthKm, type LonLat } from '@fura/domain/corridor';
import type { LatLon } from '@fura/domain/geo';
import type { RouteProvider, TRoute } from './route-provider';

/**
 * The estimate without a routing server: the line through the points as given (each leg a great-circle arc between its
 * ends) and the straight kilometres × the detour factor (ROUTE_DETOUR_FACTOR), flagged `estimated`.
 */
export function estimateRoute(points: readonly LatLon[], detourFactor: number): TRoute {
  const line = points.map((point): LonLat => [point.lon, point.lat]);
  return { line, km: lineLengthKm(line) * detourFactor, estimated: true };
}

/** The default RouteProvider (no ROUTING_URL): the great-circle estimate, computed in place. */
export class GreatCircleRouteProvider implements RouteProvider {
  readonly kind = 'great-circle';

  constructor(private readonly detourFactor: number) {}

  route(points: LatLon[]): Promise<TRoute> {
    return Promise.resolve(estimateRoute(points, this.detourFactor));
  }
}
