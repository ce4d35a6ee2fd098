import { createRequire } from 'node:module';
import type * as PolylineCodec from '@googlemaps/polyline-codec';
import { z } from 'zod';
import type { LatLon } from '@fura/domain/geo';
import { outageLog, type OutageLog, type OutageLogger } from '../../outage-log';
import type { LruCache } from '../address/lru-cache';
import { estimateRoute } from './great-circle-provider';
import type { LonLat } from '@fura/domain/corridor';
import type { RouteProvider, TRoute } from './route-provider';

// The codec's main is a UMD file: Node's ESM loader sees no named export in it, so it is required as CommonJS.
const { decode } = createRequire(import.meta.url)('@googlemaps/polyline-codec') as typeof PolylineCodec;

export interface OsrmOptions {
  /** ROUTING_URL: the OSRM server's base URL, before `/route/v1/…`. */
  url: string;
  /** ROUTE_DETOUR_FACTOR of the estimate answered while OSRM cannot answer. */
  detourFactor: number;
  /** OSRM's answers keyed by the rounded points; the fallback estimates are not cached. */
  cache: LruCache<TRoute>;
  /** A pino/Fastify logger fits: one warning per outage, one line when OSRM is back. */
  log: OutageLogger;
  timeoutMs?: number;
  /** After OSRM is unreachable, answer the estimate at once for this long, so an outage does not slow every search. */
  pauseAfterFailureMs?: number;
  now?: () => number;
}

/** What we read of OSRM's `route` service answer (project-osrm.org/docs/v5, «Route service»). */
const ZOsrmRouteAnswer = z.object({
  code: z.string(),
  routes: z.array(z.object({ distance: z.number().nonnegative(), geometry: z.string().min(1) })).optional(),
});

/** OSRM's geometry is a polyline of precision 5; coordinates in the request are rounded the same way (~1 m). */
const POLYLINE_PRECISION = 5;
const roundCoordinate = (value: number) => Math.round(value * 1e5) / 1e5;

class RoutingFailure extends Error {
  /** `serverUnavailable`: OSRM itself is away (not a route it cannot build), so pause asking it. */
  constructor(
    reason: string,
    readonly serverUnavailable: boolean,
  ) {
    super(reason);
    this.name = 'RoutingFailure';
  }
}

function failureOf(error: unknown, timeoutMs: number): RoutingFailure {
  if (error instanceof RoutingFailure) return error;
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new RoutingFailure(`timeout after ${timeoutMs} ms`, true);
  }
  if (error instanceof SyntaxError) return new RoutingFailure('malformed JSON', true);
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? ` (${cause.code})` : '';
  return new RoutingFailure(`network error${code}`, true);
}

function lineOf(geometry: string): LonLat[] {
  const line = decode(geometry, POLYLINE_PRECISION).map(([lat, lon]): LonLat => [lon, lat]);
  const valid = line.every(
    ([lon, lat]) =>
      Number.isFinite(lon) && Number.isFinite(lat) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180,
  );
  if (line.length === 0 || !valid) throw new RoutingFailure('undecodable geometry', true);
  return line;
}

/** Road routes from an OSRM server's HTTP `route` service, cached; the great-circle estimate when it cannot answer. */
export class OsrmRouteProvider implements RouteProvider {
  readonly kind = 'osrm';
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly pauseMs: number;
  private readonly now: () => number;
  private readonly outage: OutageLog;
  private pausedUntil = 0;

  constructor(private readonly options: OsrmOptions) {
    this.baseUrl = options.url.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 3000;
    this.pauseMs = options.pauseAfterFailureMs ?? 30_000;
    this.now = options.now ?? Date.now;
    this.outage = outageLog(
      options.log,
      'osrm routing',
      'routes are great-circle estimates × ROUTE_DETOUR_FACTOR until it is back',
    );
  }

  async route(points: LatLon[]): Promise<TRoute> {
    if (points.length < 2) return estimateRoute(points, this.options.detourFactor);
    const coordinates = points
      .map((point) => `${roundCoordinate(point.lon)},${roundCoordinate(point.lat)}`)
      .join(';');
    const cached = this.options.cache.get(coordinates);
    if (cached) return cached;
    if (this.now() < this.pausedUntil) return estimateRoute(points, this.options.detourFactor);
    try {
      const route = await this.request(coordinates);
      this.outage.recovered();
      this.options.cache.set(coordinates, route);
      return route;
    } catch (error) {
      const failure = failureOf(error, this.timeoutMs);
      if (failure.serverUnavailable) this.pausedUntil = this.now() + this.pauseMs;
      this.outage.failed(failure);
      return estimateRoute(points, this.options.detourFactor);
    }
  }

  private async request(coordinates: string): Promise<TRoute> {
    const response = await fetch(
      `${this.baseUrl}/route/v1/driving/${coordinates}?overview=full&geometries=polyline`,
      { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(this.timeoutMs) },
    );
    const body: unknown = await response.json().catch((error: unknown) => {
      if (response.ok || !(error instanceof SyntaxError)) throw error;
      return null;
    });
    const answer = ZOsrmRouteAnswer.safeParse(body);
    if (!response.ok) {
      // OSRM answers 400 with a code for a request it cannot route (NoRoute, NoSegment, TooBig): the server is up.
      if (response.status < 500 && answer.success) {
        throw new RoutingFailure(`OSRM answered ${answer.data.code}`, false);
      }
      throw new RoutingFailure(`HTTP ${response.status}`, true);
    }
    if (!answer.success) throw new RoutingFailure('unexpected answer', true);
    const [route] = answer.data.routes ?? [];
    if (answer.data.code !== 'Ok') throw new RoutingFailure(`OSRM answered ${answer.data.code}`, false);
    if (!route) throw new RoutingFailure('no route in an Ok answer', true);
    return { line: lineOf(route.geometry), km: route.distance / 1000, estimated: false };
  }
}
