import type { TSavedSearchQuery } from '@fura/domain/saved-searches';
import { ROUTES } from '@fura/domain/routes';
import { coordinatesName, type PlaceLabel, type SavedSearchPlaces } from '../../shared/saved-searches/places';
import { EMPTY_CORRIDOR, toCorridorParams, type CorridorPoint } from '../../shared/search/corridor-params';
import {
  EMPTY_FILTERS,
  listingFiltersFromRequest,
  toSearchParams,
  type SearchPlace,
} from '../../shared/search/search-params';

const SEARCH_PATH = { order: ROUTES.searchOrder.path, offer: ROUTES.searchOffer.path } as const;
const CORRIDOR_PATH = { order: ROUTES.corridorOrder.path, offer: ROUTES.corridorOffer.path } as const;

/** A point with its name as picked, or its coordinates when the name was not kept (the search page needs one). */
function point(at: { lat: number; lon: number }, label: PlaceLabel | undefined): CorridorPoint {
  return { name: label?.name ?? coordinatesName(at), region: label?.region ?? '', lat: at.lat, lon: at.lon };
}

function place(
  radius: { lat: number; lon: number; radiusKm: number } | undefined,
  label: PlaceLabel | undefined,
): SearchPlace | null {
  return radius ? { ...point(radius, label), radiusKm: radius.radiusKm } : null;
}

/**
 * «Открыть поиск»: the search page of a saved search with its filters in the URL, through the pages' own codecs — the
 * page then searches with exactly the saved request (in its default order).
 */
export function savedSearchPath(query: TSavedSearchQuery, places: SavedSearchPlaces): string {
  if (query.kind === 'radius') {
    const { type, from, to, ...rest } = query.search;
    const params = toSearchParams({
      ...EMPTY_FILTERS,
      from: place(from, places.from),
      to: place(to, places.to),
      ...listingFiltersFromRequest(rest),
    });
    return `${SEARCH_PATH[type]}?${params.toString()}`;
  }
  const { type, route, widthKm, startRadiusKm, ...rest } = query.search;
  const listing = listingFiltersFromRequest(rest);
  const params = toCorridorParams({
    ...EMPTY_CORRIDOR,
    departure: point(route.departure, places.departure),
    via: route.via.map((at, index) => point(at, places.via?.[index])),
    destination: point(route.destination, places.destination),
    widthKm,
    startRadiusKm: startRadiusKm ?? null,
    ...listing,
    verifiedOnly: listing.verifiedOnly === true,
    confirmedWithin24h: listing.confirmedWithin24h === true,
  });
  return `${CORRIDOR_PATH[type]}?${params.toString()}`;
}
