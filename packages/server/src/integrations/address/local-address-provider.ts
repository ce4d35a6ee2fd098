import type { TPlaceSuggestion } from '@fura/domain/address';
import type { AddressProvider } from './address-provider';
import { normalizeQuery } from './normalize-query';
import { placeLabel } from './place-label';
import { PLACES_FILE, readPlacesDataset, type PlacesDataset } from './places-dataset';

interface IndexedPlace {
  /** Normalised name («набережные челны»). */
  key: string;
  /** Normalised region name, searched by word prefixes («мурм» → «мурманская область»). */
  regionKey: string;
  pop: number;
  suggestion: TPlaceSuggestion;
}

/** How well a place name matches: lower is better. */
const EXACT = 0;
const PREFIX = 1;
const WORD_PREFIX = 2;
const SUBSTRING = 3;

function nameMatch(key: string, query: string, allowSubstring: boolean): number | null {
  if (key === query) return EXACT;
  if (key.startsWith(query)) return PREFIX;
  const at = key.indexOf(query);
  if (at > 0 && key[at - 1] === ' ') return WORD_PREFIX;
  if (at > 0 && allowSubstring) return SUBSTRING;
  return null;
}

function regionMatches(regionKey: string, words: readonly string[]): boolean {
  const regionWords = regionKey.split(' ');
  return words.every((word) => regionWords.some((regionWord) => regionWord.startsWith(word)));
}

export function indexPlaces(dataset: PlacesDataset): IndexedPlace[] {
  return dataset.places.map((place) => {
    const region = dataset.regions[place.region] ?? '';
    return {
      key: normalizeQuery(place.name),
      regionKey: normalizeQuery(region),
      pop: place.pop,
      suggestion: {
        value: placeLabel([place.name, region]),
        settlement: place.name,
        region,
        regionIso: place.region,
        lat: place.lat,
        lon: place.lon,
        placeId: `geonames:${place.id}`,
      },
    };
  });
}

/** Loaded once per file and process, on the first query (the JSON is ~0.5 MB). */
const loaded = new Map<string, IndexedPlace[]>();

function loadIndex(file: string): IndexedPlace[] {
  let index = loaded.get(file);
  if (!index) {
    index = indexPlaces(readPlacesDataset(file));
    loaded.set(file, index);
  }
  return index;
}

/**
 * Search over the bundled settlements: exact name first, then names starting with the query, then names with a
 * word starting with it, then any substring; larger places first within each group. The query may end with
 * the region: «Кировск Мурманская», «Советск, Калининградская обл».
 */
export function searchPlaces(
  index: readonly IndexedPlace[],
  query: string,
  count: number,
): TPlaceSuggestion[] {
  const normalized = normalizeQuery(query);
  if (!normalized) return [];
  const words = normalized.split(' ');
  // The last words may name the region: every split into a name part and a region part.
  const splits: { name: string; region: string[] }[] = [];
  for (let at = words.length - 1; at >= 1; at -= 1) {
    splits.push({ name: words.slice(0, at).join(' '), region: words.slice(at) });
  }
  const best = new Map<IndexedPlace, number>();
  const consider = (place: IndexedPlace, rank: number) => {
    const previous = best.get(place);
    if (previous === undefined || rank < previous) best.set(place, rank);
  };
  for (const place of index) {
    const rank = nameMatch(place.key, normalized, normalized.length >= 3);
    if (rank !== null) consider(place, rank);
    for (const split of splits) {
      const nameRank = nameMatch(place.key, split.name, false);
      if (nameRank !== null && regionMatches(place.regionKey, split.region)) consider(place, nameRank);
    }
  }
  return [...best.entries()]
    .sort(([a, rankA], [b, rankB]) => rankA - rankB || b.pop - a.pop || a.key.localeCompare(b.key, 'ru'))
    .slice(0, count)
    .map(([place]) => place.suggestion);
}

export class LocalAddressProvider implements AddressProvider {
  readonly kind = 'local';

  constructor(private readonly file: string = PLACES_FILE) {}

  /** Loads the list now (otherwise the first query does). */
  warmUp(): void {
    loadIndex(this.file);
  }

  suggest(query: string, count: number): Promise<TPlaceSuggestion[]> {
    return Promise.resolve(searchPlaces(loadIndex(this.file), query, count));
  }
}
