import { haversineKm, type LatLon } from '@fura/domain/geo';
import type { RouteProvider, TRoute } from './route-provider';

/**
 * The estimate without a routing server: the line through the points as given (each leg a great-circle arc between its
 * ends) and the straight kilometres × the detour factor (ROUTE_DETOUR_FACTOR), flagged `estimated`.
 */
export function estimateRoute(points: readonly LatLon[], detourFactor: number): TRoute {
  let straightKm = 0;
  for (let index = 1; index < points.length; index += 1) {
    straightKm += haversineKm(points[index - 1]!, points[index]!);
  }
  return {
    line: points.map((point) => [point.lon, point.lat]),
    km: straightKm * detourFactor,
    estimated: true,
  };
}

/** The default RouteProvider (no ROUTING_URL): the great-circle estimate, computed in place. */
export class GreatCircleRouteProvider implements RouteProvider {
  readonly kind = 'great-circle';

  constructor(private readonly detourFactor: number) {}

  route(points: LatLon[]): Promise<TRoute> {
    return Promise.resolve(estimateRoute(points, this.detourFactor));
  }
}
