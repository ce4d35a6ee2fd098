import { z } from 'zod';
import { isCalendarDate } from './calendar-date';
import { ZTrustFacts } from './trust-line';

/**
 * The deal items a listing carries (SPEC §3 Request, Review; executors, delivered): kept apart from the call schemas
 * (deal-schemas.ts) because the listing schema (article-schemas.ts) embeds them.
 */

export const REQUEST_TEXT_MAX = 1000;
export const REQUEST_PRICE_MAX_KOPECKS = 100_000_000_00; // 100 million roubles

export const DEAL_MESSAGES = {
  executorBanned: 'Этот пользователь заблокирован: выбрать его исполнителем нельзя',
  executorNoTariff: 'У перевозчика нет активного тарифа: его нельзя выбрать исполнителем',
  offerOrderNoTariff: 'У перевозчика нет активного тарифа: предложить ему заказ нельзя',
  requestText: 'Напишите текст заявки',
  requestTextLong: `Текст заявки — не длиннее ${REQUEST_TEXT_MAX} символов`,
  requestPrice: 'Укажите цену числом, в рублях',
  requestDate: 'Укажите дату в формате ДД.ММ.ГГГГ',
  requestNotFound: 'Заявка не найдена',
  notYourRequest: 'Это не ваша заявка',
  ownListing: 'Нельзя отправить заявку на своё объявление',
  wrongRoleOrder: 'Заявки на заказы отправляют перевозчики',
  wrongRoleOffer: 'Заявки на предложения отправляют грузовладельцы',
  duplicateRequest: 'Вы уже отправили заявку на это объявление — измените её',
  notPublished: 'Объявление не опубликовано: заявки принимаются только на опубликованные объявления',
  noTariff:
    'Без действующего тарифа перевозчик не может брать заказы. Подключите тариф в разделе «Мой тариф»',
  executorCannotDelete: 'Вы выбраны исполнителем: попросите автора снять вас вместо удаления заявки',
  executorNotRequester: 'Исполнителем можно выбрать только пользователя, отправившего заявку',
  executorAlreadySet: 'Исполнитель уже выбран',
  orderHasExecutor: 'У заказа уже есть исполнитель: сначала снимите его',
  executorNotFound: 'Этот пользователь не исполнитель объявления',
  executorsClosed: 'Исполнителей нельзя менять: объявление завершено или отменено',
  executorsNotOpen: 'Исполнителя можно выбрать только у опубликованного объявления или объявления в работе',
  notExecutor: 'Вы не исполнитель этого объявления',
  cancelAlreadyRequested: 'Вы уже попросили снять вас с исполнения',
  notOnTheWay: 'Отметить доставку можно только когда груз в пути',
  alreadyDelivered: 'Доставка уже отмечена',
  deliveredNotExecutor: 'Доставку отмечают для исполнителя этой сделки',
  position: 'Координаты должны быть парой [широта, долгота]',
  offerOrderNotPublished: 'Предложить можно только свой опубликованный заказ',
  offerOrderNotCarrier: 'Заказ можно предложить только перевозчику',
  offerOrderDuplicate: 'Вы уже предлагали этот заказ этому перевозчику',
  offerOrderCarrierRequested: 'Перевозчик уже отправил заявку на этот заказ',
  userNotFound: 'Пользователь не найден',
  needExecutor: 'Сначала выберите исполнителя',
  removeExecutorsFirst: 'У объявления есть исполнители: сначала снимите их',
  closedDealRestore:
    'Сделку с исполнителем нельзя вернуть в черновик: скопируйте объявление, чтобы разместить его снова',
  offerExecutorsFull: 'У предложения уже 10 исполнителей — больше выбрать нельзя',
} as const;

const ZDateOnly = z
  .string({ error: DEAL_MESSAGES.requestDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, DEAL_MESSAGES.requestDate)
  .refine(isCalendarDate, DEAL_MESSAGES.requestDate);

/** A deal participant as listings show them: public profile data only (never e-mail or phone). */
export const ZDealUser = z.object({
  _id: z.string(),
  type: z.enum(['cargo', 'carrier', 'admin']),
  name: z.object({ first: z.string(), last: z.string() }),
  rating: z.number(),
  reviewsCount: z.number().int(),
  avatar: z.string().nullable(),
  contract: z.object({ id: z.number().int().nullable() }),
  isPassportVerified: z.boolean(),
  /** The trust line's facts (issue 29). */
  trust: ZTrustFacts.optional(),
});
export type TDealUser = z.infer<typeof ZDealUser>;

/** What a requester writes: text, proposed price (kopecks) and date, both optional. */
export const ZRequestInput = z.object({
  request: z
    .string({ error: DEAL_MESSAGES.requestText })
    .trim()
    .min(1, DEAL_MESSAGES.requestText)
    .max(REQUEST_TEXT_MAX, DEAL_MESSAGES.requestTextLong),
  priceKopecks: z
    .number({ error: DEAL_MESSAGES.requestPrice })
    .int(DEAL_MESSAGES.requestPrice)
    .min(0, DEAL_MESSAGES.requestPrice)
    .max(REQUEST_PRICE_MAX_KOPECKS, DEAL_MESSAGES.requestPrice)
    .nullable()
    .default(null),
  date: ZDateOnly.nullable().default(null),
  /** A carrier requesting an order: the vehicle he would send, one of his templates (issue 29). */
  vehicleTemplateId: z.string().max(64).nullable().default(null),
});
export type TRequestInput = z.infer<typeof ZRequestInput>;
export type TRequestInputRaw = z.input<typeof ZRequestInput>;

/** A request as presented: the author sees every request, a requester only his own. */
export const ZArticleRequest = z.object({
  requestId: z.string(),
  articleId: z.string(),
  request: z.string(),
  priceKopecks: z.number().nullable(),
  date: z.string().nullable(),
  user: ZDealUser,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** To the listing's author only (false for anyone else): the requesting carrier has no active tariff now, so he
   * cannot be chosen as executor (issue 24). */
  carrierTariffInactive: z.boolean(),
  /** The vehicle the carrier named (issue 29): his template's name and «Машина проверена»; null when none. */
  vehicle: z
    .object({ templateId: z.string(), name: z.string(), verified: z.boolean() })
    .nullable()
    .optional(),
});
export type TArticleRequest = z.infer<typeof ZArticleRequest>;

/** An executor of a listing; `cancelRequestedAt` is set when he asked to be removed. */
export const ZExecutor = z.object({
  user: ZDealUser,
  createdAt: z.string(),
  cancelRequestedAt: z.string().nullable(),
});
export type TExecutor = z.infer<typeof ZExecutor>;

export const ZDelivered = z.object({ userId: z.string(), at: z.string() });
export type TDelivered = z.infer<typeof ZDelivered>;

export const REVIEW_COMMENT_MAX = 2000;

export const REVIEW_MESSAGES = {
  rating: 'Поставьте оценку от 1 до 5',
  comment: 'Напишите отзыв',
  commentLong: `Отзыв — не длиннее ${REVIEW_COMMENT_MAX} символов`,
  notCompleted: 'Отзыв можно оставить только после завершения сделки',
  notParticipant: 'Отзыв оставляют только участники сделки',
  wrongTarget: 'Отзыв можно оставить только о другой стороне сделки',
} as const;

export const ZReviewInput = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  comment: z
    .string({ error: REVIEW_MESSAGES.comment })
    .trim()
    .min(1, REVIEW_MESSAGES.comment)
    .max(REVIEW_COMMENT_MAX, REVIEW_MESSAGES.commentLong),
});
export type TReviewInput = z.infer<typeof ZReviewInput>;

/** A review: `author` wrote it about `user`, for the deal `articleId`. */
export const ZReview = z.object({
  _id: z.string(),
  articleId: z.string(),
  articleType: z.enum(['order', 'offer']),
  author: ZDealUser,
  user: ZDealUser,
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TReview = z.infer<typeof ZReview>;
