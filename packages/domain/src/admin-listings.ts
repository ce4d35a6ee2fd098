import { z } from 'zod';
import { adminId, ZAdminPage, ZAdminUserRef } from './admin-refs';
import { ARTICLE_STATUSES, ARTICLE_TYPES, type ArticleType } from './articles';
import { freeText } from './free-text';

/** «Объявления» of the admin console (issue 12): find any listing, hide it with a note, restore it. */

export const ADMIN_LISTINGS_PER_PAGE = 20;
export const ADMIN_NOTE_MAX = 500;
export const LISTING_QUERY_MAX = 200;

export const ADMIN_LISTING_MESSAGES = {
  articleId: 'Некорректный идентификатор объявления',
  notFound: 'Объявление не найдено',
  noteEmpty: 'Напишите автору, почему объявление скрыто',
  noteTooLong: `Не длиннее ${ADMIN_NOTE_MAX} символов`,
  queryTooLong: `Запрос не длиннее ${LISTING_QUERY_MAX} символов`,
  type: 'Неизвестный тип объявления',
  status: 'Неизвестный статус',
  alreadyHidden: 'Объявление уже скрыто администратором',
  notHidden: 'Объявление не скрыто администратором',
} as const;

export const ZListingSearchRequest = z.object({
  /** A listing's id, or words of its route (settlements, addresses) or comment; empty lists every listing. */
  query: freeText().trim().max(LISTING_QUERY_MAX, ADMIN_LISTING_MESSAGES.queryTooLong).default(''),
  type: z.enum(ARTICLE_TYPES, { error: ADMIN_LISTING_MESSAGES.type }).nullish(),
  status: z
    .number({ error: ADMIN_LISTING_MESSAGES.status })
    .refine((value) => (ARTICLE_STATUSES as readonly number[]).includes(value), ADMIN_LISTING_MESSAGES.status)
    .nullish(),
  page: ZAdminPage,
});
export type TListingSearchInput = z.input<typeof ZListingSearchRequest>;

const ZListingPoint = z.object({ settlement: z.string(), address: z.string() });

export const ZAdminListing = z.object({
  _id: z.string(),
  type: z.enum(ARTICLE_TYPES),
  status: z.number().int(),
  /** Set while hidden by an admin: the status «Восстановить» brings back, and his note to the author. */
  statusBeforeHide: z.number().int().nullable(),
  adminNote: z.string().nullable(),
  from: ZListingPoint,
  to: ZListingPoint,
  loadingDate: z.string(),
  comment: z.string(),
  author: ZAdminUserRef,
  createdAt: z.string(),
});
export type TAdminListing = z.infer<typeof ZAdminListing>;

export const ZListingSearchResponse = z.object({
  error: z.literal(false),
  listings: z.array(ZAdminListing),
  countAll: z.number().int(),
});
export type TListingSearchResponse = z.infer<typeof ZListingSearchResponse>;

export const ZListingHideRequest = z.object({
  articleId: adminId(ADMIN_LISTING_MESSAGES.articleId),
  note: freeText(ADMIN_LISTING_MESSAGES.noteEmpty)
    .trim()
    .min(1, ADMIN_LISTING_MESSAGES.noteEmpty)
    .max(ADMIN_NOTE_MAX, ADMIN_LISTING_MESSAGES.noteTooLong),
});
export type TListingHideRequest = z.infer<typeof ZListingHideRequest>;

export const ZListingRestoreRequest = z.object({ articleId: adminId(ADMIN_LISTING_MESSAGES.articleId) });
export type TListingRestoreRequest = z.infer<typeof ZListingRestoreRequest>;

export const ZListingResponse = z.object({ error: z.literal(false), listing: ZAdminListing });
export type TListingResponse = z.infer<typeof ZListingResponse>;

/** «Москва → Тула». */
export function listingRoute(listing: { from: { settlement: string }; to: { settlement: string } }): string {
  return `${listing.from.settlement} → ${listing.to.settlement}`;
}

/** What the author is told: «Администратор скрыл ваш заказ «Москва → Тула»: <note>». */
export function listingHiddenText(type: ArticleType, route: string, note: string): string {
  const what = type === 'offer' ? 'ваше предложение' : 'ваш заказ';
  return `Администратор скрыл ${what} «${route}»: ${note}`;
}

export function listingRestoredText(type: ArticleType, route: string): string {
  const what = type === 'offer' ? 'ваше предложение' : 'ваш заказ';
  return `Администратор восстановил ${what} «${route}»`;
}
