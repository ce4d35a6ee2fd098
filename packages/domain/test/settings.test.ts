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

  it('accepts menu partitions with and without a link', () => {
    const response = {
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
      }).success,
    ).toBe(false);
    const { dogovor: _dogovor, ...withoutDogovor } = settings;
    expect(
      ZSettingsResponse.safeParse({ items: [], settings: withoutDogovor, geoInstruction: '' }).success,
    ).toBe(false);
  });
});
