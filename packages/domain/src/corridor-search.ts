import { z } from 'zod';
import { ZArticle } from './article-schemas';
import {
  CORRIDOR_DEFAULT_KM,
  CORRIDOR_MAX_KM,
  CORRIDOR_MIN_KM,
  MAX_VIA_POINTS,
  type CorridorMatch,
  type CorridorMatcher,
} from './corridor';
import { CORRIDOR_SORTS } from './corridor-sort';
import { MAX_START_RADIUS_KM } from './search-limits';
import { haversineKm, type LatLon } from './geo';
import { ZSearchRequest } from './search';

/**
 * The corridor search's contract (issue 26, «По пути» and «Обратный груз»): a route and a width instead of the
 * search's two circles; every other filter is the search's own (`ZSearchRequest`), so a filter added there applies
 * here too. The server answers with the route it measured along and, per listing, the detour «крюк ≈ N км».
 */

export const RETURN_LOAD_RADIUS_KM = 50;

export const ZRoutePoint = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});

export const ZCorridorRoute = z.object({
  departure: ZRoutePoint,
  via: z
    .array(ZRoutePoint)
    .max(MAX_VIA_POINTS, `Не больше ${MAX_VIA_POINTS} промежуточных пунктов`)
    .default([]),
  destination: ZRoutePoint,
});

const widthMessage = `Ширина коридора — от ${CORRIDOR_MIN_KM} до ${CORRIDOR_MAX_KM} км`;

export const ZCorridorRequest = ZSearchRequest.omit({ from: true, to: true, sort: true }).extend({
  route: ZCorridorRoute,
  widthKm: z
    .number({ error: widthMessage })
    .min(CORRIDOR_MIN_KM, widthMessage)
    .max(CORRIDOR_MAX_KM, widthMessage)
    .default(CORRIDOR_DEFAULT_KM),
  /**
   * «Обратный груз»: the load's departure must also lie within this radius of the route's start (the deal's
   * destination), not merely near the line.
   */
  startRadiusKm: z
    .number()
    .min(1, 'Радиус — от 1 км')
    .max(MAX_START_RADIUS_KM, `Радиус — не больше ${MAX_START_RADIUS_KM} км`)
    .optional(),
  sort: z.enum(CORRIDOR_SORTS).default('detour'),
});
export type TCorridorRequest = z.infer<typeof ZCorridorRequest>;
export type TCorridorRequestInput = z.input<typeof ZCorridorRequest>;

export const ZCorridorResult = z.object({
  article: ZArticle,
  /** Extra road km to take the load, whole km: «крюк ≈ N км». */
  detourKm: z.number().int().min(0),
  /** The load's own road km (estimated unless the route came from a routing server). */
  loadKm: z.number().min(0),
});
export type TCorridorResult = z.infer<typeof ZCorridorResult>;

export const ZCorridorResponse = z.object({
  error: z.literal(false),
  results: z.array(ZCorridorResult),
  hasMore: z.boolean(),
  route: z.object({
    /** [lon, lat] pairs, for the map. */
    line: z.array(z.tuple([z.number(), z.number()])),
    km: z.number().min(0),
    /** True when the km are an estimate (great circle × detour factor): shown with «≈». */
    estimated: z.boolean(),
  }),
});
export type TCorridorResponse = z.infer<typeof ZCorridorResponse>;

/**
 * The whole corridor rule for one listing, the server's and the test oracle's: with `startRadiusKm` («Обратный груз»)
 * the departure must lie within it of the route's start (great-circle, as the search's radius); then the matcher.
 */
export function corridorListingMatch(
  matcher: CorridorMatcher,
  start: CorridorStart | null,
  departure: LatLon,
  destination: LatLon,
): CorridorMatch | null {
  return leavesFromStart(start, departure) ? matcher(departure, destination) : null;
}

/** Whether `corridorListingMatch` has a match, without measuring its detour (a saved search's alert). */
export function corridorListingHolds(
  matcher: CorridorMatcher,
  start: CorridorStart | null,
  departure: LatLon,
  destination: LatLon,
): boolean {
  return leavesFromStart(start, departure) && matcher.holds(departure, destination);
}

type CorridorStart = { center: LatLon; radiusKm: number };

const leavesFromStart = (start: CorridorStart | null, departure: LatLon) =>
  !(start && haversineKm(departure, start.center) > start.radiusKm);
