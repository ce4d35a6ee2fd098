import { z } from 'zod';
import { isCalendarDate } from './calendar-date';
import { ARTICLE_STATUSES, ARTICLE_TYPES, CARGO_TYPES, type ArticleStatus } from './articles';
import { BODY_TYPES, LOADING_TYPES, PAYMENT_METHODS, VEHICLE_TYPES } from './article-options';
import { CONTRACT_TYPES } from './users';
import { freeText } from './free-text';
import { ZPlace, ZPlaceView } from './route-point';
import { ZArticleRequest, ZDelivered, ZExecutor, ZReview } from './deal-items';
import { ZDealContact } from './deal-contacts';
import { refineVehicleCapacity } from './vehicle-capacity';
import { ZTrustFacts } from './trust-line';

/** Listing (article) contracts: what the forms send, what the server answers. SPEC §3, §7. */

export const MAX_CARGO_PHOTOS = 9;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const COMMENT_MAX_LENGTH = 2000;

export const ARTICLE_MESSAGES = {
  from: 'Укажите, откуда везти',
  to: 'Укажите, куда везти',
  loadingDate: 'Укажите дату погрузки',
  loadingDatePast: 'Дата погрузки уже прошла',
  hiddenByAdmin: 'Объявление скрыто администратором: вернуть его может только администратор',
  time: 'Время в формате ЧЧ:ММ',
  timeOrder: 'Время окончания погрузки раньше начала',
  cargoTypes: 'Выберите тип груза',
  weight: 'Укажите вес груза в килограммах',
  car: 'Укажите транспорт',
  payment: 'Выберите способ оплаты',
  notFound: 'Объявление не найдено',
  notAuthor: 'Это объявление опубликовано другим пользователем',
  wrongRoleOrder: 'Заказы публикуют грузовладельцы',
  wrongRoleOffer: 'Предложения публикуют перевозчики',
  tooManyPhotos: `Можно приложить не больше ${MAX_CARGO_PHOTOS} фотографий`,
  photoType: 'Загрузите фотографию в формате JPEG, PNG, WebP или HEIC',
  photoSize: 'Фотография слишком большая: не более 10 МБ',
  articleJson: 'Данные объявления не прочитаны: обновите страницу и попробуйте снова',
} as const;

const ZIsoDate = z
  .string({ error: ARTICLE_MESSAGES.loadingDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, ARTICLE_MESSAGES.loadingDate)
  .refine(isCalendarDate, ARTICLE_MESSAGES.loadingDate);
export { ZIsoDate };

export const ZTime = z
  .string({ error: ARTICLE_MESSAGES.time })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, ARTICLE_MESSAGES.time);

export type TPlace = z.infer<typeof ZPlace>;

const positive = (max: number) =>
  z.number().positive('Введите число больше нуля').max(max, `Не больше ${max}`);

/** A vehicle: the body of a vehicle template and the car of an offer. */
export const ZVehicleInput = z.object({
  vehicleType: z.enum(VEHICLE_TYPES, { error: 'Выберите тип транспорта' }),
  make: freeText().trim().max(60).default(''),
  model: freeText().trim().max(60).default(''),
  capacityTons: positive(100),
  volumeM3: positive(200).nullable().default(null),
  bodyType: z.enum(BODY_TYPES, { error: 'Выберите тип кузова' }),
  loadingTypes: z.array(z.enum(LOADING_TYPES)).max(LOADING_TYPES.length).default([]),
});
export type TVehicleInput = z.infer<typeof ZVehicleInput>;

export const ZPhotoRef = z.object({ file: z.string().max(300) });
export const ZPhoto = z.object({ file: z.string(), thumb: z.string() });
export type TPhoto = z.infer<typeof ZPhoto>;

export const ZCarInput = ZVehicleInput.extend({
  templateId: z.string().max(64).nullable().default(null),
  /** The kept photo on edit (its `file` URL as presented); a new one comes as the `carPhoto` file. */
  photo: ZPhotoRef.nullable().default(null),
}).superRefine(refineVehicleCapacity);
export type TCarInput = z.infer<typeof ZCarInput>;

/** The `article` JSON of createArticle / updateArticle. */
export const ZArticleInput = z
  .object({
    from: ZPlace,
    to: ZPlace,
    loadingDate: ZIsoDate,
    loadingTimeFrom: ZTime.nullable().default(null),
    loadingTimeTo: ZTime.nullable().default(null),
    cargoTypes: z.array(z.literal(CARGO_TYPES)).max(CARGO_TYPES.length).default([]),
    weightKg: z
      .number()
      .int('Вес — целое число килограммов')
      .min(1, ARTICLE_MESSAGES.weight)
      .max(100_000)
      .nullable()
      .default(null),
    volumeM3: positive(200).nullable().default(null),
    lengthM: positive(30).nullable().default(null),
    widthM: positive(5).nullable().default(null),
    heightM: positive(5).nullable().default(null),
    places: z.number().int().min(1).max(100_000).nullable().default(null),
    bodyTypes: z.array(z.enum(BODY_TYPES)).max(BODY_TYPES.length).default([]),
    loadingTypes: z.array(z.enum(LOADING_TYPES)).max(LOADING_TYPES.length).default([]),
    budgetKopecks: z.number().int().min(0).max(10_000_000_000).nullable().default(null),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: ARTICLE_MESSAGES.payment }),
    contractType: z.literal(CONTRACT_TYPES).nullable().default(null),
    comment: freeText().trim().max(COMMENT_MAX_LENGTH).default(''),
    /** Kept photos on edit ({ file } as presented); new ones come as cargoPhoto0..n files. */
    cargoPhoto: z.array(ZPhotoRef).max(MAX_CARGO_PHOTOS, ARTICLE_MESSAGES.tooManyPhotos).default([]),
    car: ZCarInput.nullable().default(null),
    /** Create only: publish at once (status 2) or keep as a draft (status 1). */
    publish: z.boolean().default(true),
  })
  .refine((a) => !a.loadingTimeFrom || !a.loadingTimeTo || a.loadingTimeFrom <= a.loadingTimeTo, {
    message: ARTICLE_MESSAGES.timeOrder,
    path: ['loadingTimeTo'],
  });
export type TArticleInput = z.infer<typeof ZArticleInput>;
export type TArticleInputRaw = z.input<typeof ZArticleInput>;

/** Rules that depend on the listing type: orders carry cargo, offers a vehicle. */
export function articleTypeErrors(
  input: TArticleInput,
  type: 'order' | 'offer',
): { msg: string; param: string }[] {
  const errors: { msg: string; param: string }[] = [];
  if (type === 'order') {
    if (input.cargoTypes.length === 0) errors.push({ msg: ARTICLE_MESSAGES.cargoTypes, param: 'cargoTypes' });
    if (input.weightKg === null) errors.push({ msg: ARTICLE_MESSAGES.weight, param: 'weightKg' });
  } else if (!input.car) {
    errors.push({ msg: ARTICLE_MESSAGES.car, param: 'car' });
  }
  return errors;
}

export const ZArticleAuthor = z.object({
  _id: z.string(),
  name: z.object({ first: z.string(), last: z.string() }),
  rating: z.number(),
  reviewsCount: z.number().int(),
  avatar: z.string().nullable(),
  contract: z.object({ id: z.number().int().nullable() }),
  isPassportVerified: z.boolean(),
  /** The trust line's facts (issue 29): on the listing's own page, not in lists. */
  trust: ZTrustFacts.optional(),
});

export const ZCar = ZVehicleInput.extend({
  make: z.string(),
  model: z.string(),
  templateId: z.string().nullable(),
  photo: ZPhoto.nullable(),
  /** «Машина проверена» (issue 29): the offer's template is a checked vehicle. Its plate is shown to nobody here. */
  vehicleVerified: z.boolean().optional(),
});
export type TCar = z.infer<typeof ZCar>;

const ZStatus = z.custom<ArticleStatus>((value) => (ARTICLE_STATUSES as readonly unknown[]).includes(value));

/** A listing as the server presents it (SPEC §3 "Article"). */
export const ZArticle = z.object({
  _id: z.string(),
  type: z.enum(ARTICLE_TYPES),
  status: ZStatus,
  author: ZArticleAuthor,
  from: ZPlaceView,
  to: ZPlaceView,
  loadingDate: z.string(),
  loadingTimeFrom: z.string().nullable(),
  loadingTimeTo: z.string().nullable(),
  cargoTypes: z.array(z.number().int()),
  weightKg: z.number().nullable(),
  volumeM3: z.number().nullable(),
  lengthM: z.number().nullable(),
  widthM: z.number().nullable(),
  heightM: z.number().nullable(),
  places: z.number().nullable(),
  bodyTypes: z.array(z.enum(BODY_TYPES)),
  loadingTypes: z.array(z.enum(LOADING_TYPES)),
  budgetKopecks: z.number().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  contractType: z.number().int().nullable(),
  comment: z.string(),
  cargoPhoto: z.array(ZPhoto),
  car: ZCar.nullable(),
  /** Deal data (deal-items.ts). Requests: all for the author, the viewer's own for anyone else. Executors, reviews
   * and delivery marks: for the deal's participants (author, requesters, executors); empty for anyone else. */
  executors: z.array(ZExecutor),
  requests: z.array(ZArticleRequest),
  /** How many requests the listing has, shown to everyone. */
  requestsCount: z.number().int(),
  reviews: z.array(ZReview),
  delivered: z.array(ZDelivered),
  lastCarrierLocation: z.object({ lat: z.number(), lon: z.number(), at: z.string() }).nullable(),
  /** The counterparts' phone and e-mail while the viewer's deal is open (deal-contacts.ts); empty for anyone else. */
  contacts: z.array(ZDealContact),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  /** When the author last said the listing is current: published, republished or confirmed (issue 26). */
  confirmedAt: z.string().nullable(),
  /** Search answers only: distance from the chosen origin, km. */
  distanceKm: z.number().optional(),
  /** True when an administrator hid the listing: its author cannot change its status (the console restores it). */
  hiddenByAdmin: z.boolean().optional(),
});
export type TArticle = z.infer<typeof ZArticle>;

export const ZSocketIdField = z.string().max(100).nullish();

export const ZCopyArticleRequest = z.object({
  articleId: z.string().min(1).max(64),
  socketId: ZSocketIdField,
});
export const ZArticleActionRequest = z.object({
  articleId: z.string({ error: ARTICLE_MESSAGES.notFound }).min(1, ARTICLE_MESSAGES.notFound).max(64),
  socketId: ZSocketIdField,
});
export type TArticleActionRequest = z.infer<typeof ZArticleActionRequest>;

export const ZArticleResponse = z.object({ error: z.literal(false), article: ZArticle });
export type TArticleResponse = z.infer<typeof ZArticleResponse>;

export const ZGetMyArticlesRequest = z.object({
  type: z.enum(['my', 'taking']),
  /** One status or several (a list group, e.g. [1, 2] for "open"); absent = the whole list. */
  status: z.union([ZStatus, z.array(ZStatus).min(1).max(8)]).optional(),
  offset: z.number().int().min(0).max(1_000_000).default(0),
});
export type TGetMyArticlesRequest = z.input<typeof ZGetMyArticlesRequest>;

/** article/getUserArticles: a user's published listings for his public profile; `type` narrows to one kind. */
export const ZGetUserArticlesRequest = z.object({
  userId: z.string().min(1).max(64),
  type: z.enum(ARTICLE_TYPES).optional(),
  offset: z.number().int().min(0).max(1_000_000).default(0),
});
export type TGetUserArticlesRequest = z.input<typeof ZGetUserArticlesRequest>;

export const ZGetMyArticlesResponse = z.object({
  error: z.literal(false),
  articles: z.array(ZArticle),
  /** How many articles match the filter in all (for "load more"). */
  countAll: z.number().int(),
});
export type TGetMyArticlesResponse = z.infer<typeof ZGetMyArticlesResponse>;

export const ZGetArticleRequest = z.object({
  id: z.string({ error: ARTICLE_MESSAGES.notFound }).min(1, ARTICLE_MESSAGES.notFound).max(64),
  type: z.enum(ARTICLE_TYPES),
});
