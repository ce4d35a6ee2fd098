import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { ZSettingsResponse } from '@fura/domain/settings';
import { siteSettings } from '../src/db/schema';
import { seedSiteSettings } from '../src/db/seed-settings';
import {
  DEFAULT_GEO_INSTRUCTION,
  DEFAULT_MENU,
  DEFAULT_SITE_SETTINGS,
  SETTING_KEYS,
} from '../src/modules/page/default-settings';
import { bearer, createUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

let ctx: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function getSettings(headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/page/getSettings', headers });
  expect(response.statusCode).toBe(200);
  return ZSettingsResponse.parse(response.json());
}

/** Sets the geoInstruction row for the duration of `work` (other tests only read menu and site settings). */
async function withGeoInstruction(value: unknown, work: () => Promise<void>): Promise<void> {
  const key = SETTING_KEYS.geoInstruction;
  const [before] = await ctx.deps.db.select().from(siteSettings).where(eq(siteSettings.key, key));
  await ctx.deps.db
    .update(siteSettings)
    .set({ value: value as string })
    .where(eq(siteSettings.key, key));
  try {
    await work();
  } finally {
    await ctx.deps.db.update(siteSettings).set({ value: before!.value }).where(eq(siteSettings.key, key));
  }
}

describe('POST /api/page/getSettings', () => {
  it('answers the seeded menu, contacts and links in the contract shape', async () => {
    const body = await getSettings();
    expect(Object.keys(body).sort()).toEqual(['geoInstruction', 'items', 'settings']);
    expect(body.items).toEqual(DEFAULT_MENU);
    expect(body.settings).toEqual(DEFAULT_SITE_SETTINGS);
    expect(body.geoInstruction).toBe(DEFAULT_GEO_INSTRUCTION);
    expect(body.settings.phone).toBe('+7 (800) 555-35-35');
    const clients = body.items.find((partition) => partition.name === 'Клиентам');
    expect(clients?.items.find((item) => item.link === '/register')).toEqual({
      name: 'Регистрация',
      link: '/register',
      onlyNoAuth: true,
    });
  });

  it('answers the same to a logged-in user and to a request with an empty JSON body', async () => {
    const { token } = await createUser(ctx.deps.db);
    expect(await getSettings(bearer(token))).toEqual(await getSettings());
    const withBody = await ctx.app.inject({ method: 'POST', url: '/api/page/getSettings', payload: {} });
    expect(withBody.statusCode).toBe(200);
  });

  it('shows what an administrator stored, and the default for a malformed row', async () => {
    await withGeoInstruction('/page/how-to-geo', async () => {
      expect((await getSettings()).geoInstruction).toBe('/page/how-to-geo');
    });
    await withGeoInstruction({ broken: true }, async () => {
      expect((await getSettings()).geoInstruction).toBe(DEFAULT_GEO_INSTRUCTION);
    });
  });
});

describe('seedSiteSettings', () => {
  it('is idempotent, safe to run concurrently, and never overwrites an edited value', async () => {
    await withGeoInstruction('/page/edited', async () => {
      await Promise.all([
        seedSiteSettings(ctx.deps.db),
        seedSiteSettings(ctx.deps.db),
        seedSiteSettings(ctx.deps.db),
      ]);
      await seedSiteSettings(ctx.deps.db);
      const rows = await ctx.deps.db
        .select()
        .from(siteSettings)
        .where(inArray(siteSettings.key, Object.values(SETTING_KEYS)));
      expect(rows.map((row) => row.key).sort()).toEqual(['geoInstruction', 'menu', 'site']);
      expect(rows.find((row) => row.key === 'geoInstruction')?.value).toBe('/page/edited');
    });
  });
});
