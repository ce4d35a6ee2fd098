import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { SITE_SETTINGS_MESSAGES, ZAdminSettingsResponse, type TAdminSettings } from '@fura/domain/admin-site';
import { ZSettingsResponse, type TMenuPartition } from '@fura/domain/settings';
import { adminAudit } from '../src/db/schema';
import {
  DEFAULT_GEO_INSTRUCTION,
  DEFAULT_MENU,
  DEFAULT_SITE_SETTINGS as DEFAULT_SITE,
} from '../src/modules/page/default-settings';
import { createCargo, createCarrier } from './helpers/deals';
import { bearer, createUser, type CreatedUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

/**
 * Issue 12, «Настройки сайта»: an admin reads and saves the menu, contacts and links; the public settings show the
 * change at once (no cache, no restart) and the audit log keeps what changed. A database of its own: the saves would
 * change what other test files read.
 */
let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: CreatedUser;
let cargo: CreatedUser;
let carrier: CreatedUser;

beforeAll(async () => {
  t = await startTestApp({ ownDatabase: true });
  admin = await createUser(t.deps.db, { type: 'admin' });
  cargo = await createCargo(t.deps.db);
  carrier = await createCarrier(t.deps.db);
});
afterAll(() => t.close());

function post(url: string, token: string | null, payload: unknown = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
}

async function adminSettings(): Promise<TAdminSettings> {
  const res = await post('/api/admin/settings/get', admin.token);
  expect(res.statusCode).toBe(200);
  return ZAdminSettingsResponse.parse(res.json()).settings;
}

async function publicSettings() {
  const res = await post('/api/page/getSettings', null);
  expect(res.statusCode).toBe(200);
  return ZSettingsResponse.parse(res.json());
}

function lastAudit(adminId: string) {
  return t.deps.db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.adminId, adminId), eq(adminAudit.action, 'settingsEdit')))
    .orderBy(desc(adminAudit.createdAt));
}

function errorsOf(res: { json: () => unknown }) {
  return (res.json() as { errors: { msg: string; param?: string }[] }).errors;
}

const item = (name: string, link: string) => ({ name, link, onlyNoAuth: false });
const partition = (name: string, items = [item('Пункт', '/faq')]): TMenuPartition => ({
  name,
  link: null,
  items,
});

describe('who may use /api/admin/settings/get and /save', () => {
  it.each(['/api/admin/settings/get', '/api/admin/settings/save'])(
    '%s: a guest gets 401, a cargo owner and a carrier 404',
    async (url) => {
      expect((await post(url, null, { geoInstruction: '/faq' })).statusCode).toBe(401);
      expect((await post(url, cargo.token, { geoInstruction: '/faq' })).statusCode).toBe(404);
      expect((await post(url, carrier.token, { geoInstruction: '/faq' })).statusCode).toBe(404);
      expect((await publicSettings()).geoInstruction).toBe(DEFAULT_GEO_INSTRUCTION);
    },
  );
});

describe('POST /api/admin/settings/get', () => {
  it('answers the whole editable settings: menu, site and the geolocation link', async () => {
    const settings = await adminSettings();
    expect(settings.menu).toEqual(DEFAULT_MENU);
    expect(settings.site.phone).toBe('+7 (800) 555-35-35');
    expect(settings.geoInstruction).toBe(DEFAULT_GEO_INSTRUCTION);
  });
});

describe('POST /api/admin/settings/save refuses bad input with 400 and a Russian message on its field', () => {
  const cases: { label: string; body: unknown; param: string; msg: string }[] = [
    {
      label: 'a javascript: link in a menu item',
      body: { menu: [partition('Компания', [item('О нас', 'javascript:alert(1)')])] },
      param: 'menu.0.items.0.link',
      msg: SITE_SETTINGS_MESSAGES.link,
    },
    {
      label: 'a link to another site without a scheme',
      body: { menu: [{ ...partition('Компания'), link: '//evil.example' }] },
      param: 'menu.0.link',
      msg: SITE_SETTINGS_MESSAGES.link,
    },
    {
      label: 'an empty partition name',
      body: { menu: [partition('   ')] },
      param: 'menu.0.name',
      msg: SITE_SETTINGS_MESSAGES.nameEmpty,
    },
    {
      label: 'a name over 100 characters',
      body: { menu: [partition('Компания', [item('я'.repeat(101), '/faq')])] },
      param: 'menu.0.items.0.name',
      msg: SITE_SETTINGS_MESSAGES.nameTooLong,
    },
    {
      label: 'eleven partitions',
      body: { menu: Array.from({ length: 11 }, (_, index) => partition(`Раздел ${index}`)) },
      param: 'menu',
      msg: SITE_SETTINGS_MESSAGES.partitionsTooMany,
    },
    {
      label: 'thirty-one items in a partition',
      body: {
        menu: [
          partition(
            'Много',
            Array.from({ length: 31 }, (_, i) => item(`П${i}`, '/faq')),
          ),
        ],
      },
      param: 'menu.0.items',
      msg: SITE_SETTINGS_MESSAGES.itemsTooMany,
    },
    {
      label: 'two partitions of one name',
      body: { menu: [partition('Компания'), partition('компания')] },
      param: 'menu.1.name',
      msg: SITE_SETTINGS_MESSAGES.partitionDuplicate,
    },
    {
      label: 'a javascript: social link',
      body: { site: { ...DEFAULT_SITE, vk: 'javascript:alert(1)' } },
      param: 'site.vk',
      msg: SITE_SETTINGS_MESSAGES.link,
    },
    {
      label: 'a bad e-mail',
      body: { site: { ...DEFAULT_SITE, email: 'не почта' } },
      param: 'site.email',
      msg: SITE_SETTINGS_MESSAGES.email,
    },
    {
      label: 'an empty geolocation link',
      body: { geoInstruction: '' },
      param: 'geoInstruction',
      msg: SITE_SETTINGS_MESSAGES.linkEmpty,
    },
  ];

  it.each(cases)('$label', async ({ body, param, msg }) => {
    const res = await post('/api/admin/settings/save', admin.token, body);
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toContainEqual({ msg, param });
    expect((await publicSettings()).items).toEqual(DEFAULT_MENU);
  });

  it('an empty body: nothing to save', async () => {
    const res = await post('/api/admin/settings/save', admin.token, {});
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)[0]?.msg).toBe(SITE_SETTINGS_MESSAGES.nothingToSave);
  });
});

describe('POST /api/admin/settings/save', () => {
  it('the public settings show the new menu and phone at once, and one audit row keeps before and after', async () => {
    const before = await adminSettings();
    const menu: TMenuPartition[] = [
      { name: 'О бирже', link: '/page/about', items: [item('Правила', '/page/rules')] },
      {
        name: 'Партнёрам',
        link: 'https://partners.example.ru',
        items: [{ name: 'Вход', link: '/login', onlyNoAuth: true }],
      },
    ];
    const site = { ...before.site, phone: ' +7 (495) 123-45-67 ', instagram: '' };
    const res = await post('/api/admin/settings/save', admin.token, { menu, site });
    expect(res.statusCode).toBe(200);
    const saved = ZAdminSettingsResponse.parse(res.json()).settings;
    expect(saved.site.phone).toBe('+7 (495) 123-45-67');

    const shown = await publicSettings();
    expect(shown.items).toEqual(menu);
    expect(shown.settings.phone).toBe('+7 (495) 123-45-67');
    expect(shown.settings.instagram).toBe('');
    expect(shown.geoInstruction).toBe(before.geoInstruction);

    const [audit, ...older] = await lastAudit(admin.user.id);
    expect(older).toHaveLength(0);
    expect(audit?.before).toEqual({ menu: before.menu, site: before.site });
    expect(audit?.after).toEqual({ menu, site: saved.site });
  });

  it('a section left out stays as it was; a save that changes nothing writes no audit row', async () => {
    const other = await createUser(t.deps.db, { type: 'admin' });
    const current = await adminSettings();
    const res = await post('/api/admin/settings/save', other.token, {
      geoInstruction: 'https://help.example.ru/geo',
    });
    expect(res.statusCode).toBe(200);
    const shown = await publicSettings();
    expect(shown.geoInstruction).toBe('https://help.example.ru/geo');
    expect(shown.items).toEqual(current.menu);
    const rows = await lastAudit(other.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.before).toEqual({ geoInstruction: current.geoInstruction });
    expect(rows[0]?.after).toEqual({ geoInstruction: 'https://help.example.ru/geo' });

    const again = await post('/api/admin/settings/save', other.token, {
      geoInstruction: 'https://help.example.ru/geo',
      menu: current.menu,
    });
    expect(again.statusCode).toBe(200);
    expect(await lastAudit(other.user.id)).toHaveLength(1);
  });
});
