import { ARTICLES_PER_PAGE } from '@fura/domain/constants';
import { corridorMatcher, type CorridorMatcher } from '@fura/domain/corridor';
import { corridorBoxes, type CorridorBox, type LatLonBox } from '@fura/domain/corridor-boxes';
import {
  corridorListingMatch,
  type TCorridorRequest,
  type TCorridorResponse,
} from '@fura/domain/corridor-search';
import { corridorNarrowing, type CorridorNarrowing } from '@fura/domain/corridor-narrow';
import {
  CorridorRanking,
  corridorSortKey,
  type CorridorResult,
  type CorridorSort,
} from '@fura/domain/corridor-sort';
import type { LatLon } from '@fura/domain/geo';
import type { TSearchRequest } from '@fura/domain/search';
import type { AppDeps } from '../../app-deps';
import type { Config } from '../../config';
import type { TRoute } from '../../integrations/routing/route-provider';
import { badRequest } from '../../http/errors';
import { countRequests, EMPTY_DEAL } from '../listing/deal-data';
import { presentArticle } from '../listing/present';
import { loadVerifiedCars } from '../listing/vehicle-marks';
import { searchBoundingBox } from './bounding-box';
import type { CandidateColumns } from './candidate-columns';
import { corridorCandidates, corridorPageRows } from './corridor-query';
import { mapLine } from './map-line';

/**
 * More candidates than this (a corridor hundreds of km wide across the busiest regions, no other filter) are refused
 * with advice rather than ranked: each is decided in TypeScript, and the answer would be thousands of pages anyway.
 */
export const CORRIDOR_MAX_CANDIDATES = 50_000;

export type CorridorPage = Omit<TCorridorResponse, 'error'>;

/** A listing along the route in the order's terms, and its load's km for the page. */
type CorridorMatchResult = CorridorResult & { loadKm: number };

/** What the corridor search reads of the app's dependencies (benchmarks build just these). */
export type CorridorDeps = Pick<AppDeps, 'db' | 'routes'> & { config: Pick<Config, 'routing'> };

/** The parts of `boxes` inside `limit` (the return load's start area), empty ones dropped. */
function intersectAll(boxes: readonly CorridorBox[], limit: LatLonBox): CorridorBox[] {
  return boxes.flatMap((box) => {
    const part = {
      piece: box.piece,
      minLat: Math.max(box.minLat, limit.minLat),
      maxLat: Math.min(box.maxLat, limit.maxLat),
      minLon: Math.max(box.minLon, limit.minLon),
      maxLon: Math.min(box.maxLon, limit.maxLon),
    };
    return part.minLat <= part.maxLat && part.minLon <= part.maxLon ? [part] : [];
  });
}

/** The first `limit` listings of one read, in the order, and how many matched. */
type Ranked = { matches: CorridorMatchResult[]; count: number; candidates: number };

/**
 * The first `limit` listings along the route in the request's order, and whether there are more: the route from the
 * route provider (OSRM or the great-circle estimate), the candidates from SQL, the domain's corridor rule on each,
 * the domain's total order (`CorridorRanking` keeps only what may rank within the limit). The smallest detour first
 * on one great-circle leg reads the listings that may have a small detour first (domain corridor-narrow.ts) and
 * keeps that page when its last detour is within the bound; otherwise, and for every other order, the whole corridor.
 * @internal exported for the brute-force comparison test (corridor-oracle.test.ts)
 */
export async function corridorMatches(
  deps: CorridorDeps,
  request: TCorridorRequest,
  limit: number,
): Promise<{ route: TRoute; matches: CorridorMatchResult[]; more: boolean; read: 'narrow' | 'full' }> {
  const { route, widthKm, startRadiusKm, sort, ...rest } = request;
  const filters: TSearchRequest = { ...rest, sort: 'newest' };
  const measured = await deps.routes.route([route.departure, ...route.via, route.destination]);
  const factor = deps.config.routing.detourFactor;
  const matcher = corridorMatcher(measured.line, measured.estimated ? null : measured.km, widthKm, factor);
  const start = startRadiusKm === undefined ? null : { center: route.departure, radiusKm: startRadiusKm };
  const corridor = corridorBoxes(measured.line, widthKm);
  const read = (narrowing: CorridorNarrowing | null) =>
    rankCandidates(
      corridorCandidates(deps.db, {
        filters,
        boxes: {
          departure: start
            ? intersectAll(corridor, searchBoundingBox(start.center, start.radiusKm))
            : corridor,
          destination: corridor,
        },
        limit: CORRIDOR_MAX_CANDIDATES + 1,
        sortFields: sort !== 'detour',
        narrowing,
      }),
      { matcher, start, sort, limit },
    );

  // The bounds assume the estimate's scale (roadKm unknown) and a line of one leg (corridorNarrowing checks it).
  const narrowing =
    sort === 'detour' && measured.estimated && Number.isFinite(limit)
      ? corridorNarrowing(measured.line, widthKm, factor)
      : null;
  if (narrowing) {
    const narrow = await read(narrowing);
    const last = narrow.matches[limit - 1];
    // Every listing with a detour up to the bound was read: when the page ends within it, none can rank before.
    const whole = narrow.candidates <= CORRIDOR_MAX_CANDIDATES;
    if (whole && narrow.count > limit && last && last.detourKm <= narrowing.maxDetourKm) {
      return { route: measured, matches: narrow.matches, more: true, read: 'narrow' };
    }
  }
  const full = await read(null);
  if (full.candidates > CORRIDOR_MAX_CANDIDATES) {
    throw badRequest(
      'Слишком много объявлений вдоль маршрута: сузьте коридор, укажите даты или другие фильтры',
    );
  }
  return { route: measured, matches: full.matches, more: full.count > limit, read: 'full' };
}

/** Each read part through the domain's rule as it arrives, into one ranking. */
async function rankCandidates(
  parts: Promise<CandidateColumns>[],
  options: {
    matcher: CorridorMatcher;
    start: { center: LatLon; radiusKm: number } | null;
    sort: CorridorSort;
    limit: number;
  },
): Promise<Ranked> {
  const { matcher, start, sort, limit } = options;
  const ranking = new CorridorRanking<CorridorMatchResult>(limit);
  let candidates = 0;
  const departure = { lat: 0, lon: 0 };
  const destination = { lat: 0, lon: 0 };
  const rank = (columns: CandidateColumns) => {
    candidates += columns.count;
    for (let i = 0; i < columns.count; i++) {
      departure.lat = columns.fromLat[i]!;
      departure.lon = columns.fromLon[i]!;
      destination.lat = columns.toLat[i]!;
      destination.lon = columns.toLon[i]!;
      const match = corridorListingMatch(matcher, start, departure, destination);
      if (!match) continue;
      const fields = columns.sortFields?.(i, match.loadKm);
      const key = fields ? corridorSortKey(sort, fields) : null;
      ranking.offer(key, match.detourKm, () => ({
        id: columns.id(i),
        detourKm: match.detourKm,
        key,
        loadKm: match.loadKm,
      }));
    }
  };
  await Promise.all(parts.map(async (part) => rank(await part)));
  return { matches: ranking.results(), count: ranking.count, candidates };
}

/**
 * «По пути» / «Обратный груз» (issue 26): one page of `corridorMatches`, presented as the search presents listings —
 * the same public listing for every caller, guests included (`searchArticles`).
 */
export async function searchCorridor(deps: CorridorDeps, request: TCorridorRequest): Promise<CorridorPage> {
  const { route, matches, more } = await corridorMatches(deps, request, request.offset + ARTICLES_PER_PAGE);
  const page = matches.slice(request.offset);
  const ids = page.map((match) => match.id);
  const [rows, requests] = await Promise.all([corridorPageRows(deps.db, ids), countRequests(deps.db, ids)]);
  const byId = new Map(rows.map((row) => [row.article.id, row]));
  const verifiedCars = await loadVerifiedCars(
    deps.db,
    rows.map((row) => row.article),
  );
  return {
    results: page.flatMap((match) => {
      const row = byId.get(match.id);
      if (!row) return []; // deleted between the two statements
      const deal = { ...EMPTY_DEAL, requestsCount: requests.get(match.id) ?? 0 };
      return [
        {
          article: presentArticle(row.article, row.author, {
            deal,
            vehicleVerified: verifiedCars.has(row.article.id),
          }),
          detourKm: match.detourKm,
          loadKm: Math.round(match.loadKm),
        },
      ];
    }),
    hasMore: more,
    route: { line: mapLine(route.line), km: Math.round(route.km), estimated: route.estimated },
  };
}
