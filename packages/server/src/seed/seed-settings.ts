import type { Db } from '../db/connect';
import { siteSettings } from '../db/schema';
import {
  DEFAULT_APP_LINKS,
  DEFAULT_GEO_INSTRUCTION,
  DEFAULT_MENU,
  DEFAULT_SITE_SETTINGS,
  SETTING_KEYS,
} from '../modules/page/default-settings';

/**
 * Inserts the default site settings for keys that have no row yet. Idempotent and safe when several instances
 * start at once (`on conflict do nothing`); never overwrites what an administrator has edited.
 */
export async function seedSiteSettings(db: Db): Promise<void> {
  await db
    .insert(siteSettings)
    .values([
      { key: SETTING_KEYS.menu, value: DEFAULT_MENU },
      { key: SETTING_KEYS.site, value: DEFAULT_SITE_SETTINGS },
      { key: SETTING_KEYS.geoInstruction, value: DEFAULT_GEO_INSTRUCTION },
      { key: SETTING_KEYS.apps, value: DEFAULT_APP_LINKS },
    ])
    .onConflictDoNothing({ target: siteSettings.key });
}
