import { z } from 'zod';
import { MAX_VIA_POINTS } from '@fura/domain/corridor';

/**
 * The names of a saved search's places. The saved query holds coordinates and radii only (what the server matches
 * by); the names a user picked are kept beside it as `places`, so that the list can say «Москва → Казань» and
 * «Открыть поиск» can put the names back into the search page's URL, which needs them.
 *
 * `places` is the domain's ZSavedSearchPlaces; the web reads it leniently all the same: a search saved without names
 * falls back to its own name and the coordinates.
 */

export interface PlaceLabel {
  name: string;
  region: string;
}

export interface SavedSearchPlaces {
  /** The radius search's «Откуда» and «Куда». */
  from?: PlaceLabel;
  to?: PlaceLabel;
  /** The corridor's route, in driving order. */
  departure?: PlaceLabel;
  via?: PlaceLabel[];
  destination?: PlaceLabel;
}

/** Anything unreadable is left out: a name is a nicety, never a reason to fail the list. */
const ZPlaceLabel = z.object({
  name: z.string().trim().min(1).max(300),
  region: z.string().trim().max(120).catch(''),
});
const label = ZPlaceLabel.optional().catch(undefined);
const ZSavedSearchPlaces = z.object({
  from: label,
  to: label,
  departure: label,
  via: z.array(ZPlaceLabel).max(MAX_VIA_POINTS).optional().catch(undefined),
  destination: label,
});

/** The place names of a saved search as the server keeps them; `{}` when it keeps none. */
export function savedSearchPlaces(search: object): SavedSearchPlaces {
  const raw: unknown = 'places' in search ? search.places : undefined;
  const parsed = ZSavedSearchPlaces.safeParse(raw ?? {});
  if (!parsed.success) return {};
  const places: SavedSearchPlaces = {};
  for (const [key, value] of Object.entries(parsed.data)) {
    if (value !== undefined) Object.assign(places, { [key]: value });
  }
  return places;
}

const coordinate = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 4 });

/** A place known by its coordinates only: «55,7558° 37,6173°». */
export function coordinatesName(point: { lat: number; lon: number }): string {
  return `${coordinate.format(point.lat)}° ${coordinate.format(point.lon)}°`;
}
