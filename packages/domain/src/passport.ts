import { z } from 'zod';
import { USER_ROLES } from './users';
import { VEHICLE_CHECK_MESSAGES, ZVehicleDecideResponse, ZVehicleQueueItem } from './vehicle-check';

/**
 * Passport verification (issue 12): the user uploads a photo of his passport through the profile form, an admin
 * approves or refuses it in the console's «Модерация». The photo is private: only its owner and admins see it.
 */

export const PASSPORT_STATUSES = ['none', 'pending', 'verified', 'rejected'] as const;
export type PassportStatus = (typeof PASSPORT_STATUSES)[number];

export const PASSPORT_STATUS_LABELS: Record<PassportStatus, string> = {
  none: 'Не загружен',
  pending: 'На проверке',
  verified: 'Подтверждён',
  rejected: 'Отклонён',
};

/** The multipart field of /api/user/user-edit that carries the photo. */
export const PASSPORT_PHOTO_FIELD = 'passportPhoto';
export const PASSPORT_MAX_BYTES = 10 * 1024 * 1024;
/** What the file picker offers; the server decides by the bytes, never by the name or this type. */
export const PASSPORT_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif';
export const PASSPORT_COMMENT_MAX = 500;
export const MODERATION_PAGE_SIZE = 20;

export const PASSPORT_MESSAGES = {
  type: 'Загрузите фото паспорта в формате JPEG, PNG, WebP или HEIC',
  tooLarge: 'Фото паспорта слишком большое: не более 10 МБ',
  unreadable: 'Не удалось прочитать фото паспорта. Загрузите другой файл',
  tooManyPixels: 'Фото паспорта слишком большое по разрешению. Уменьшите его и загрузите снова',
  heic: 'Не удалось прочитать фото HEIC: сохраните его как JPEG и загрузите снова',
  alreadyVerified: 'Паспорт уже подтверждён',
  notUploaded: 'Фото паспорта не загружено',
  userNotFound: 'Пользователь не найден',
  commentRequired: 'Укажите причину отказа',
  commentTooLong: `Комментарий — не длиннее ${PASSPORT_COMMENT_MAX} символов`,
  decision: 'Выберите решение',
  uploadedAt: 'Не указана загрузка, которую вы проверяли',
  alreadyDecided: 'Решение уже принято другим администратором',
  page: 'Неверный номер страницы',
} as const;

/** The status of a session user; sessions cached before the field existed fall back to the two flags. */
export function passportStatusOf(user: {
  passportStatus?: PassportStatus | undefined;
  isPassportVerified: boolean;
  isPassportUploaded: boolean;
}): PassportStatus {
  if (user.passportStatus) return user.passportStatus;
  if (user.isPassportVerified) return 'verified';
  return user.isPassportUploaded ? 'pending' : 'none';
}

/** POST /api/admin/moderation/queue: pages from 1. */
export const ZModerationQueueRequest = z.object({
  page: z
    .number({ error: PASSPORT_MESSAGES.page })
    .int(PASSPORT_MESSAGES.page)
    .min(1, PASSPORT_MESSAGES.page)
    .max(10_000, PASSPORT_MESSAGES.page)
    .default(1),
});
export type TModerationQueueRequest = z.input<typeof ZModerationQueueRequest>;

/** One passport waiting for a decision. `uploadedAt` identifies the upload the admin decides on. */
export const ZModerationQueueItem = z.object({
  kind: z.literal('passport'),
  userId: z.string(),
  name: z.object({ first: z.string(), last: z.string() }),
  type: z.enum(USER_ROLES),
  email: z.string(),
  uploadedAt: z.string(),
});
export type TModerationQueueItem = z.infer<typeof ZModerationQueueItem>;

/** What the queue holds (issue 29): passports and vehicles, told apart by `kind`. */
export const MODERATION_KINDS = ['passport', 'vehicle'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];
export const ZModerationQueueEntry = z.discriminatedUnion('kind', [ZModerationQueueItem, ZVehicleQueueItem]);
export type TModerationQueueEntry = z.infer<typeof ZModerationQueueEntry>;

/** The queue, oldest upload first. */
export const ZModerationQueueResponse = z.object({
  error: z.literal(false),
  items: z.array(ZModerationQueueEntry),
  countAll: z.number().int(),
  page: z.number().int(),
});
export type TModerationQueueResponse = z.infer<typeof ZModerationQueueResponse>;

export const MODERATION_DECISIONS = ['approve', 'reject'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

/** The refusal's reason: required for `reject`, at most PASSPORT_COMMENT_MAX characters. */
export const ZModerationComment = z
  .string({ error: PASSPORT_MESSAGES.commentRequired })
  .trim()
  .max(PASSPORT_COMMENT_MAX, PASSPORT_MESSAGES.commentTooLong);

/** A passport names its user; a vehicle (`kind: 'vehicle'`, issue 29) its template. */
export const ZModerationDecideRequest = z
  .object({
    kind: z.enum(MODERATION_KINDS).default('passport'),
    userId: z.uuid({ error: PASSPORT_MESSAGES.userNotFound }).optional(),
    templateId: z.uuid({ error: VEHICLE_CHECK_MESSAGES.templateNotFound }).optional(),
    uploadedAt: z.iso.datetime({ error: PASSPORT_MESSAGES.uploadedAt }),
    decision: z.enum(MODERATION_DECISIONS, { error: PASSPORT_MESSAGES.decision }),
    comment: ZModerationComment.optional(),
  })
  .superRefine((value, context) => {
    if (value.kind === 'passport' && !value.userId) {
      context.addIssue({ code: 'custom', message: PASSPORT_MESSAGES.userNotFound, path: ['userId'] });
    }
    if (value.kind === 'vehicle' && !value.templateId) {
      context.addIssue({
        code: 'custom',
        message: VEHICLE_CHECK_MESSAGES.templateNotFound,
        path: ['templateId'],
      });
    }
    if (value.decision === 'reject' && !value.comment) {
      context.addIssue({ code: 'custom', message: PASSPORT_MESSAGES.commentRequired, path: ['comment'] });
    }
  });
export type TModerationDecideRequest = z.input<typeof ZModerationDecideRequest>;

export const ZModerationDecideResponse = z.object({
  error: z.literal(false),
  userId: z.string(),
  passportStatus: z.enum(PASSPORT_STATUSES),
});
export type TModerationDecideResponse = z.infer<typeof ZModerationDecideResponse>;

export const ZModerationDecideAnswer = z.union([ZModerationDecideResponse, ZVehicleDecideResponse]);
export type TModerationDecideAnswer = z.infer<typeof ZModerationDecideAnswer>;
