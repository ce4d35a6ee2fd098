import { z } from 'zod';
import { ARTICLE_TYPES, CARGO_TYPES, type ArticleType, type CargoType } from './articles';
import { BODY_TYPES, type BodyType } from './article-options';
import { ZArticle, ZIsoDate } from './article-schemas';
import { haversineKm, type LatLon } from './geo';
import { confirmedRecentlySince } from './listing-freshness';
import { moscowToday } from './loading-date';
import { SEARCH_SORTS } from './search-sorts';

/** Search of published listings (/search-order, /search-offer). The server runs it in SQL; `matchesSearch` is the
 * same rule in plain code, the reference the property test compares the SQL against. */

export const MAX_RADIUS_KM = 1000;

export const ZRadius = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  radiusKm: z.number().min(0).max(MAX_RADIUS_KM, `Радиус не больше ${MAX_RADIUS_KM} км`),
});

const range = (max: number) => z.number().min(0).max(max).optional();

export const ZSearchRequest = z.object({
  type: z.enum(ARTICLE_TYPES),
  from: ZRadius.optional(),
  to: ZRadius.optional(),
  dateFrom: ZIsoDate.optional(),
  dateTo: ZIsoDate.optional(),
  cargoType: z.literal(CARGO_TYPES).optional(),
  weightMin: range(100_000),
  weightMax: range(100_000),
  volumeMin: range(200),
  volumeMax: range(200),
  bodyType: z.enum(BODY_TYPES).optional(),
  budgetMin: range(10_000_000_000),
  budgetMax: range(10_000_000_000),
  /** Only authors whose passport an admin has verified (issue 12). */
  verifiedOnly: z.boolean().optional(),
  /** «подтверждено за 24 ч»: only listings published, republished or confirmed within the last 24 hours (issue 26). */
  confirmedWithin24h: z.boolean().optional(),
  sort: z.enum(SEARCH_SORTS).default('newest'),
  offset: z.number().int().min(0).max(100_000).default(0),
});
export type TSearchRequest = z.infer<typeof ZSearchRequest>;
export type TSearchRequestInput = z.input<typeof ZSearchRequest>;

export const ZSearchResponse = z.object({
  error: z.literal(false),
  articles: z.array(ZArticle),
  hasMore: z.boolean(),
});
export type TSearchResponse = z.infer<typeof ZSearchResponse>;

/** The fields of a listing the search looks at. */
export interface SearchableArticle {
  type: ArticleType;
  status: number;
  from: LatLon;
  to: LatLon;
  loadingDate: string;
  cargoTypes: readonly CargoType[] | readonly number[];
  weightKg: number | null;
  volumeM3: number | null;
  bodyTypes: readonly BodyType[];
  budgetKopecks: number | null;
  /** Offers of carriers without an active tariff are hidden (SPEC §6). */
  authorVisible: boolean;
  /** The author's passport is verified (issue 12); unset counts as not verified. */
  authorPassportVerified?: boolean;
  /** Published, republished or confirmed current (issue 26); unset counts as never. */
  confirmedAt?: Date | null;
}

function inRange(value: number | null, min: number | undefined, max: number | undefined): boolean {
  if (min === undefined && max === undefined) return true;
  if (value === null) return false;
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

/**
 * The search rule: published, of the type, visible author; the loading date not passed (today in Moscow or later:
 * a listing the expiry job has not reached yet is not shown either); within each given radius (great-circle
 * distance); loading date within the range; confirmed within 24 hours when asked; has the cargo type; weight/volume/budget within ranges (a listing without the value
 * does not match a range); body type among the listing's (an empty list means "any body" and matches).
 */
export function matchesSearch(article: SearchableArticle, filters: TSearchRequest, now: Date): boolean {
  if (article.status !== 2 || article.type !== filters.type || !article.authorVisible) return false;
  if (article.loadingDate < moscowToday(now)) return false;
  if (filters.verifiedOnly && !article.authorPassportVerified) return false;
  if (
    filters.confirmedWithin24h &&
    !(article.confirmedAt && article.confirmedAt.getTime() >= confirmedRecentlySince(now).getTime())
  ) {
    return false;
  }
  if (filters.from && haversineKm(article.from, filters.from) > filters.from.radiusKm) return false;
  if (filters.to && haversineKm(article.to, filters.to) > filters.to.radiusKm) return false;
  if (filters.dateFrom && article.loadingDate < filters.dateFrom) return false;
  if (filters.dateTo && article.loadingDate > filters.dateTo) return false;
  if (
    filters.cargoType !== undefined &&
    !(article.cargoTypes as readonly number[]).includes(filters.cargoType)
  ) {
    return false;
  }
  if (!inRange(article.weightKg, filters.weightMin, filters.weightMax)) return false;
  if (!inRange(article.volumeM3, filters.volumeMin, filters.volumeMax)) return false;
  if (!inRange(article.budgetKopecks, filters.budgetMin, filters.budgetMax)) return false;
  if (filters.bodyType && article.bodyTypes.length > 0 && !article.bodyTypes.includes(filters.bodyType))
    return false;
  return true;
}
