import { z } from 'zod';
import { NOTIFICATION_CODES, NOTIFICATION_TYPES } from './notifications';
import type { NotificationPayload } from './events';
import { ZSocketId } from './socket-id';

/** POST /api/notification/read (SPEC §7). */
export const ZNotificationReadRequest = z.object({
  id: z.string({ error: 'Не указано уведомление' }).min(1, 'Не указано уведомление').max(64),
  socketId: ZSocketId,
});
export type TNotificationReadRequest = z.infer<typeof ZNotificationReadRequest>;

/** POST /api/notification/read-all (SPEC §7). */
export const ZNotificationReadAllRequest = z.object({ socketId: ZSocketId });
export type TNotificationReadAllRequest = z.infer<typeof ZNotificationReadAllRequest>;

/** POST /api/notification/get-all (SPEC §7): one page of NOTIFICATIONS_PER_PAGE, newest first. */
export const ZNotificationGetAllRequest = z.object({
  type: z.enum(NOTIFICATION_TYPES, { error: 'Неизвестный тип уведомлений' }).default('all'),
  offset: z
    .number({ error: 'Некорректное смещение' })
    .int('Некорректное смещение')
    .min(0, 'Некорректное смещение')
    .max(1_000_000, 'Некорректное смещение')
    .default(0),
});
export type TNotificationGetAllRequest = z.infer<typeof ZNotificationGetAllRequest>;

export const ZNotificationPayload = z.object({
  _id: z.string(),
  type: z.enum(['offer', 'order', 'system', 'tariff']),
  code: z.enum(NOTIFICATION_CODES),
  isRead: z.boolean(),
  createdAt: z.string(),
  info: z.record(z.string(), z.unknown()),
}) satisfies z.ZodType<NotificationPayload>;

export const ZNotificationListResponse = z.object({
  error: z.literal(false),
  notifications: z.array(ZNotificationPayload),
});
export type TNotificationListResponse = z.infer<typeof ZNotificationListResponse>;
