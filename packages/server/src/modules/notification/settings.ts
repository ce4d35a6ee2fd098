import { eq } from 'drizzle-orm';
import {
  ALWAYS_ON_SITE_GROUPS,
  DEFAULT_PUSH,
  NOTIFICATION_SETTING_GROUPS,
  ZChannelSetting,
  defaultNotificationSettings,
  type TNotificationSettings,
} from '@fura/domain/notification-settings';
import type { Db } from '../../db/connect';
import { notificationSettings } from '../../db/schema';

/**
 * A user's settings: the saved ones over the defaults (a group added later, or a damaged value, reads as its
 * default), with the always-on groups on for the site.
 */
export function normalizeSettings(
  stored: Partial<Record<string, unknown>> | null | undefined,
): TNotificationSettings {
  const settings = defaultNotificationSettings();
  for (const group of NOTIFICATION_SETTING_GROUPS) {
    const saved = ZChannelSetting.safeParse(stored?.[group]);
    if (saved.success) settings[group] = { ...saved.data, push: saved.data.push ?? DEFAULT_PUSH[group] };
  }
  for (const group of ALWAYS_ON_SITE_GROUPS) settings[group] = { ...settings[group], site: true };
  return settings;
}

/** The user's settings; `forUpdate` locks the saved row (if any) until the transaction ends. */
export async function readSettings(
  db: Db,
  userId: string,
  forUpdate = false,
): Promise<TNotificationSettings> {
  const query = db
    .select({ settings: notificationSettings.settings })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return normalizeSettings(row?.settings);
}

/** Saves the settings (always-on groups forced on for the site) and answers what was saved. */
export async function saveSettings(
  db: Db,
  userId: string,
  settings: TNotificationSettings,
): Promise<TNotificationSettings> {
  const saved = normalizeSettings(settings);
  await db
    .insert(notificationSettings)
    .values({ userId, settings: saved, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { settings: saved, updatedAt: new Date() },
    });
  return saved;
}
