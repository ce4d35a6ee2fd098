import type { TArticle, TCar, TPhoto } from '@fura/domain/article-schemas';
import { isArticleStatus } from '@fura/domain/articles';
import type { TDealContact } from '@fura/domain/deal-contacts';
import { BODY_TYPES, LOADING_TYPES, PAYMENT_METHODS, VEHICLE_TYPES } from '@fura/domain/article-options';
import type { ArticleRow, StoredCar, StoredPhoto, UserRow } from '../../db/schema';
import type { TTrustFacts } from '@fura/domain/trust-line';
import { avatarUrl } from '../user/present';
import { presentCarrierLocation } from './carrier-location';
import { EMPTY_DEAL, type DealData } from './deal-data';
import { commentFor, listingPlace, requestFor } from './masked-texts';

/**
 * The author fields a listing shows: public profile data only, never e-mail or phone; on the listing's own page the
 * trust line's facts too (issue 29).
 */
export type ArticleAuthorRow = Pick<
  UserRow,
  'id' | 'firstName' | 'lastName' | 'rating' | 'reviewsCount' | 'avatar' | 'contractId' | 'isPassportVerified'
> & { trust?: TTrustFacts };

export function photoUrl(key: string): string {
  return `/files/${key}`;
}

export function presentPhoto(photo: StoredPhoto): TPhoto {
  return { file: photoUrl(photo.key), thumb: photoUrl(photo.thumbKey) };
}

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

function manyOf<T extends string>(values: readonly T[], list: readonly string[]): T[] {
  return list.flatMap((value) => values.filter((candidate) => candidate === value));
}

export function presentCar(car: StoredCar, vehicleVerified = false): TCar {
  return {
    templateId: car.templateId,
    vehicleType: oneOf(VEHICLE_TYPES, car.vehicleType, 'other'),
    make: car.make,
    model: car.model,
    capacityTons: car.capacityTons,
    volumeM3: car.volumeM3,
    bodyType: oneOf(BODY_TYPES, car.bodyType, 'tent'),
    loadingTypes: manyOf(LOADING_TYPES, car.loadingTypes),
    photo: car.photo ? presentPhoto(car.photo) : null,
    vehicleVerified,
  };
}

/**
 * A listing as every client sees it (HTTP and socket alike). Whitelists fields: the author's public profile only.
 * `deal` is the deal data already filtered for the viewer (deal-data.ts `dealForViewer`; present-for.ts loads it);
 * the carrier's position is shown only when it says the viewer may see it (a listing presented without a viewer's
 * deal — search, a new listing — never shows it), and so are the counterparts' contacts (deal-contacts.ts).
 * The comment and the requests come with their contacts masked unless `viewerId` wrote them or is in an open deal
 * with their writer (masked-texts.ts); without `viewerId` the listing is presented as a guest sees it.
 */
export function presentArticle(
  row: ArticleRow,
  author: ArticleAuthorRow,
  extra: {
    distanceKm?: number;
    deal?: DealData & { requestsCount: number; seesCarrierLocation?: boolean; contacts?: TDealContact[] };
    /** The offer's car is a checked vehicle (vehicle-marks.ts, issue 29). */
    vehicleVerified?: boolean;
    /** Who the listing is presented for (null or absent: a guest). */
    viewerId?: string | null;
  } = {},
): TArticle {
  const deal = extra.deal ?? { ...EMPTY_DEAL, requestsCount: 0 };
  if (!isArticleStatus(row.status)) throw new Error(`Unknown article status ${row.status}`);
  const viewerId = extra.viewerId ?? null;
  const now = new Date();
  const place = listingPlace(
    row,
    deal.executors.map((executor) => executor.user._id),
  );
  const article: TArticle = {
    _id: row.id,
    type: row.type === 'offer' ? 'offer' : 'order',
    status: row.status,
    author: {
      _id: author.id,
      name: { first: author.firstName, last: author.lastName },
      rating: author.rating,
      reviewsCount: author.reviewsCount,
      avatar: avatarUrl(author.avatar),
      contract: { id: author.contractId },
      isPassportVerified: author.isPassportVerified,
      ...(author.trust ? { trust: author.trust } : {}),
    },
    from: {
      address: row.fromAddress,
      settlement: row.fromSettlement,
      region: row.fromRegion,
      lat: row.fromLat,
      lon: row.fromLon,
      placeId: row.fromPlaceId,
    },
    to: {
      address: row.toAddress,
      settlement: row.toSettlement,
      region: row.toRegion,
      lat: row.toLat,
      lon: row.toLon,
      placeId: row.toPlaceId,
    },
    loadingDate: row.loadingDate,
    loadingTimeFrom: row.loadingTimeFrom,
    loadingTimeTo: row.loadingTimeTo,
    cargoTypes: row.cargoTypes,
    weightKg: row.weightKg,
    volumeM3: row.volumeM3,
    lengthM: row.lengthM,
    widthM: row.widthM,
    heightM: row.heightM,
    places: row.places,
    bodyTypes: manyOf(BODY_TYPES, row.bodyTypes),
    loadingTypes: manyOf(LOADING_TYPES, row.loadingTypes),
    budgetKopecks: row.budgetKopecks,
    paymentMethod: oneOf(PAYMENT_METHODS, row.paymentMethod, 'cash'),
    contractType: row.contractType,
    comment: commentFor(row, viewerId, place, now),
    cargoPhoto: row.cargoPhotos.map(presentPhoto),
    car: row.car ? presentCar(row.car, extra.vehicleVerified === true) : null,
    executors: deal.executors,
    requests: deal.requests.map((request) => requestFor(request, viewerId, place, now)),
    requestsCount: deal.requestsCount,
    reviews: deal.reviews,
    delivered: deal.delivered,
    lastCarrierLocation: presentCarrierLocation(row, deal.seesCarrierLocation === true),
    contacts: deal.contacts ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    confirmedAt: row.confirmedAt ? row.confirmedAt.toISOString() : null,
  };
  if (extra.distanceKm !== undefined) article.distanceKm = Math.round(extra.distanceKm * 10) / 10;
  if (row.statusBeforeHide !== null) article.hiddenByAdmin = true;
  return article;
}
