import { z } from 'zod';
import type { NotificationCode } from './notifications';

/**
 * /notifications-settings: for each kind of event, on the site and by e-mail, saved per user. "On the site" off means
 * the notification is neither stored nor pushed; account notices (ban, moderation, system) cannot be turned off on
 * the site.
 */
export const NOTIFICATION_SETTING_GROUPS = [
  'requests',
  'deals',
  'reviews',
  'messages',
  'listings',
  'tariff',
  'account',
] as const;
export type NotificationSettingGroup = (typeof NOTIFICATION_SETTING_GROUPS)[number];

export const NOTIFICATION_SETTING_LABELS: Record<NotificationSettingGroup, string> = {
  requests: 'Заявки на мои объявления и предложенные заказы',
  deals: 'Сделки: выбор и снятие исполнителя, смена статуса, доставка груза',
  reviews: 'Отзывы обо мне',
  messages: 'Новые сообщения',
  listings: 'Объявления: актуальность, снятие с публикации, геолокация',
  tariff: 'Тариф и автоплатёж',
  account: 'Профиль: блокировка, проверка паспорта, системные уведомления',
};

export const NOTIFICATION_CODE_GROUPS: Record<NotificationCode, NotificationSettingGroup> = {
  newRequest: 'requests',
  offeredOrder: 'requests',
  statusChange: 'deals',
  executorSet: 'deals',
  executorRemoved: 'deals',
  requestRemoveExecutor: 'deals',
  cargoDelivered: 'deals',
  dealTermsChanged: 'deals',
  dealChangeAwaiting: 'deals',
  dealChangeConfirmed: 'deals',
  dealChangeDeclined: 'deals',
  contractSigned: 'deals',
  contractSignedByBoth: 'deals',
  reviewSet: 'reviews',
  newMessage: 'messages',
  newMessageByOrder: 'messages',
  articleUnpublishedExpired: 'listings',
  geolocationRequest: 'listings',
  articleConfirmAsk: 'listings',
  articleUnpublishedUnconfirmed: 'listings',
  // A saved search's own channels decide (saved-searches.ts); this group only names it in a letter's footer.
  savedSearchMatch: 'listings',
  dealVehicleChanged: 'deals',
  autopaySuccess: 'tariff',
  autopayError: 'tariff',
  tariffActivated: 'tariff',
  tariffWillCancel: 'tariff',
  passportModerationOk: 'account',
  passportModerationFail: 'account',
  vehicleVerified: 'account',
  vehicleRejected: 'account',
  companyBlocked: 'account',
  companyBlockedAdmin: 'account',
  commentBan: 'account',
  unban: 'account',
  systemNotice: 'account',
};

/** Groups whose site notifications cannot be turned off. */
export const ALWAYS_ON_SITE_GROUPS: readonly NotificationSettingGroup[] = ['account'];

/**
 * A group's channels. `push` (issue 27: the user's devices with push on) is optional in what is saved and sent: settings
 * saved before it existed, and clients that do not know it, read as the group's default (DEFAULT_PUSH).
 */
export const ZChannelSetting = z.object({
  site: z.boolean(),
  email: z.boolean(),
  push: z.boolean().optional(),
});
export const ZNotificationSettings = z.object({
  requests: ZChannelSetting,
  deals: ZChannelSetting,
  reviews: ZChannelSetting,
  messages: ZChannelSetting,
  listings: ZChannelSetting,
  tariff: ZChannelSetting,
  account: ZChannelSetting,
}) satisfies z.ZodType<Record<NotificationSettingGroup, { site: boolean; email: boolean; push?: boolean }>>;
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

/**
 * Push by default for what a user must hear of at once (requests, his deals, messages, reviews); the rest on a device
 * only when he asks.
 */
export const DEFAULT_PUSH: Record<NotificationSettingGroup, boolean> = {
  requests: true,
  deals: true,
  reviews: true,
  messages: true,
  listings: false,
  tariff: false,
  account: false,
};

/** Defaults for a user who never saved: site and e-mail on, push as DEFAULT_PUSH. */
export function defaultNotificationSettings(): TNotificationSettings {
  return {
    requests: on('requests'),
    deals: on('deals'),
    reviews: on('reviews'),
    messages: on('messages'),
    listings: on('listings'),
    tariff: on('tariff'),
    account: on('account'),
  };
}

function on(group: NotificationSettingGroup) {
  return { site: true, email: true, push: DEFAULT_PUSH[group] };
}

/** POST /api/notification/settings → { error:false, settings }; POST /api/notification/save-settings { settings }. */
export const ZSaveNotificationSettingsRequest = z.object({ settings: ZNotificationSettings });
export const ZNotificationSettingsResponse = z.object({
  error: z.literal(false),
  settings: ZNotificationSettings,
});
export type TNotificationSettingsResponse = z.infer<typeof ZNotificationSettingsResponse>;

/** POST /api/notification/unsubscribe { token, group? }: no login; the token comes from the e-mail's link. */
export const ZUnsubscribeRequest = z.object({
  token: z.string().min(16).max(200),
  group: z.enum(NOTIFICATION_SETTING_GROUPS).optional(),
});
