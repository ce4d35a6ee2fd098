import { z } from 'zod';
import { adminId, ZAdminPage, ZAdminUserRef } from './admin-refs';
import { ARTICLE_TYPES } from './articles';

/** «Журнал» of the admin console (issue 12): every admin action, newest first. */

export const AUDIT_PER_PAGE = 50;

/** The Russian name of each action the console records; an action missing here is shown by its code. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  ban: 'Блокировка',
  unban: 'Разблокировка',
  passportApprove: 'Паспорт подтверждён',
  passportReject: 'Паспорт отклонён',
  vehicleApprove: 'Машина проверена',
  vehicleReject: 'Машина отклонена',
  notice: 'Системное уведомление',
  articleHide: 'Объявление скрыто',
  articleRestore: 'Объявление восстановлено',
  callbackMark: 'Звонок обработан',
  callbackUnmark: 'Звонок снова не обработан',
  settingsEdit: 'Настройки сайта изменены',
  tariffPlanEdit: 'Тариф изменён',
  revokeSessions: 'Сеансы завершены',
  grantAdmin: 'Выдана роль администратора',
  revokeAdmin: 'Снята роль администратора',
  pageCreate: 'Страница создана',
  pageEdit: 'Страница изменена',
  pageDelete: 'Страница удалена',
  faqSectionCreate: 'Раздел FAQ создан',
  faqSectionEdit: 'Раздел FAQ изменён',
  faqSectionDelete: 'Раздел FAQ удалён',
  faqQuestionCreate: 'Вопрос FAQ создан',
  faqQuestionEdit: 'Вопрос FAQ изменён',
  faqQuestionDelete: 'Вопрос FAQ удалён',
  landingEdit: 'Тексты лендингов и ссылки на приложения изменены',
};

export function auditActionLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action) ? (AUDIT_ACTION_LABELS[action] ?? action) : action;
}

export const AUDIT_MESSAGES = {
  adminId: 'Некорректный идентификатор администратора',
  userId: 'Некорректный идентификатор пользователя',
  action: 'Неизвестное действие',
} as const;

export const ZAuditListRequest = z.object({
  page: ZAdminPage,
  adminId: adminId(AUDIT_MESSAGES.adminId).nullish(),
  action: z
    .string({ error: AUDIT_MESSAGES.action })
    .regex(/^[A-Za-z]{1,60}$/, AUDIT_MESSAGES.action)
    .nullish(),
  /** The user the action was about. */
  userId: adminId(AUDIT_MESSAGES.userId).nullish(),
});
export type TAuditListInput = z.input<typeof ZAuditListRequest>;

export const ZAuditEntry = z.object({
  _id: z.string(),
  action: z.string(),
  admin: ZAdminUserRef.nullable(),
  targetUser: ZAdminUserRef.nullable(),
  /** The listing the action was about, with its route («Москва → Тула») while it exists. */
  targetArticle: z
    .object({ _id: z.string(), type: z.enum(ARTICLE_TYPES).nullable(), route: z.string().nullable() })
    .nullable(),
  comment: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditListResponse = z.object({
  error: z.literal(false),
  entries: z.array(ZAuditEntry),
  countAll: z.number().int(),
});
export type TAuditListResponse = z.infer<typeof ZAuditListResponse>;

export const ZAuditAdminsResponse = z.object({ error: z.literal(false), admins: z.array(ZAdminUserRef) });
export type TAuditAdminsResponse = z.infer<typeof ZAuditAdminsResponse>;

const VALUE_MAX = 60;

function compactValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text;
}

/** «status: 2 → 7» for each field that differs between the states before and after (both may be missing). */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((key) => ({ key, from: compactValue(before?.[key]), to: compactValue(after?.[key]) }))
    .filter((change) => change.from !== change.to)
    .map((change) => `${change.key}: ${change.from} → ${change.to}`);
}
