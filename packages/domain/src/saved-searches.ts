import { z } from 'zod';
import { ZTime } from './article-schemas';
import { freeText } from './free-text';
import { SAVED_SEARCH_NAME_MAX } from './search-limits';
import type { LatLon } from './geo';
import { corridorMatcher, greatCircleLine, MAX_VIA_POINTS, ROAD_FACTOR, type LonLat } from './corridor';
import { corridorListingHolds, ZCorridorRequest } from './corridor-search';
import { matchesSearch, ZSearchRequest, type SearchableArticle, type TSearchRequest } from './search';

/**
 * Saved searches («Мои поиски», issue 27): any search — by radius or «По пути» — kept under a name with the channels
 * it alerts on. A new listing is matched against it by the very rule of that search (`matchesSearch`, the corridor
 * rule), so an alert never names a listing the search itself would not show. E-mail and push wait out the quiet hours
 * (Moscow time, as the rest of the exchange); the bell never does. E-mail goes at most once an hour per search, and
 * what matched within that hour goes in one digest.
 */

export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_CHANNELS = ['site', 'email', 'push'] as const;
export type SavedSearchChannel = (typeof SAVED_SEARCH_CHANNELS)[number];
/** Held channels: the bell and the live toast are never held. */
export const QUIET_CHANNELS: readonly SavedSearchChannel[] = ['email', 'push'];
export const DEFAULT_QUIET_HOURS = { from: '22:00', to: '07:00' } as const;
/** At most one letter per search in this time; the matches of the hour go in one digest. */
export const EMAIL_INTERVAL_MS = 60 * 60 * 1000;

export const SAVED_SEARCH_MESSAGES = {
  name: 'Назовите поиск',
  nameTooLong: `Название — не длиннее ${SAVED_SEARCH_NAME_MAX} символов`,
  tooMany: `Сохранить можно не больше ${MAX_SAVED_SEARCHES} поисков: удалите ненужный`,
  noChannel: 'Выберите, куда присылать новые объявления',
} as const;

/** What is saved of a search: its filters and route, not its order or page. */
export const ZSavedSearchQuery = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('radius'), search: ZSearchRequest.omit({ sort: true, offset: true }) }),
  z.object({ kind: z.literal('corridor'), search: ZCorridorRequest.omit({ sort: true, offset: true }) }),
]);
export type TSavedSearchQuery = z.infer<typeof ZSavedSearchQuery>;

/**
 * The names of the search's places as its page shows them (the query holds coordinates only): «Открыть поиск» fills
 * the page's fields with them and «Мои поиски» names them. Display only — matching never reads them.
 */
export const ZSavedSearchPlace = z.object({
  name: freeText('Название места')
    .trim()
    .min(1, 'Название места')
    .max(300, 'Название места — не длиннее 300 символов'),
  region: freeText().trim().max(120).default(''),
});
export const ZSavedSearchPlaces = z.object({
  from: ZSavedSearchPlace.optional(),
  to: ZSavedSearchPlace.optional(),
  departure: ZSavedSearchPlace.optional(),
  via: z.array(ZSavedSearchPlace).max(MAX_VIA_POINTS).optional(),
  destination: ZSavedSearchPlace.optional(),
});
export type TSavedSearchPlaces = z.infer<typeof ZSavedSearchPlaces>;

export const ZQuietHours = z.object({ from: ZTime, to: ZTime });
export type TQuietHours = z.infer<typeof ZQuietHours>;

export const ZSavedSearchInput = z.object({
  name: freeText(SAVED_SEARCH_MESSAGES.name)
    .trim()
    .min(1, SAVED_SEARCH_MESSAGES.name)
    .max(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_MESSAGES.nameTooLong),
  query: ZSavedSearchQuery,
  places: ZSavedSearchPlaces.default({}),
  channels: z
    .array(z.enum(SAVED_SEARCH_CHANNELS))
    .min(1, SAVED_SEARCH_MESSAGES.noChannel)
    .transform((channels) => [...new Set(channels)]),
  /** null: no quiet hours (e-mail and push at any time). */
  quietHours: ZQuietHours.nullable().default({ ...DEFAULT_QUIET_HOURS }),
});
export type TSavedSearchInput = z.infer<typeof ZSavedSearchInput>;

const MOSCOW_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Moscow',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Minutes since midnight in Moscow. */
function moscowMinutes(now: Date): number {
  return minutesOf(MOSCOW_CLOCK.format(now));
}

/**
 * Whether `now` falls in the quiet hours (Moscow time): from `from` inclusive to `to` exclusive, across midnight when
 * `from` is later than `to`. Equal ends or none: never quiet.
 */
export function isQuietTime(now: Date, quietHours: TQuietHours | null): boolean {
  if (!quietHours) return false;
  const [from, to, minute] = [minutesOf(quietHours.from), minutesOf(quietHours.to), moscowMinutes(now)];
  if (from === to) return false;
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/** When a held letter or push may go: the end of the quiet hours it falls in, or `now` when it is not quiet. */
export function quietHoursEnd(now: Date, quietHours: TQuietHours | null): Date {
  if (!quietHours || !isQuietTime(now, quietHours)) return now;
  const wait = (minutesOf(quietHours.to) - moscowMinutes(now) + 24 * 60) % (24 * 60);
  const end = new Date(now.getTime() + wait * 60_000);
  end.setUTCSeconds(0, 0);
  return end;
}

/**
 * When the next letter of a search may go: an hour after the last one (a digest then carries what matched since),
 * and not in its quiet hours.
 */
export function nextEmailAt(lastSentAt: Date | null, now: Date, quietHours: TQuietHours | null): Date {
  const afterInterval = lastSentAt ? new Date(lastSentAt.getTime() + EMAIL_INTERVAL_MS) : now;
  const earliest = afterInterval > now ? afterInterval : now;
  return quietHoursEnd(earliest, quietHours);
}

/** The route a corridor search was measured along when saved (a routing server's road, or null: the great circle). */
export interface SavedSearchRoute {
  line: readonly LonLat[];
  /** Road km from a routing server, or null for the estimate. */
  roadKm: number | null;
}

const area = (radius: TSearchRequest['from']) =>
  radius && { lat: radius.lat, lon: radius.lon, radiusKm: radius.radiusKm };

/**
 * A search's filters with every field, in one order (absent ones undefined): the thousands of searches a listing is
 * matched against then share one object shape, and V8 reads their fields at the speed of one shape, not of many
 * (measured: half the time of the rule).
 */
function inOneShape(filters: Omit<TSearchRequest, 'sort' | 'offset'>): TSearchRequest {
  return {
    type: filters.type,
    from: area(filters.from),
    to: area(filters.to),
    dateFrom: filters.dateFrom,
    dateTo: filters.dateTo,
    cargoType: filters.cargoType,
    weightMin: filters.weightMin,
    weightMax: filters.weightMax,
    volumeMin: filters.volumeMin,
    volumeMax: filters.volumeMax,
    bodyType: filters.bodyType,
    budgetMin: filters.budgetMin,
    budgetMax: filters.budgetMax,
    verifiedOnly: filters.verifiedOnly,
    confirmedWithin24h: filters.confirmedWithin24h,
    sort: 'newest',
    offset: 0,
  };
}

/** A saved search's filters (the search rule's, `matchesSearch`), in one object shape. */
export function savedSearchFilters(query: TSavedSearchQuery): TSearchRequest {
  if (query.kind === 'radius') return inOneShape(query.search);
  const { route: _route, widthKm: _widthKm, startRadiusKm: _start, ...filters } = query.search;
  return inOneShape(filters);
}

/** Whether a listing's ends lie along a corridor search's route (its filters aside). */
export type SavedSearchRouteRule = (departure: LatLon, destination: LatLon) => boolean;

/**
 * A corridor search's route rule, prepared once: its ends along the route it was measured along when saved, or the
 * great circle without one (null for a radius search: its areas are filters).
 */
export function savedSearchRouteRule(
  query: TSavedSearchQuery,
  measured: SavedSearchRoute | null = null,
  factor: number = ROAD_FACTOR,
): SavedSearchRouteRule | null {
  if (query.kind === 'radius') return null;
  const { route, widthKm, startRadiusKm } = query.search;
  const matcher = corridorMatcher(
    measured?.line ?? greatCircleLine(route),
    measured?.roadKm ?? null,
    widthKm,
    factor,
  );
  const start = startRadiusKm === undefined ? null : { center: route.departure, radiusKm: startRadiusKm };
  return (departure, destination) => corridorListingHolds(matcher, start, departure, destination);
}

/**
 * The rule of one saved search, prepared once: whether a listing is one the search shows — its filters by the
 * search's rule and, for a corridor, its ends along the route (`savedSearchRouteRule`). The search book decides the
 * same in two steps (search-filter-table.ts, then the route rule).
 */
export function savedSearchMatcher(
  query: TSavedSearchQuery,
  measured: SavedSearchRoute | null = null,
  factor: number = ROAD_FACTOR,
): (listing: SearchableArticle, now: Date) => boolean {
  const search = savedSearchFilters(query);
  const onRoute = savedSearchRouteRule(query, measured, factor);
  return (listing, now) =>
    matchesSearch(listing, search, now) && (onRoute === null || onRoute(listing.from, listing.to));
}

/** Whether a listing is one a saved search shows (`savedSearchMatcher` for one listing). */
export function savedSearchMatches(
  query: TSavedSearchQuery,
  listing: SearchableArticle,
  now: Date,
  factor: number = ROAD_FACTOR,
): boolean {
  return savedSearchMatcher(query, null, factor)(listing, now);
}
