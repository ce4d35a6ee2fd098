import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { NAME_OVERRIDES } from '../src/integrations/address/build/name-overrides';
import { pickRussianName } from '../src/integrations/address/build/pick-russian-name';
import {
  buildPlacesDataset,
  formatPlacesDataset,
  type GeoNamesRow,
} from '../src/integrations/address/build/places-from-geonames';
import { readGeoNamesRows } from '../src/integrations/address/build/read-geonames';
import {
  PLACES_ATTRIBUTION,
  PLACES_FILE,
  readPlacesDataset,
  type PlaceRecord,
  type PlacesDataset,
} from '../src/integrations/address/places-dataset';
import { REGIONS } from '../src/integrations/address/regions';

let dataset: PlacesDataset;
let rows: Map<number, GeoNamesRow>;

beforeAll(() => {
  dataset = readPlacesDataset();
  rows = new Map([...readGeoNamesRows()].map((row) => [row.id, row]));
});

function find(name: string, region: string): PlaceRecord {
  const place = dataset.places.find((p) => p.name === name && p.region === region);
  if (!place) throw new Error(`${name} (${region}) is not in the list`);
  return place;
}

describe('the bundled settlements list', () => {
  it('is exactly what the build script makes from the pinned GeoNames dump (no hand edits, nothing stale)', async () => {
    const fresh = buildPlacesDataset(rows.values()).dataset;
    expect(dataset).toEqual(fresh);
    expect(readFileSync(PLACES_FILE, 'utf8')).toBe(await formatPlacesDataset(fresh, PLACES_FILE));
  });

  it('carries the GeoNames attribution and licence (CC BY 4.0)', () => {
    expect(dataset.attribution).toBe(PLACES_ATTRIBUTION);
    expect(dataset.attribution).toBe('Данные о населённых пунктах © GeoNames (geonames.org), CC BY 4.0');
    expect(dataset.licence).toContain('CC BY 4.0');
    expect(dataset.source).toContain('geonames.org');
  });

  it.each([
    ['Москва', 'RU-MOW', 55.75, 37.62, 10_000_000],
    ['Санкт-Петербург', 'RU-SPE', 59.94, 30.31, 4_000_000],
    ['Ростов-на-Дону', 'RU-ROS', 47.23, 39.72, 1_000_000],
    ['Набережные Челны', 'RU-TA', 55.74, 52.4, 400_000],
    ['Тольятти', 'RU-SAM', 53.53, 49.35, 500_000],
    ['Пермь', 'RU-PER', 58.01, 56.25, 900_000],
    ['Ульяновск', 'RU-ULY', 54.33, 48.39, 500_000],
    ['Нижний Новгород', 'RU-NIZ', 56.33, 44.0, 1_000_000],
    ['Смоленск', 'RU-SMO', 54.78, 32.04, 300_000],
    ['Братск', 'RU-IRK', 56.15, 101.63, 200_000],
    ['Коломна', 'RU-MOS', 55.08, 38.78, 100_000],
    ['Советск', 'RU-KGD', 55.08, 21.89, 30_000],
    ['Орёл', 'RU-ORL', 52.97, 36.06, 300_000],
    ['Грозный', 'RU-CE', 43.31, 45.69, 200_000],
    ['Якутск', 'RU-SA', 62.03, 129.73, 200_000],
    ['Анадырь', 'RU-CHU', 64.73, 177.51, 10_000],
    ['Севастополь', 'UA-40', 44.6, 33.52, 300_000],
    ['Симферополь', 'UA-43', 44.95, 34.1, 300_000],
  ])('has %s (%s) at about %f, %f with over %i people', (name, region, lat, lon, population) => {
    const place = find(name, region);
    expect(place.lat).toBeCloseTo(lat, 0);
    expect(place.lon).toBeCloseTo(lon, 0);
    expect(place.pop).toBeGreaterThan(population);
  });

  it('covers every settlement over 10,000 people: at least 1,300 in Russia’s own regions', () => {
    const large = dataset.places.filter((place) => place.pop >= 10_000);
    expect(large.filter((place) => place.region.startsWith('RU-')).length).toBeGreaterThanOrEqual(1_300);
    expect(large.length).toBeGreaterThanOrEqual(1_400);
    expect(dataset.places.length).toBeGreaterThan(4_500);
  });

  it('has the 89 regions of the registry, each with places, and official names', () => {
    expect(Object.keys(dataset.regions)).toHaveLength(89);
    expect(REGIONS).toHaveLength(89);
    const used = new Set(dataset.places.map((place) => place.region));
    for (const iso of Object.keys(dataset.regions)) expect(used, iso).toContain(iso);
    expect(dataset.regions['RU-SAM']).toBe('Самарская область');
    expect(dataset.regions['RU-TA']).toBe('Республика Татарстан');
    expect(dataset.regions['RU-CE']).toBe('Чеченская Республика');
    expect(dataset.regions['RU-SA']).toBe('Республика Саха (Якутия)');
    expect(dataset.regions['UA-43']).toBe('Республика Крым');
  });

  it('keeps every row tidy: Russian names, known regions, coordinates to 4 decimals, unique ids', () => {
    const ids = new Set<number>();
    for (const place of dataset.places) {
      expect(place.name, String(place.id)).toMatch(/^[А-ЯЁ0-9][А-Яа-яЁё0-9 \-'’.()]*$/u);
      expect(dataset.regions[place.region], place.name).toBeDefined();
      expect(Math.round(place.lat * 10_000) / 10_000).toBe(place.lat);
      expect(Math.round(place.lon * 10_000) / 10_000).toBe(place.lon);
      expect(place.lat).toBeGreaterThan(41);
      expect(place.lat).toBeLessThan(82);
      expect(ids.has(place.id)).toBe(false);
      ids.add(place.id);
    }
  });

  it('is sorted by population, largest first', () => {
    const populations = dataset.places.map((place) => place.pop);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });
});

describe('name overrides', () => {
  it.each(Object.entries(NAME_OVERRIDES))(
    'GeoNames %s is «%s», which the picker alone does not choose',
    (id, name) => {
      const row = rows.get(Number(id));
      expect(row, `GeoNames row ${id}`).toBeDefined();
      expect(pickRussianName(row!)).not.toBe(name);
      expect(dataset.places.find((place) => place.id === Number(id))?.name).toBe(name);
    },
  );
});
