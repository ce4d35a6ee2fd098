import { z } from 'zod';
import { CONTRACT_TYPES, USER_ROLES } from './users';
import { ZPassword } from './credentials';
import { freeText } from './free-text';
import { ZNotificationPayload } from './notification-requests';
import { PASSPORT_STATUSES } from './passport';
import { ZOwnCompany } from './company-schemas';
import { ZTrustFacts } from './trust-line';

const ZName = z.object({ first: z.string(), last: z.string() });

/**
 * A carrier's home base (issue 26): where «Обратный груз» heads back to instead of the deal's departure. A settlement
 * from the address suggestions; seen only by its owner.
 */
export const ZHomeBase = z.object({
  settlement: freeText().trim().min(1, 'Выберите населённый пункт').max(200),
  region: freeText().trim().max(200),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});
export type THomeBase = z.infer<typeof ZHomeBase>;

/** The logged-in user as the client keeps it (SPEC §3 "User (session)"), without apiToken. */
export const ZSessionUser = z.object({
  _id: z.string(),
  type: z.enum(USER_ROLES),
  name: ZName,
  email: z.string(),
  phone: z.string(),
  rating: z.number(),
  reviewsCount: z.number().int(),
  contract: z.object({ id: z.number().int().nullable() }),
  tariff: z.string().nullable(),
  expiriesTariffAt: z.string().nullable(),
  isEnableAutoPay: z.boolean(),
  isBan: z.boolean(),
  /** Issue 12, while banned: the ban's end (ISO; null for good) and the admin's reason. Optional as passportStatus. */
  banUntil: z.string().nullable().optional(),
  banComment: z.string().nullable().optional(),
  isPassportVerified: z.boolean(),
  isPassportUploaded: z.boolean(),
  /** Issue 12; the server always sends both (optional only for sessions made before them: `passportStatusOf`). */
  passportStatus: z.enum(PASSPORT_STATUSES).optional(),
  /** The admin's reason when the passport was refused. */
  passportComment: z.string().nullable().optional(),
  avatar: z.string().nullable(),
  needSendLocation: z.boolean(),
  /** The carrier's home base, or null (optional only for sessions made before it). */
  homeBase: ZHomeBase.nullable().optional(),
  createdAt: z.string(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** Another user's public profile: never e-mail, phone, passport or tokens. */
export const ZPublicUser = z.object({
  _id: z.string(),
  type: z.enum(USER_ROLES),
  name: ZName,
  rating: z.number(),
  reviewsCount: z.number().int(),
  contract: z.object({ id: z.number().int().nullable() }),
  isPassportVerified: z.boolean(),
  isBan: z.boolean(),
  avatar: z.string().nullable(),
  createdAt: z.string(),
  /** The trust line's facts (issue 29): the register's company once checked, deals, rating, «новый участник». */
  trust: ZTrustFacts.optional(),
});
export type TPublicUser = z.infer<typeof ZPublicUser>;

const ZStatusCounts = z.record(z.string(), z.number().int());

export const ZDialogsCountGroup = z.object({ _id: z.enum(['order', 'user']), count: z.number().int() });

/** GET /api/user (SPEC §7). */
export const ZUserResponse = z.object({
  user: ZSessionUser,
  myCountsArticles: z.object({ countAll: z.number().int(), byStatus: ZStatusCounts }),
  takeCountsArticles: z.object({ countAll: z.number().int(), byStatus: ZStatusCounts }),
  /** Up to POPUP_UNREAD_NOTIFICATIONS latest unread notifications, for the bell popup. */
  onlyNoRead: z.array(ZNotificationPayload),
  notificationCounts: z.number().int(),
  dialogsCount: z.array(ZDialogsCountGroup),
  /** His legal form, INN and what the register said (issue 29); null when none is stated. */
  company: ZOwnCompany.nullable().optional(),
});
export type TUserResponse = z.infer<typeof ZUserResponse>;

export const ZUserGetRequest = z.object({
  userId: z.string({ error: 'Не указан пользователь' }).min(1, 'Не указан пользователь').max(64),
});
export const ZUserGetResponse = z.object({ error: z.literal(false), user: ZPublicUser });

export const ZPasswordChangeRequest = z.object({
  passObj: z.object({
    oldPassword: z.string({ error: 'Введите текущий пароль' }).min(1, 'Введите текущий пароль').max(200),
    password: ZPassword,
  }),
});
export type TPasswordChangeRequest = z.infer<typeof ZPasswordChangeRequest>;

/** `error` is `false` on success, or the Russian message the form shows (SPEC §7, §8). */
export const ZFormResult = z.object({ error: z.union([z.literal(false), z.string()]) });

/** The `userChange` text field of user-edit: the fields a user may change here. */
export const ZUserChange = z.object({
  name: z.object({
    first: freeText('Введите имя').trim().min(1, 'Введите имя').max(60, 'Слишком длинное имя'),
    last: freeText('Введите фамилию').trim().min(1, 'Введите фамилию').max(60, 'Слишком длинная фамилия'),
  }),
  contract: z
    .object({ id: z.literal(CONTRACT_TYPES, { error: 'Выберите тип договора' }).nullable() })
    .optional(),
  /** Carriers only; undefined keeps the stored one, null clears it. */
  homeBase: ZHomeBase.nullable().optional(),
});
export type TUserChange = z.infer<typeof ZUserChange>;

export const ZUserEditResponse = z.object({
  error: z.union([z.literal(false), z.string()]),
  user: ZSessionUser.optional(),
});
