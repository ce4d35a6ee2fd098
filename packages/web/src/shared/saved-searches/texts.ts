import { DEFAULT_QUIET_HOURS, type SavedSearchChannel } from '@fura/domain/saved-searches';

/** What «Мои поиски» and the save dialog say about a search's alerts (issue 27). */
export const CHANNEL_LABELS: Record<SavedSearchChannel, string> = {
  site: 'На сайте',
  email: 'На почту',
  push: 'Push-уведомления',
};

export const ALERT_TEXT = {
  channels: 'Куда присылать новые',
  channelsHint: 'Push приходят на устройства, где вы разрешили уведомления Фуры',
  quietOn: 'Тихие часы для почты и push',
  quietHint: 'Время московское. В тихие часы письма и push ждут утра, на сайте новые появляются сразу.',
  quietFrom: 'Не беспокоить с',
  quietTo: 'до',
  quietToName: 'Не беспокоить до',
  timeNeeded: 'Укажите время: часы и минуты',
} as const;

export const DEFAULT_QUIET = { ...DEFAULT_QUIET_HOURS };
