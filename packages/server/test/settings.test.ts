import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { ZSettingsResponse } from '@fura/domain/settings';
import { siteSettings } from '../src/db/schema';
import { seedSiteSettings } from '../src/seed/seed-settings';
import {
  DEFAULT_APP_LINKS,
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
    expect(Object.keys(body).sort()).toEqual([
      'apps',
      'geoInstruction',
      'items',
      'map',
      'payments',
      'settings',
      'supportWidgetSrc',
    ]);
    expect(body.items).toEqual(DEFAULT_MENU);
    expect(body.apps).toEqual(DEFAULT_APP_LINKS);
    expect(body.apps).toEqual({ appStore: '', googlePlay: '' });
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

describe('getSettings: store links, map tiles and the support widget (issue 13)', () => {
  it('answers the default tiles and no widget, from the configuration', async () => {
    const body = await getSettings();
    expect(body.map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© участники OpenStreetMap',
    });
    expect(body.supportWidgetSrc).toBeNull();
  });

  it('answers configured tiles and widget', async () => {
    const map = { tileUrl: 'https://tiles.fura.example/{z}/{x}/{y}.png', attribution: '© Фура' };
    const other = await startTestApp({
      config: { map, supportWidgetSrc: 'https://chat.example.com/widget.js' },
    });
    try {
      const response = await other.app.inject({ method: 'POST', url: '/api/page/getSettings' });
      const body = ZSettingsResponse.parse(response.json());
      expect(body.map).toEqual(map);
      expect(body.supportWidgetSrc).toBe('https://chat.example.com/widget.js');
    } finally {
      await other.close();
    }
  });

  it('shows store links an administrator stored, and «скоро» ("") for a malformed row', async () => {
    const key = SETTING_KEYS.apps;
    const [before] = await ctx.deps.db.select().from(siteSettings).where(eq(siteSettings.key, key));
    const links = { appStore: 'https://apps.apple.com/app/id1', googlePlay: '' };
    try {
      await ctx.deps.db.update(siteSettings).set({ value: links }).where(eq(siteSettings.key, key));
      expect((await getSettings()).apps).toEqual(links);
      await ctx.deps.db
        .update(siteSettings)
        .set({ value: { appStore: 'javascript:alert(1)', googlePlay: '' } })
        .where(eq(siteSettings.key, key));
      expect((await getSettings()).apps).toEqual(DEFAULT_APP_LINKS);
    } finally {
      await ctx.deps.db.update(siteSettings).set({ value: before!.value }).where(eq(siteSettings.key, key));
    }
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
      // 'landing' is seeded by seedContent (the content module), not here.
      const keys = rows.map((row) => row.key).filter((key) => key !== SETTING_KEYS.landing);
      expect(keys.sort()).toEqual(['apps', 'geoInstruction', 'menu', 'site']);
      expect(rows.find((row) => row.key === 'geoInstruction')?.value).toBe('/page/edited');
    });
  });
});
