import type { TPlace } from '@fura/domain/article-schemas';

/** Places of the corridor tests; no imports of the app, so that a mock's factory may load them. */

const place = (settlement: string, region: string, lat: number, lon: number): TPlace => ({
  address: `${settlement}, ${region}`,
  settlement,
  region,
  lat,
  lon,
  placeId: null,
});

export const MOSCOW = place('Москва', 'Москва', 55.7558, 37.6173);
export const KAZAN = place('Казань', 'Республика Татарстан', 55.7887, 49.1221);
export const VLADIMIR = place('Владимир', 'Владимирская область', 56.1291, 40.4066);
export const NIZHNY = place('Нижний Новгород', 'Нижегородская область', 56.3269, 44.0059);
export const PLACES = [MOSCOW, KAZAN, VLADIMIR, NIZHNY];
