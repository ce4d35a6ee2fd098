import { describe, expect, it } from 'vitest';
import { ROUTES, matchRoute, type RouteDef } from '@fura/domain/routes';
import { escapeMarkup } from '../src/site/seo/escape';
import { fillTemplate, headTemplate, renderHead, type HeadMeta } from '../src/site/seo/head';
import { disallowedPaths, isPrivateRoute, robotsTxt } from '../src/site/seo/robots';
import { markdownExcerpt, routeMeta } from '../src/site/seo/route-meta';
import { renderSitemap, SITEMAP_MAX_URLS } from '../src/site/seo/sitemap-xml';

/** A concrete address of a route pattern (params filled with «x1»). */
const sample = (def: RouteDef) => def.path.replace(/:[A-Za-z]+/g, 'x1');
const routes = Object.values(ROUTES) as RouteDef[];

describe('escapeMarkup', () => {
  it('escapes every character that could end text or an attribute', () => {
    expect(escapeMarkup(`<script>alert("x")</script> & 'q'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;',
    );
  });
});

describe('robots.txt', () => {
  const text = robotsTxt('https://fura.example');
  const rules = disallowedPaths();

  it('disallows the API, tracking links and every private, console and log-in route', () => {
    expect(rules).toEqual(expect.arrayContaining(['/api/', '/track/', '/messages', '/dialog/', '/admin']));
    for (const def of routes.filter(isPrivateRoute)) {
      expect(
        rules.some((rule) => sample(def).startsWith(rule)),
        def.path,
      ).toBe(true);
    }
    expect(text).toContain('User-agent: *\nDisallow: /api/\n');
    expect(text).toContain('\nSitemap: https://fura.example/sitemap.xml\n');
  });

  it('blocks no public page (rules match by prefix)', () => {
    const open = routes.filter((def) => !isPrivateRoute(def) && def !== ROUTES.track);
    expect(open.length).toBeGreaterThan(10);
    for (const def of open) {
      expect(
        rules.filter((rule) => sample(def).startsWith(rule)),
        def.path,
      ).toEqual([]);
    }
  });
});

describe('renderSitemap', () => {
  it('absolute, escaped addresses with lastmod; at most 50,000', () => {
    const xml = renderSitemap('https://fura.example', [
      { path: '/', lastmod: null },
      { path: '/page/a?b=1&c=<2>', lastmod: new Date('2026-01-02T03:04:05.000Z') },
    ]);
    expect(xml).toContain('<url><loc>https://fura.example/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://fura.example/page/a?b=1&amp;c=&lt;2&gt;</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>',
    );
    const many = Array.from({ length: SITEMAP_MAX_URLS + 5 }, (_, i) => ({
      path: `/order/${i}`,
      lastmod: null,
    }));
    expect(renderSitemap('https://f', many).match(/<url>/g)).toHaveLength(50_000);
  });
});

describe('the head', () => {
  const meta: HeadMeta = {
    title: 'Фура | <b>"Москва"</b> & Тула',
    description: `описание с </title><script>alert('x')</script>`,
    canonicalPath: '/order/1',
    ogType: 'article',
  };

  it('renders title, description, canonical and Open Graph, all escaped', () => {
    const head = renderHead(meta, 'https://fura.example');
    expect(head).toContain('<title>Фура | &lt;b&gt;&quot;Москва&quot;&lt;/b&gt; &amp; Тула</title>');
    expect(head).not.toContain('<script>');
    expect(head).not.toContain('</title><');
    expect(head).toContain('<link rel="canonical" href="https://fura.example/order/1" />');
    for (const tag of [
      '<meta property="og:type" content="article" />',
      '<meta property="og:url" content="https://fura.example/order/1" />',
      '<meta property="og:site_name" content="Фура" />',
      '<meta property="og:locale" content="ru_RU" />',
      '<meta property="og:title" content="Фура | &lt;b&gt;',
      '<meta property="og:description" content="описание с &lt;/title&gt;',
    ]) {
      expect(head).toContain(tag);
    }
    expect(head).not.toContain('noindex');
  });

  it('a page without a canonical path is noindex, with no Open Graph', () => {
    const head = renderHead({ ...meta, canonicalPath: null }, 'https://fura.example');
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toContain('og:');
    expect(head).not.toContain('canonical');
  });

  it('the template loses its own title and description; the page’s go before </head>', () => {
    const html =
      '<html><head>\n<meta charset="UTF-8" />\n<meta\n  name="description"\n  content="old"\n/>\n<title>Фура</title>\n</head><body></body></html>';
    const template = headTemplate(html);
    expect(template).not.toBeNull();
    const page = fillTemplate(template!, '<title>Новый</title>');
    expect(page).not.toContain('old');
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toMatch(
      /<meta charset="UTF-8" \/>[\s\S]*<title>Новый<\/title>\s*<\/head><body><\/body><\/html>$/,
    );
    expect(headTemplate('<html><body></body></html>')).toBeNull();
  });

  it('route meta: product title, canonical of the route, noindex for private routes and tracking links', () => {
    const faq = matchRoute('/faq/')!;
    expect(routeMeta(faq.name, faq.params)).toMatchObject({
      title: 'Фура | Частые вопросы',
      canonicalPath: '/faq',
    });
    expect(routeMeta('main', {}).canonicalPath).toBe('/');
    // The entrances are searched for by name (issue 16); the password screens are not.
    expect(routeMeta('login', {}).canonicalPath).toBe('/login');
    expect(routeMeta('register', {}).canonicalPath).toBe('/register');
    for (const path of [
      '/messages',
      '/track/abc',
      '/admin/users/1',
      '/forgot',
      '/reset/token',
      '/my-orders',
      '/lk/questions/a',
    ]) {
      const match = matchRoute(path)!;
      expect(routeMeta(match.name, match.params).canonicalPath, path).toBeNull();
    }
  });
});

describe('markdownExcerpt', () => {
  it('plain text of Markdown, one line, cut on a word', () => {
    expect(markdownExcerpt('# Заголовок\n\n**Жирный** [ссылка](/faq) и `код`\n- пункт')).toBe(
      'Заголовок Жирный ссылка и код пункт',
    );
    const long = markdownExcerpt('слово '.repeat(100), 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('слово…')).toBe(true);
  });
});
