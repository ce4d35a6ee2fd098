import { z } from 'zod';
import { adminId, ZAdminPage, ZAdminUserRef } from './admin-refs';

/** «Обратные звонки» of the admin console (issue 12): the visitors' callback requests and who handled them. */

export const CALLBACKS_PER_PAGE = 30;

export const CALLBACK_ADMIN_MESSAGES = {
  callbackId: 'Некорректный идентификатор заявки',
  notFound: 'Заявка на звонок не найдена',
  handled: 'Укажите, обработана ли заявка',
} as const;

export const ZCallbackListRequest = z.object({
  page: ZAdminPage,
  /** Only the requests nobody has handled yet. */
  onlyUnhandled: z.boolean().default(false),
});
export type TCallbackListInput = z.input<typeof ZCallbackListRequest>;

export const ZAdminCallback = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  /** The admin who marked it (null when unhandled, or when his account is gone). */
  handledBy: ZAdminUserRef.nullable(),
});
export type TAdminCallback = z.infer<typeof ZAdminCallback>;

export const ZCallbackListResponse = z.object({
  error: z.literal(false),
  callbacks: z.array(ZAdminCallback),
  countAll: z.number().int(),
});
export type TCallbackListResponse = z.infer<typeof ZCallbackListResponse>;

export const ZCallbackMarkRequest = z.object({
  callbackId: adminId(CALLBACK_ADMIN_MESSAGES.callbackId),
  handled: z.boolean({ error: CALLBACK_ADMIN_MESSAGES.handled }),
});
export type TCallbackMarkRequest = z.infer<typeof ZCallbackMarkRequest>;

export const ZCallbackMarkResponse = z.object({ error: z.literal(false), callback: ZAdminCallback });
export type TCallbackMarkResponse = z.infer<typeof ZCallbackMarkResponse>;
