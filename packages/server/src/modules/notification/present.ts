import type { NotificationPayload } from '@fura/domain/events';
import {
  NOTIFICATION_CODES,
  NOTIFICATION_CODE_TYPES,
  type NotificationCode,
} from '@fura/domain/notifications';
import type { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

/** The fields of a notification's `info` (SPEC §3) a client may see; anything else stored there stays inside. */
export const NOTIFICATION_INFO_KEYS = [
  'articleType',
  'articleId',
  'articleStatus',
  'routeFrom',
  'routeTo',
  'userType',
  'userFio',
  'author',
  'authorFIO',
  'duration',
  'commentBan',
  'commentFail',
  'commentNotify',
  /** A system notice's link: an http(s) address or a site path (domain admin-notices.ts isNoticeLink). */
  'link',
  'tariffName',
  'dateCancel',
  /** A saved search's alert (issue 27): the search and the listing's price as «50 000 ₽». */
  'searchId',
  'searchName',
  'price',
  /** A deal's notifications (issue 29): the deal's executor, for its page's address. */
  'executorId',
  /** A change of a deal's terms (issue 29): the changed terms' labels. */
  'fields',
  /** The vehicle check and the deal's vehicle (issue 29): the template, its name, the plate, the driver. */
  'templateId',
  'vehicleName',
  'plate',
  'driverName',
  /** A blocked company (issue 29): the register's name, the INN, the state and its label; the user, for admins. */
  'companyName',
  'inn',
  'state',
  'stateLabel',
  'userId',
] as const;
export type NotificationInfoKey = (typeof NOTIFICATION_INFO_KEYS)[number];
export type NotificationInfo = Partial<Record<NotificationInfoKey, string | number | boolean | null>>;

function isNotificationCode(code: string): code is NotificationCode {
  return (NOTIFICATION_CODES as readonly string[]).includes(code);
}

/** The one way a notification leaves the server (HTTP and socket). */
export function presentNotification(row: NotificationRow): NotificationPayload {
  // Rows are written only by createNotification(); an unknown code would be a bug, shown as a system notice.
  const code = isNotificationCode(row.code) ? row.code : 'systemNotice';
  const info: Record<string, unknown> = {};
  for (const key of NOTIFICATION_INFO_KEYS) {
    if (row.info[key] !== undefined) info[key] = row.info[key];
  }
  return {
    _id: row.id,
    type: NOTIFICATION_CODE_TYPES[code],
    code,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    info,
  };
}
