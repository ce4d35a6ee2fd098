import type { TAppLinks } from '@fura/domain/content';
import type { TMenuPartition, TSiteSettings } from '@fura/domain/settings';

/**
 * What a fresh installation shows until an administrator edits the settings (seeded once per key). The footer links
 * point at the pages seed/seed-content.ts seeds (about, terms, privacy) and the public landing pages.
 */
export const DEFAULT_MENU: TMenuPartition[] = [
  {
    name: 'Компания',
    link: '/page/about',
    items: [
      { name: 'О нас', link: '/page/about', onlyNoAuth: false },
      { name: 'Условия использования', link: '/page/terms', onlyNoAuth: false },
      { name: 'Политика конфиденциальности', link: '/page/privacy', onlyNoAuth: false },
    ],
  },
  {
    name: 'Клиентам',
    link: null,
    items: [
      { name: 'Грузовладельцам', link: '/cargo', onlyNoAuth: false },
      { name: 'Перевозчикам', link: '/carrier', onlyNoAuth: false },
      { name: 'Тарифы', link: '/tariffs', onlyNoAuth: false },
      { name: 'Частые вопросы', link: '/faq', onlyNoAuth: true },
      { name: 'Регистрация', link: '/register', onlyNoAuth: true },
    ],
  },
  {
    name: 'Приложение',
    link: '/download-app',
    items: [{ name: 'Скачать приложение', link: '/download-app', onlyNoAuth: false }],
  },
];

export const DEFAULT_SITE_SETTINGS: TSiteSettings = {
  phone: '+7 (800) 555-35-35',
  email: 'info@fura.local',
  vk: 'https://vk.com/fura_birzha',
  facebook: 'https://www.facebook.com/fura.birzha',
  instagram: 'https://www.instagram.com/fura.birzha',
  copyright: 'Фура — биржа грузоперевозок',
  aboutPage: '/page/about',
  dogovor: '/files/docs/dogovor.pdf',
};

export const DEFAULT_GEO_INSTRUCTION = '/page/geolocation';

/** The keys of the `site_settings` table. */
export const SETTING_KEYS = {
  menu: 'menu',
  site: 'site',
  geoInstruction: 'geoInstruction',
  /** Store links of /download-app and the footer badges (issue 13). */
  apps: 'apps',
  /** The landing texts of /, /cargo, /carrier, /download-app (issue 13). */
  landing: 'landing',
} as const;

/** No store link yet: the badges say «скоро». */
export const DEFAULT_APP_LINKS: TAppLinks = { appStore: '', googlePlay: '' };
