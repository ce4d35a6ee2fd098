import { ARTICLES_PER_PAGE } from '@fura/domain/constants';
import { corridorMatcher } from '@fura/domain/corridor';
import { corridorBoxes, type CorridorBox, type LatLonBox } from '@fura/domain/corridor-boxes';
import {
  corridorListingMatch,
  type TCorridorRequest,
  type TCorridorResponse,
} from '@fura/domain/corridor-search';
import { CorridorRanking, corridorSortKey, type CorridorResult } from '@fura/domain/corridor-sort';
import type { TSearchRequest } from '@fura/domain/search';
import type { AppDeps } from '../../app-deps';
import type { Config } from '../../config';
import type { TRoute } from '../../integrations/routing/route-provider';
import { badRequest } from '../../http/errors';
import { countRequests, EMPTY_DEAL } from '../listing/deal-data';
import { presentArticle } from '../listing/present';
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

/**
 * The first `limit` listings along the route in the request's order, and how many there are: the route from the route
 * provider (OSRM or the great-circle estimate), the candidates from SQL, the domain's corridor rule on each, the
 * domain's total order (`CorridorRanking` keeps only what may rank within the limit).
 * @internal exported for the brute-force comparison test (corridor-oracle.test.ts)
 */
export async function corridorMatches(
  deps: CorridorDeps,
  request: TCorridorRequest,
  limit: number,
): Promise<{ route: TRoute; matches: CorridorMatchResult[]; total: number }> {
  const { route, widthKm, startRadiusKm, sort, ...rest } = request;
  const filters: TSearchRequest = { ...rest, sort: 'newest' };
  const measured = await deps.routes.route([route.departure, ...route.via, route.destination]);
  const factor = deps.config.routing.detourFactor;
  const matcher = corridorMatcher(measured.line, measured.estimated ? null : measured.km, widthKm, factor);
  const start = startRadiusKm === undefined ? null : { center: route.departure, radiusKm: startRadiusKm };

  const corridor = corridorBoxes(measured.line, widthKm);
  const parts = corridorCandidates(deps.db, {
    filters,
    boxes: {
      departure: start ? intersectAll(corridor, searchBoundingBox(start.center, start.radiusKm)) : corridor,
      destination: corridor,
    },
    limit: CORRIDOR_MAX_CANDIDATES + 1,
    sortFields: sort !== 'detour',
  });

  const ranking = new CorridorRanking<CorridorMatchResult>(limit);
  let candidateCount = 0;
  const departure = { lat: 0, lon: 0 };
  const destination = { lat: 0, lon: 0 };
  const rank = (candidates: CandidateColumns) => {
    candidateCount += candidates.count;
    for (let i = 0; i < candidates.count; i++) {
      departure.lat = candidates.fromLat[i]!;
      departure.lon = candidates.fromLon[i]!;
      destination.lat = candidates.toLat[i]!;
      destination.lon = candidates.toLon[i]!;
      const match = corridorListingMatch(matcher, start, departure, destination);
      if (!match) continue;
      const fields = candidates.sortFields?.(i, match.loadKm);
      const key = fields ? corridorSortKey(sort, fields) : null;
      ranking.offer(key, match.detourKm, () => ({
        id: candidates.id(i),
        detourKm: match.detourKm,
        key,
        loadKm: match.loadKm,
      }));
    }
  };
  await Promise.all(parts.map(async (part) => rank(await part)));
  if (candidateCount > CORRIDOR_MAX_CANDIDATES) {
    throw badRequest(
      'Слишком много объявлений вдоль маршрута: сузьте коридор, укажите даты или другие фильтры',
    );
  }
  return { route: measured, matches: ranking.results(), total: ranking.count };
}

/**
 * «По пути» / «Обратный груз» (issue 26): one page of `corridorMatches`, presented as the search presents listings —
 * the same public listing for every caller, guests included (`searchArticles`).
 */
export async function searchCorridor(deps: CorridorDeps, request: TCorridorRequest): Promise<CorridorPage> {
  const { route, matches, total } = await corridorMatches(deps, request, request.offset + ARTICLES_PER_PAGE);
  const page = matches.slice(request.offset);
  const ids = page.map((match) => match.id);
  const [rows, requests] = await Promise.all([corridorPageRows(deps.db, ids), countRequests(deps.db, ids)]);
  const byId = new Map(rows.map((row) => [row.article.id, row]));
  return {
    results: page.flatMap((match) => {
      const row = byId.get(match.id);
      if (!row) return []; // deleted between the two statements
      const deal = { ...EMPTY_DEAL, requestsCount: requests.get(match.id) ?? 0 };
      return [
        {
          article: presentArticle(row.article, row.author, { deal }),
          detourKm: match.detourKm,
          loadKm: Math.round(match.loadKm),
        },
      ];
    }),
    hasMore: total > request.offset + ARTICLES_PER_PAGE,
    route: { line: mapLine(route.line), km: Math.round(route.km), estimated: route.estimated },
  };
}
