/** Notification types and codes. SPEC §3, §4. */

export const NOTIFICATION_TYPES = ['all', 'offer', 'order', 'system', 'tariff'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  all: 'Все',
  offer: 'Предложения',
  order: 'Заказы',
  system: 'Системные',
  tariff: 'Тариф',
};

/**
 * The 20 notification codes of SPEC §4, in the order the spec lists them, then ours: `cargoDelivered` (issue 24: the
 * other side of a delivery mark learns of it), `articleConfirmAsk` and `articleUnpublishedUnconfirmed` (issue 26: «ещё
 * актуален?» and the listing unpublished when nobody answered), `savedSearchMatch` (issue 27: a new listing a saved
 * search shows).
 */
export const NOTIFICATION_CODES = [
  'newRequest',
  'statusChange',
  'executorSet',
  'executorRemoved',
  'reviewSet',
  'newMessage',
  'newMessageByOrder',
  'passportModerationOk',
  'passportModerationFail',
  'requestRemoveExecutor',
  'offeredOrder',
  'commentBan',
  'unban',
  'systemNotice',
  'articleUnpublishedExpired',
  'geolocationRequest',
  'autopaySuccess',
  'autopayError',
  'tariffActivated',
  'tariffWillCancel',
  'cargoDelivered',
  'articleConfirmAsk',
  'articleUnpublishedUnconfirmed',
  'savedSearchMatch',
  'dealTermsChanged',
  'dealChangeAwaiting',
  'dealChangeConfirmed',
  'dealChangeDeclined',
  'contractSigned',
  'contractSignedByBoth',
  'vehicleVerified',
  'vehicleRejected',
  'dealVehicleChanged',
  'companyBlocked',
  'companyBlockedAdmin',
] as const;
export type NotificationCode = (typeof NOTIFICATION_CODES)[number];

export const NOTIFICATION_CODE_LABELS: Record<NotificationCode, string> = {
  newRequest: 'Новая заявка',
  statusChange: 'Изменение статуса',
  executorSet: 'Вы выбраны исполнителем',
  executorRemoved: 'Исполнитель снят',
  reviewSet: 'Новый отзыв',
  newMessage: 'Новое сообщение',
  newMessageByOrder: 'Новое сообщение по заказу',
  passportModerationOk: 'Паспорт подтверждён',
  passportModerationFail: 'Паспорт не прошёл проверку',
  requestRemoveExecutor: 'Просьба снять исполнителя',
  offeredOrder: 'Вам предложили заказ',
  commentBan: 'Профиль заблокирован',
  unban: 'Профиль разблокирован',
  systemNotice: 'Системное уведомление',
  articleUnpublishedExpired: 'Снято с публикации: дата погрузки прошла',
  geolocationRequest: 'Запрос геолокации',
  autopaySuccess: 'Автоплатёж выполнен',
  autopayError: 'Ошибка автоплатежа',
  tariffActivated: 'Тариф активирован',
  tariffWillCancel: 'Тариф закончится через 2 дня',
  cargoDelivered: 'Груз доставлен',
  articleConfirmAsk: 'Объявление ещё актуально?',
  articleUnpublishedUnconfirmed: 'Снято с публикации: нет подтверждения',
  savedSearchMatch: 'Новое по сохранённому поиску',
  dealTermsChanged: 'Условия сделки изменены',
  dealChangeAwaiting: 'Изменение условий ждёт подтверждения',
  dealChangeConfirmed: 'Изменение условий подтверждено',
  dealChangeDeclined: 'Изменение условий отклонено',
  contractSigned: 'Договор-заявка подписан другой стороной',
  contractSignedByBoth: 'Договор-заявка подписан сторонами',
  vehicleVerified: 'Машина проверена',
  vehicleRejected: 'Машина не прошла проверку',
  dealVehicleChanged: 'Машина и водитель по сделке',
  companyBlocked: 'Компания недействующая',
  companyBlockedAdmin: 'Компания пользователя недействующая',
};

/**
 * The type tab a code belongs to: «Заказы» holds the deal's course (requests, executors, statuses, reviews of the
 * deal, messages by a listing), «Предложения» the orders offered to a carrier, «Системные» the account's notices.
 */
export const NOTIFICATION_CODE_TYPES: Record<NotificationCode, Exclude<NotificationType, 'all'>> = {
  newRequest: 'order',
  statusChange: 'order',
  executorSet: 'order',
  executorRemoved: 'order',
  reviewSet: 'order',
  newMessage: 'system',
  newMessageByOrder: 'order',
  passportModerationOk: 'system',
  passportModerationFail: 'system',
  requestRemoveExecutor: 'order',
  offeredOrder: 'offer',
  commentBan: 'system',
  unban: 'system',
  systemNotice: 'system',
  articleUnpublishedExpired: 'order',
  geolocationRequest: 'order',
  autopaySuccess: 'tariff',
  autopayError: 'tariff',
  tariffActivated: 'tariff',
  tariffWillCancel: 'tariff',
  cargoDelivered: 'order',
  articleConfirmAsk: 'order',
  articleUnpublishedUnconfirmed: 'order',
  savedSearchMatch: 'offer',
  dealTermsChanged: 'order',
  dealChangeAwaiting: 'order',
  dealChangeConfirmed: 'order',
  dealChangeDeclined: 'order',
  contractSigned: 'order',
  contractSignedByBoth: 'order',
  vehicleVerified: 'system',
  vehicleRejected: 'system',
  dealVehicleChanged: 'order',
  companyBlocked: 'system',
  companyBlockedAdmin: 'system',
};
