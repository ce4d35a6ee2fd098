import { z } from 'zod';
import type { ArticleType } from './articles';
import { haversineKm, type LatLon } from './geo';

/**
 * Tracking (issue 13): the cargo owner's geo list (SPEC §3, §4: a listing joins it at 3 → 4 and leaves it when it
 * leaves 4), the stored track of a trip, the «Запросить геолокацию» call and the consignee's tracking link.
 */

/** A stored track keeps at most one point per this interval… */
export const TRACK_POINT_EVERY_MS = 30_000;
/** …and at most this many points a trip (older points are thinned, the shape of the trip kept). */
export const TRACK_MAX_POINTS = 2_000;
/** A tracking link lives at most this long, and never past the listing leaving «в пути». */
export const TRACKING_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** «Запросить геолокацию»: at most one request per listing in this interval. */
export const LOCATION_REQUEST_EVERY_MS = 5 * 60 * 1000;
/** The ETA: straight-line distance × road factor at an average speed. */
export const ETA_ROAD_FACTOR = 1.25;
export const ETA_SPEED_KMH = 60;

export const ZPosition = z.object({ lat: z.number(), lon: z.number(), at: z.string() });
export type TPosition = z.infer<typeof ZPosition>;

/** A point of a stored track: [lat, lon, ISO time]. */
export const ZTrackPoint = z.tuple([z.number(), z.number(), z.string()]);
export type TTrackPoint = z.infer<typeof ZTrackPoint>;

const ZRouteEnd = z.object({ settlement: z.string(), region: z.string(), lat: z.number(), lon: z.number() });

/** One listing of the cargo owner on the way, as /geo-detect shows it. */
export const ZGeoItem = z.object({
  articleId: z.string(),
  type: z.enum(['order', 'offer']),
  from: ZRouteEnd,
  to: ZRouteEnd,
  carrier: z.object({ _id: z.string(), name: z.string() }),
  lastLocation: ZPosition.nullable(),
  /** The active tracking link's dates (its token is shown once, when created); null when none. */
  trackingLink: z.object({ createdAt: z.string(), expiresAt: z.string() }).nullable(),
});
export type TGeoItem = z.infer<typeof ZGeoItem>;

/** POST /api/geo/list (cargo owner): his listings on the way. */
export const ZGeoListResponse = z.object({ items: z.array(ZGeoItem) });
export type TGeoListResponse = z.infer<typeof ZGeoListResponse>;

export const ZGeoArticleRequest = z.object({
  articleId: z.uuid({ message: 'Не указано объявление' }),
  socketId: z.string().max(100).optional(),
});
export type TGeoArticleRequest = z.infer<typeof ZGeoArticleRequest>;

/** POST /api/geo/track: the stored track of one listing on the way (owner only), oldest first. */
export const ZGeoTrackResponse = z.object({ points: z.array(ZTrackPoint) });
export type TGeoTrackResponse = z.infer<typeof ZGeoTrackResponse>;

/** POST /api/geo/link/create: a new link (the previous one of the listing, if any, is revoked). */
export const ZTrackingLinkCreated = z.object({
  token: z.string(),
  url: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TTrackingLinkCreated = z.infer<typeof ZTrackingLinkCreated>;

/**
 * GET /api/track/:token (guest): nothing but the map, the two settlements, the last position, the ETA and when the
 * unloading address changed.
 */
export const ZPublicTrack = z.object({
  from: z.object({ settlement: z.string(), lat: z.number(), lon: z.number() }),
  to: z.object({ settlement: z.string(), lat: z.number(), lon: z.number() }),
  position: ZPosition.nullable(),
  /** «примерно»: null without a position. */
  eta: z.object({ distanceKm: z.number(), minutes: z.number() }).nullable(),
  expiresAt: z.string(),
  /**
   * Issue 29: when the deal's unloading address was last changed (the page says «Адрес выгрузки изменён»); null when
   * never. `to` is the deal's unloading place now.
   */
  toChangedAt: z.string().nullable(),
});
export type TPublicTrack = z.infer<typeof ZPublicTrack>;

/** The answer of the calls that only act (requestLocation, link/revoke). */
export const ZGeoDoneResponse = z.object({ error: z.literal(false) });
export type TGeoDoneResponse = z.infer<typeof ZGeoDoneResponse>;

export const TRACKING_MESSAGES = {
  notOwner: 'Отслеживать можно только свои объявления',
  notOnTheWay: 'Объявление не в пути',
  notCargo: 'Отслеживание доступно грузовладельцам',
  linkNotFound: 'Ссылка не найдена или больше не действует',
  noCarrier: 'У объявления нет перевозчика в пути',
} as const;

/** The 429 of «Запросить геолокацию» asked again too soon. */
export function locationRequestTooSoon(minutesLeft: number): string {
  return `Запрос уже отправлен. Повторить можно через ${Math.max(1, Math.ceil(minutesLeft))} мин.`;
}

/**
 * The cargo side of a listing — who may track it: an order's author (the cargo owner), an offer's executors (the
 * cargo owners whose loads the carrier takes). The carrier side is deal-rules.ts carrierIdsOf.
 */
export function cargoSideIdsOf(
  article: { type: ArticleType; authorId: string },
  executorIds: readonly string[],
): string[] {
  return article.type === 'order' ? [article.authorId] : [...executorIds];
}

/** The ETA of the public tracking page: remaining straight-line distance × road factor at the average speed. */
export function estimateArrival(
  position: LatLon,
  destination: LatLon,
): { distanceKm: number; minutes: number } {
  const distanceKm = haversineKm(position, destination) * ETA_ROAD_FACTOR;
  return {
    distanceKm: Math.round(distanceKm),
    minutes: Math.round((distanceKm / ETA_SPEED_KMH) * 60),
  };
}
