import { z } from 'zod';
import type { TPlaceSuggestion } from '@fura/domain/address';
import { placeLabel } from './place-label';
import { regionByIso } from './regions';

const text = z.string().nullish();

/** The fields of DaData's address object we read (all strings or null, shared/integrations/dadata.md §3). */
const ZDadataAddress = z.object({
  region: text,
  region_type_full: text,
  region_with_type: text,
  region_iso_code: text,
  area_with_type: text,
  city: text,
  settlement: text,
  settlement_with_type: text,
  fias_id: text,
  geo_lat: text,
  geo_lon: text,
  qc_geo: text,
});
type DadataAddress = z.infer<typeof ZDadataAddress>;

export const ZDadataAnswer = z.object({
  suggestions: z.array(z.object({ value: z.string(), data: ZDadataAddress })),
});

function coordinate(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** The same region label as the bundled list («Самарская область») by ISO code, else built from DaData's parts. */
export function dadataRegionLabel(data: DadataAddress): string {
  const known = regionByIso(data.region_iso_code);
  if (known) return known.name;
  const region = data.region?.trim() ?? '';
  const type = data.region_type_full?.trim().toLowerCase() ?? '';
  if (!region) return data.region_with_type?.trim() ?? '';
  if (type === 'город') return region;
  if (type === 'республика')
    return /(ая|ий)$/u.test(region) ? `${region} Республика` : `Республика ${region}`;
  if (type) return `${region} ${type}`;
  return data.region_with_type?.trim() ?? region;
}

/** One DaData suggestion as ours, or null when it has no usable coordinates or no settlement. */
export function mapDadataSuggestion(data: DadataAddress): TPlaceSuggestion | null {
  const lat = coordinate(data.geo_lat);
  const lon = coordinate(data.geo_lon);
  if (lat === null || lon === null || data.qc_geo === '5') return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  const settlement = data.settlement?.trim() || data.city?.trim();
  if (!settlement) return null;
  const region = dadataRegionLabel(data);
  // A village shows its type and where it is: «с Выселки, Ставропольский р-н, Самарская область».
  const parts = data.settlement
    ? [data.settlement_with_type ?? data.settlement, data.city ?? data.area_with_type, region]
    : [settlement, region];
  return {
    value: placeLabel(parts),
    settlement,
    region,
    regionIso: data.region_iso_code ?? null,
    lat,
    lon,
    placeId: data.fias_id ?? null,
  };
}
