import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { ZAppLinks } from '@fura/domain/content';
import { ZMenuPartition, ZSiteSettings, type TSettingsResponse } from '@fura/domain/settings';
import type { Db } from '../../db/connect';
import { siteSettings } from '../../db/schema';
import {
  DEFAULT_APP_LINKS,
  DEFAULT_GEO_INSTRUCTION,
  DEFAULT_MENU,
  DEFAULT_SITE_SETTINGS,
  SETTING_KEYS,
} from './default-settings';

const ZMenu = z.array(ZMenuPartition);
const ZGeoInstruction = z.string();

/**
 * The site settings of SPEC §3 from the `site_settings` rows. A missing or malformed row (they are edited by
 * administrators) falls back to the default and is logged, so that the app can always start.
 */
/** What the table holds; the map and the support widget come from the configuration (settings-answer.ts). */
export type StoredSettings = Omit<TSettingsResponse, 'map' | 'supportWidgetSrc' | 'payments'>;

export async function readSiteSettings(db: Db, log: FastifyBaseLogger): Promise<StoredSettings> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, Object.values(SETTING_KEYS)));
  const byKey = new Map<string, unknown>(rows.map((row) => [row.key, row.value]));

  function pick<T>(key: string, schema: z.ZodType<T>, fallback: T): T {
    const parsed = schema.safeParse(byKey.get(key));
    if (parsed.success) return parsed.data;
    log.warn({ key }, 'site setting missing or malformed, using the default');
    return fallback;
  }

  return {
    items: pick(SETTING_KEYS.menu, ZMenu, DEFAULT_MENU),
    settings: pick(SETTING_KEYS.site, ZSiteSettings, DEFAULT_SITE_SETTINGS),
    geoInstruction: pick(SETTING_KEYS.geoInstruction, ZGeoInstruction, DEFAULT_GEO_INSTRUCTION),
    apps: pick(SETTING_KEYS.apps, ZAppLinks, DEFAULT_APP_LINKS),
  };
}
