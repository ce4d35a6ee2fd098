import { escapeMarkup } from './escape';

export interface SitemapEntry {
  /** A path of the site («/page/about»); made absolute with PUBLIC_URL. */
  path: string;
  lastmod: Date | null;
}

/** The sitemaps.org limit of one file. */
export const SITEMAP_MAX_URLS = 50_000;

/** The sitemap document: absolute, escaped addresses, at most SITEMAP_MAX_URLS of them, lastmod as a W3C date-time. */
export function renderSitemap(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_MAX_URLS).map((entry) => {
    const loc = `<loc>${escapeMarkup(`${publicUrl}${entry.path}`)}</loc>`;
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
    return `<url>${loc}${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
