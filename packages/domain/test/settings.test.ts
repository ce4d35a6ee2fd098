import { describe, expect, it } from 'vitest';
import { ZSettingsResponse, isInternalLink } from '../src/settings';

describe('isInternalLink', () => {
  it.each(['/', '/faq', '/page/about', '/user/1?tab=reviews', '/faq#top'])('%o is internal', (link) => {
    expect(isInternalLink(link)).toBe(true);
  });

  it.each([
    'https://x',
    'http://example.com/faq',
    '//evil.com',
    '///evil.com',
    'mailto:info@fura.ru',
    'tel:+79991234567',
    'javascript:alert(1)',
    'faq',
    '',
  ])('%o is external', (link) => {
    expect(isInternalLink(link)).toBe(false);
  });

  // Browsers read a backslash after the first slash as a second slash: '/\evil.com' opens evil.com.
  it.each(['/\\evil.com', '/\\/evil.com'])('%o is external (browsers treat it as //evil.com)', (link) => {
    expect(isInternalLink(link)).toBe(false);
  });
});

describe('ZSettingsResponse', () => {
  const settings = {
    phone: '+7 800 000-00-00',
    email: 'info@fura.ru',
    vk: 'https://vk.com/fura',
    facebook: '',
    instagram: '',
    copyright: 'Фура',
    aboutPage: '/page/about',
    dogovor: '/files/dogovor.pdf',
  };

  const issue13 = {
    apps: { appStore: '', googlePlay: 'https://play.google.com/store/apps/details?id=ru.fura' },
    map: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OSM' },
    supportWidgetSrc: null,
    payments: 'live',
  };

  it('accepts menu partitions with and without a link', () => {
    const response = {
      ...issue13,
      items: [
        { name: 'Компания', link: null, items: [{ name: 'О нас', link: '/page/about', onlyNoAuth: false }] },
        { name: 'Помощь', link: '/faq', items: [] },
      ],
      settings,
      geoInstruction: '/page/geo',
    };
    expect(ZSettingsResponse.parse(response)).toEqual(response);
  });

  it('rejects a menu item without onlyNoAuth and settings without a field', () => {
    expect(
      ZSettingsResponse.safeParse({
        items: [{ name: 'x', link: null, items: [{ name: 'y', link: '/' }] }],
        settings,
        geoInstruction: '',
        ...issue13,
      }).success,
    ).toBe(false);
    const { dogovor: _dogovor, ...withoutDogovor } = settings;
    expect(
      ZSettingsResponse.safeParse({ items: [], settings: withoutDogovor, geoInstruction: '', ...issue13 })
        .success,
    ).toBe(false);
  });

  it('requires the store links, the map and the widget field (null when not configured)', () => {
    const base = { items: [], settings, geoInstruction: '', ...issue13 };
    expect(ZSettingsResponse.safeParse(base).success).toBe(true);
    expect(
      ZSettingsResponse.safeParse({ ...base, supportWidgetSrc: 'https://chat.example/w.js' }).success,
    ).toBe(true);
    for (const field of ['apps', 'map', 'supportWidgetSrc'] as const) {
      const { [field]: _dropped, ...without } = base;
      expect(ZSettingsResponse.safeParse(without).success).toBe(false);
    }
    expect(ZSettingsResponse.safeParse({ ...base, map: { tileUrl: 'x' } }).success).toBe(false);
  });

  it('tells how tariffs are paid: live, test or unavailable, nothing else (issue 24)', () => {
    const base = { items: [], settings, geoInstruction: '', ...issue13 };
    for (const payments of ['live', 'test', 'unavailable']) {
      expect(ZSettingsResponse.safeParse({ ...base, payments }).success).toBe(true);
    }
    expect(ZSettingsResponse.safeParse({ ...base, payments: 'yookassa' }).success).toBe(false);
    const { payments: _payments, ...without } = base;
    expect(ZSettingsResponse.safeParse(without).success).toBe(false);
  });
});
