import type { ManifestOptions } from 'vite-plugin-pwa';

/** The brand colour: the theme's primary shade (src/app/theme.ts, brand[8]) and index.html's theme-color. */
export const BRAND_COLOUR = '#0d47a0';

/**
 * The web app manifest (issue 27), written by vite-plugin-pwa as dist/manifest.webmanifest and linked from
 * index.html. Chrome installs the site from it: a name, icons of 192 and 512 px (one maskable), `start_url`,
 * `display: standalone`. The icons are made by icons/make-icons.mjs.
 */
export const WEB_MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'Фура',
  short_name: 'Фура',
  description:
    'Фура — онлайн-биржа грузоперевозок: заказы грузовладельцев и предложения перевозчиков, заявки, чат и отслеживание груза',
  lang: 'ru',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  // index.html's body, so that the splash screen and the first paint agree.
  background_color: '#f8f9fa',
  theme_color: BRAND_COLOUR,
  categories: ['business', 'productivity', 'navigation'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
