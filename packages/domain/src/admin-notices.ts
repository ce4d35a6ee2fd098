import { z } from 'zod';
import { ZAdminPage, ZAdminUserRef } from './admin-refs';
import { isSiteLink } from './admin-site';
import { freeText } from './free-text';

/** System notices (issue 12): an admin's text, with an optional link, to one user or a whole audience. */

export const NOTICE_AUDIENCES = ['user', 'cargo', 'carrier', 'all'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

export const NOTICE_AUDIENCE_LABELS: Record<NoticeAudience, string> = {
  user: 'Одному пользователю',
  cargo: 'Всем грузовладельцам',
  carrier: 'Всем перевозчикам',
  all: 'Всем пользователям',
};

export const NOTICE_STATUSES = ['sending', 'done'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

export const NOTICE_STATUS_LABELS: Record<NoticeStatus, string> = {
  sending: 'Рассылается',
  done: 'Доставлено',
};

export const NOTICE_TEXT_MAX = 1000;
export const NOTICE_LINK_MAX = 500;
export const NOTICES_PER_PAGE = 20;

export const NOTICE_MESSAGES = {
  audience: 'Выберите, кому отправить уведомление',
  userId: 'Укажите id пользователя',
  userNotFound: 'Пользователь не найден',
  textEmpty: 'Введите текст уведомления',
  textTooLong: `Текст не длиннее ${NOTICE_TEXT_MAX} символов`,
  link: 'Ссылка должна начинаться с http://, https:// или /',
  linkTooLong: `Ссылка не длиннее ${NOTICE_LINK_MAX} символов`,
} as const;

/** A link a notice may carry: the same rule as the site's own links (http(s), or a path of this site). */
export function isNoticeLink(value: string): boolean {
  return isSiteLink(value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /api/admin/notices/send, and the console's form as typed: the link may be empty (none); `userId` counts only
 * for «user» (the form keeps whatever was typed while another audience is chosen) and is checked together with the
 * other fields, so the form shows every error at once.
 */
export const ZNoticeSendRequest = z
  .object({
    audience: z.enum(NOTICE_AUDIENCES, { error: NOTICE_MESSAGES.audience }),
    userId: z.string({ error: NOTICE_MESSAGES.userId }).trim().nullish(),
    text: freeText(NOTICE_MESSAGES.textEmpty)
      .trim()
      .min(1, NOTICE_MESSAGES.textEmpty)
      .max(NOTICE_TEXT_MAX, NOTICE_MESSAGES.textTooLong),
    link: freeText(NOTICE_MESSAGES.link)
      .trim()
      .max(NOTICE_LINK_MAX, NOTICE_MESSAGES.linkTooLong)
      .refine((value) => value === '' || isNoticeLink(value), NOTICE_MESSAGES.link)
      .nullish()
      .transform((value) => value || null),
  })
  .refine((value) => value.audience !== 'user' || UUID.test(value.userId ?? ''), {
    message: NOTICE_MESSAGES.userId,
    path: ['userId'],
    when: (payload) =>
      payload.issues.every((issue) => !['audience', 'userId'].includes(String(issue.path?.[0]))),
  })
  .transform((value) => ({ ...value, userId: value.audience === 'user' ? (value.userId ?? null) : null }));
export type TNoticeSendInput = z.input<typeof ZNoticeSendRequest>;
export type TNoticeSendRequest = z.output<typeof ZNoticeSendRequest>;

export const ZNotice = z.object({
  _id: z.string(),
  audience: z.enum(NOTICE_AUDIENCES),
  /** The one recipient of a notice to a user. */
  targetUser: ZAdminUserRef.nullable(),
  admin: ZAdminUserRef.nullable(),
  text: z.string(),
  link: z.string().nullable(),
  /** Recipients when it was sent, and how many got it so far. */
  total: z.number().int(),
  sent: z.number().int(),
  status: z.enum(NOTICE_STATUSES),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TNotice = z.infer<typeof ZNotice>;

export const ZNoticeSendResponse = z.object({ error: z.literal(false), notice: ZNotice });
export type TNoticeSendResponse = z.infer<typeof ZNoticeSendResponse>;

export const ZNoticeListRequest = z.object({ page: ZAdminPage });
export const ZNoticeListResponse = z.object({
  error: z.literal(false),
  notices: z.array(ZNotice),
  countAll: z.number().int(),
});
export type TNoticeListResponse = z.infer<typeof ZNoticeListResponse>;

/** The part of a notice delivered so far, 0…100. */
export function noticeProgress(notice: Pick<TNotice, 'sent' | 'total' | 'status'>): number {
  if (notice.status === 'done' || notice.total <= 0) return 100;
  return Math.min(100, Math.floor((notice.sent / notice.total) * 100));
}
