import {
  NOTIFICATION_SETTING_GROUPS,
  type NotificationSettingGroup,
} from '@fura/domain/notification-settings';
import type { Db } from '../../db/connect';
import { readSettings, saveSettings } from './settings';

/** Turns e-mail off for one group, or for every group without one; the site notifications stay as they are. */
export async function unsubscribeFromMail(
  db: Db,
  userId: string,
  group: NotificationSettingGroup | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const settings = await readSettings(tx, userId, true);
    for (const key of group ? [group] : NOTIFICATION_SETTING_GROUPS) {
      settings[key] = { ...settings[key], email: false };
    }
    await saveSettings(tx, userId, settings);
  });
}
