import type { ArticleType } from '@fura/domain/articles';
import type { TLane, TLanePlace } from '@fura/domain/lane-schemas';
import { routePath } from '@fura/domain/routes';
import {
  DEFAULT_RADIUS_KM,
  EMPTY_FILTERS,
  toSearchParams,
  type SearchPlace,
} from '../../shared/search/search-params';

function searchPlace(place: TLanePlace): SearchPlace {
  return {
    name: place.name,
    region: place.region,
    lat: place.lat,
    lon: place.lon,
    radiusKm: DEFAULT_RADIUS_KM,
  };
}

/** The search page with the lane's two places as its «Откуда» and «Куда» (within the search's default radius). */
export function laneSearchPath(type: ArticleType, lane: Pick<TLane, 'from' | 'to'>): string {
  const params = toSearchParams({ ...EMPTY_FILTERS, from: searchPlace(lane.from), to: searchPlace(lane.to) });
  return `${routePath(type === 'order' ? 'searchOrder' : 'searchOffer')}?${params.toString()}`;
}
