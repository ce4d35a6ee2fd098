import type { TArticleInput } from '@fura/domain/article-schemas';
import type { ArticleType } from '@fura/domain/articles';
import type { StoredCar } from '../../db/schema';
import type { NewArticleRow } from '../listing/repo';

/** The columns a listing's form sets (not its status, author, photos or dates of life). */
export type ArticleFormColumns = Omit<
  NewArticleRow,
  | 'id'
  | 'type'
  | 'status'
  | 'authorId'
  | 'cargoPhotos'
  | 'createdAt'
  | 'updatedAt'
  | 'publishedAt'
  | 'lastLat'
  | 'lastLon'
  | 'lastLocationAt'
>;

/**
 * Maps the validated form to columns. Offers carry their vehicle, and their body and loading types are the
 * vehicle's, so that one search over `body_types` finds orders and offers alike. Orders carry no vehicle.
 */
export function articleFormColumns(
  input: TArticleInput,
  type: ArticleType,
  car: StoredCar | null,
): ArticleFormColumns {
  const vehicle = type === 'offer' ? car : null;
  return {
    fromAddress: input.from.address,
    fromSettlement: input.from.settlement,
    fromRegion: input.from.region,
    fromLat: input.from.lat,
    fromLon: input.from.lon,
    fromPlaceId: input.from.placeId,
    toAddress: input.to.address,
    toSettlement: input.to.settlement,
    toRegion: input.to.region,
    toLat: input.to.lat,
    toLon: input.to.lon,
    toPlaceId: input.to.placeId,
    loadingDate: input.loadingDate,
    loadingTimeFrom: input.loadingTimeFrom,
    loadingTimeTo: input.loadingTimeTo,
    cargoTypes: [...new Set(input.cargoTypes)],
    weightKg: input.weightKg,
    volumeM3: input.volumeM3,
    lengthM: input.lengthM,
    widthM: input.widthM,
    heightM: input.heightM,
    places: input.places,
    bodyTypes: vehicle ? [vehicle.bodyType] : [...new Set(input.bodyTypes)],
    loadingTypes: vehicle ? [...vehicle.loadingTypes] : [...new Set(input.loadingTypes)],
    budgetKopecks: input.budgetKopecks,
    paymentMethod: input.paymentMethod,
    contractType: input.contractType,
    comment: input.comment,
    car: vehicle,
  };
}
