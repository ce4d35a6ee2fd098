import type { TArticle } from '@fura/domain/article-schemas';
import type { THomeBase } from '@fura/domain/user';
import { RETURN_LOAD_RADIUS_KM } from '@fura/domain/corridor-search';
import {
  returnLoadDateFrom,
  returnLoadVehicleFilters,
  type ReturnLoadVehicle,
} from '@fura/domain/return-load';
import { EMPTY_CORRIDOR, toCorridorParams, type CorridorPoint } from '../../../shared/search/corridor-params';

function pointOf(place: TArticle['from']): CorridorPoint {
  return { name: place.settlement || place.address, region: place.region, lat: place.lat, lon: place.lon };
}

/**
 * The return load's search for a deal, as the page's query string: from the deal's destination back to the carrier's
 * home base when his profile names one, else to the deal's departure; loading within RETURN_LOAD_RADIUS_KM of the destination from the delivery date
 * (or today), in the deal's vehicle when the listing carries one (an offer), else in his only vehicle template.
 */
export function returnLoadParams(
  deal: TArticle,
  now: Date,
  templates: readonly ReturnLoadVehicle[] = [],
  homeBase: THomeBase | null = null,
): URLSearchParams {
  const vehicle = returnLoadVehicleFilters(deal, templates);
  return toCorridorParams(
    {
      ...EMPTY_CORRIDOR,
      departure: pointOf(deal.to),
      destination: homeBase
        ? { name: homeBase.settlement, region: homeBase.region, lat: homeBase.lat, lon: homeBase.lon }
        : pointOf(deal.from),
      startRadiusKm: RETURN_LOAD_RADIUS_KM,
      dateFrom: returnLoadDateFrom(deal, now),
      bodyType: vehicle.bodyType ?? null,
      weightMax: vehicle.weightMax ?? null,
    },
    { deal: deal._id },
  );
}
