import { BODY_TYPE_LABELS } from '@fura/domain/article-options';
import { CARGO_TYPE_LABELS, type ArticleType } from '@fura/domain/articles';
import type { TSavedSearchQuery } from '@fura/domain/saved-searches';
import { SAVED_SEARCH_NAME_MAX } from '@fura/domain/search-limits';
import type { PlaceLabel, SavedSearchPlaces } from '../../../shared/saved-searches/places';
import { toCorridorRequest, type CorridorFilters } from '../../../shared/search/corridor-params';
import {
  toSearchRequest,
  type ListingFilters,
  type SearchFilters,
} from '../../../shared/search/search-params';

/**
 * What «Сохранить поиск и присылать новые» saves of the page (issue 27): the very request the page searches with,
 * without its order and page; the names of its places; a name made of the route and the main filters.
 */
export interface SavedSearchDraft {
  query: TSavedSearchQuery;
  places: SavedSearchPlaces;
  /** The name the dialog starts with: «Москва → Казань, тент». */
  name: string;
}

const ALL: Record<ArticleType, string> = { order: 'Все заказы', offer: 'Все предложения' };
const ANYWHERE = 'любой пункт';

const label = (place: { name: string; region: string }): PlaceLabel => ({
  name: place.name,
  region: place.region,
});

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The filters a name mentions: the body and the cargo, in lower case. */
function filterWords(filters: ListingFilters): string[] {
  const words: string[] = [];
  if (filters.bodyType) words.push(lower(BODY_TYPE_LABELS[filters.bodyType]));
  if (filters.cargoType !== null) words.push(lower(CARGO_TYPE_LABELS[filters.cargoType]));
  return words;
}

/** The route and as many filter words as fit in a name (SAVED_SEARCH_NAME_MAX), cut with «…» if the route alone does not. */
export function composeName(route: string, words: readonly string[]): string {
  let name = route;
  for (const word of words) {
    const next = `${name}, ${word}`;
    if (next.length > SAVED_SEARCH_NAME_MAX) break;
    name = next;
  }
  return name.length > SAVED_SEARCH_NAME_MAX
    ? `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1).trimEnd()}…`
    : name;
}

/** The radius search of /search-order and /search-offer. */
export function radiusDraft(filters: SearchFilters, type: ArticleType): SavedSearchDraft {
  const { sort: _sort, offset: _offset, ...search } = toSearchRequest(filters, 0, type);
  const { from, to } = filters;
  const route = from || to ? `${from?.name ?? ANYWHERE} → ${to?.name ?? ANYWHERE}` : ALL[type];
  return {
    query: { kind: 'radius', search },
    places: { ...(from ? { from: label(from) } : {}), ...(to ? { to: label(to) } : {}) },
    name: composeName(route, filterWords(filters)),
  };
}

/** The corridor search of /route-order and /route-offer; null while the route lacks an end (nothing is searched). */
export function corridorDraft(filters: CorridorFilters, type: ArticleType): SavedSearchDraft | null {
  const request = toCorridorRequest(filters, 0, type);
  const { departure, destination } = filters;
  if (!request || !departure || !destination) return null;
  const { sort: _sort, offset: _offset, ...search } = request;
  return {
    query: { kind: 'corridor', search },
    places: {
      departure: label(departure),
      via: filters.via.map(label),
      destination: label(destination),
    },
    name: composeName(`По пути: ${departure.name} → ${destination.name}`, filterWords(filters)),
  };
}
