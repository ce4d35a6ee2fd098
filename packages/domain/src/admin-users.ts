import { z } from 'zod';
import { adminId, ZAdminPage, ZAdminUserRef } from './admin-refs';
import { ARTICLE_TYPES } from './articles';
import { freeText } from './free-text';
import { PASSPORT_STATUSES } from './passport';
import { ZPayment } from './tariff-schemas';
import { USER_ROLES } from './users';

/** «Пользователи» of the admin console (issue 12): find a user, see his card, ban, unban, roles, sessions. */

export const ADMIN_USERS_PER_PAGE = 20;
/** How many of each (listings, deals, reviews, payments, sessions) the card shows: the latest ones. */
export const ADMIN_CARD_ITEMS = 20;
export const USER_QUERY_MAX = 200;
export const BAN_DAYS_MAX = 3650;
export const BAN_COMMENT_MAX = 500;

export const ADMIN_USER_MESSAGES = {
  userId: 'Некорректный идентификатор пользователя',
  notFound: 'Пользователь не найден',
  queryTooLong: `Запрос не длиннее ${USER_QUERY_MAX} символов`,
  role: 'Неизвестная роль',
  passport: 'Неизвестное состояние паспорта',
  tariff: 'Неизвестное состояние тарифа',
  banned: 'Укажите, искать заблокированных или нет',
  days: `Срок блокировки — от 1 до ${BAN_DAYS_MAX} дней`,
  commentRequired: 'Укажите причину блокировки',
  commentTooLong: `Причина — не длиннее ${BAN_COMMENT_MAX} символов`,
  banSelf: 'Нельзя заблокировать самого себя',
  banAdmin: 'Нельзя заблокировать администратора: сначала снимите с него роль',
  notBanned: 'Пользователь не заблокирован',
  alreadyAdmin: 'Пользователь уже администратор',
  notAdmin: 'Пользователь не администратор',
  grantBanned: 'Сначала разблокируйте пользователя',
  lastAdmin: 'Нельзя снять роль с последнего администратора',
} as const;

/** The end of a ban for good. */
export const BAN_FOREVER_LABEL = 'бессрочно';

export const TARIFF_STATES = ['active', 'none'] as const;
export type TariffState = (typeof TARIFF_STATES)[number];

export const ZUserSearchRequest = z.object({
  /** Words of the name, an e-mail, digits of a phone, or a user's id; empty lists every user. */
  query: freeText().trim().max(USER_QUERY_MAX, ADMIN_USER_MESSAGES.queryTooLong).default(''),
  role: z.enum(USER_ROLES, { error: ADMIN_USER_MESSAGES.role }).nullish(),
  banned: z.boolean({ error: ADMIN_USER_MESSAGES.banned }).nullish(),
  passport: z.enum(PASSPORT_STATUSES, { error: ADMIN_USER_MESSAGES.passport }).nullish(),
  /** Carriers only: with an active tariff now, or without one. */
  tariff: z.enum(TARIFF_STATES, { error: ADMIN_USER_MESSAGES.tariff }).nullish(),
  page: ZAdminPage,
});
export type TUserSearchInput = z.input<typeof ZUserSearchRequest>;
export type TUserSearchRequest = z.infer<typeof ZUserSearchRequest>;

/** A user as the console lists him. E-mail and phone are shown to admins only. */
export const ZAdminUser = z.object({
  _id: z.string(),
  type: z.enum(USER_ROLES),
  name: z.object({ first: z.string(), last: z.string() }),
  email: z.string(),
  phone: z.string(),
  isBan: z.boolean(),
  banUntil: z.string().nullable(),
  banComment: z.string().nullable(),
  passportStatus: z.enum(PASSPORT_STATUSES),
  tariff: z.string().nullable(),
  expiriesTariffAt: z.string().nullable(),
  /** The role an admin had before he was made one (null for everyone else). */
  roleBeforeAdmin: z.enum(USER_ROLES).nullable(),
  rating: z.number(),
  reviewsCount: z.number().int(),
  createdAt: z.string(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZUserSearchResponse = z.object({
  error: z.literal(false),
  users: z.array(ZAdminUser),
  countAll: z.number().int(),
});
export type TUserSearchResponse = z.infer<typeof ZUserSearchResponse>;

export const ZUserIdRequest = z.object({ userId: adminId(ADMIN_USER_MESSAGES.userId) });
export type TUserIdRequest = z.infer<typeof ZUserIdRequest>;

const ZCardListing = z.object({
  _id: z.string(),
  type: z.enum(ARTICLE_TYPES),
  status: z.number().int(),
  from: z.string(),
  to: z.string(),
  loadingDate: z.string(),
  createdAt: z.string(),
});

export const ZCardDeal = ZCardListing.extend({ author: ZAdminUserRef });

export const ZCardReview = z.object({
  _id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  author: ZAdminUserRef,
  createdAt: z.string(),
});

export const ZCardSession = z.object({
  _id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  userAgent: z.string().nullable(),
  revokedAt: z.string().nullable(),
});

export const ZUserCardResponse = z.object({
  error: z.literal(false),
  user: ZAdminUser.extend({
    contractId: z.number().int().nullable(),
    isEnableAutoPay: z.boolean(),
    banStartedAt: z.string().nullable(),
    /** The carrier's tariff time frozen by the ban, in ms (given back at the unban). */
    banTariffLeftMs: z.number().nullable(),
    passportComment: z.string().nullable(),
    onlineAt: z.string().nullable(),
  }),
  /** His latest listings, any status. */
  listings: z.array(ZCardListing),
  /** The latest listings he executes. */
  deals: z.array(ZCardDeal),
  /** The latest reviews about him. */
  reviews: z.array(ZCardReview),
  payments: z.array(ZPayment),
  sessions: z.array(ZCardSession),
});
export type TUserCardResponse = z.infer<typeof ZUserCardResponse>;
export type TUserCard = TUserCardResponse['user'];
export type TCardListing = z.infer<typeof ZCardListing>;
export type TCardDeal = z.infer<typeof ZCardDeal>;
export type TCardReview = z.infer<typeof ZCardReview>;
export type TCardSession = z.infer<typeof ZCardSession>;

const daysMessage = { error: ADMIN_USER_MESSAGES.days };

export const ZBanRequest = z.object({
  userId: adminId(ADMIN_USER_MESSAGES.userId),
  /** Whole days from now, or null: «навсегда». */
  days: z.number(daysMessage).int(daysMessage).min(1, daysMessage).max(BAN_DAYS_MAX, daysMessage).nullable(),
  comment: freeText(ADMIN_USER_MESSAGES.commentRequired)
    .trim()
    .min(1, ADMIN_USER_MESSAGES.commentRequired)
    .max(BAN_COMMENT_MAX, ADMIN_USER_MESSAGES.commentTooLong),
});
export type TBanRequest = z.infer<typeof ZBanRequest>;

export const ZAdminUserResponse = z.object({ error: z.literal(false), user: ZAdminUser });
export type TAdminUserResponse = z.infer<typeof ZAdminUserResponse>;

export const ZRevokeSessionsResponse = z.object({ error: z.literal(false), revoked: z.number().int() });
export type TRevokeSessionsResponse = z.infer<typeof ZRevokeSessionsResponse>;

export const TARIFF_STATE_LABELS: Record<TariffState, string> = {
  active: 'Тариф действует',
  none: 'Без тарифа',
};

/** «Иван Петров», as notifications name people. */
export function adminUserName(name: { first: string; last: string }): string {
  return `${name.first} ${name.last}`.trim();
}

const moscowParts = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** «12.08.2026 14:05 (МСК)»: a moment as read in Moscow; an empty string for a broken date. */
export function moscowDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = moscowParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')} (МСК)`;
}

/** Until when a ban lasts: its end in Moscow time, or «бессрочно». */
export function banUntilText(banUntil: string | null | undefined): string {
  return banUntil ? moscowDateTime(banUntil) || BAN_FOREVER_LABEL : BAN_FOREVER_LABEL;
}
