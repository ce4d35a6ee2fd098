import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ZLandingTexts, type TLandingTexts } from '@fura/domain/content';
import type { Db } from '../../db/connect';
import { siteSettings } from '../../db/schema';
import { DEFAULT_LANDING_TEXTS } from './default-landing';
import { SETTING_KEYS } from '../page/default-settings';

/**
 * The landing texts of /, /cargo, /carrier and /download-app (site_settings 'landing'). A missing or malformed row
 * falls back to the seeded default and is logged, as the other site settings do (page/settings-repo.ts).
 */
export async function readLandingTexts(db: Db, log: FastifyBaseLogger): Promise<TLandingTexts> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, SETTING_KEYS.landing))
    .limit(1);
  const parsed = ZLandingTexts.safeParse(row?.value);
  if (parsed.success) return parsed.data;
  log.warn({ key: SETTING_KEYS.landing }, 'site setting missing or malformed, using the default');
  return DEFAULT_LANDING_TEXTS;
}
