import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { THIN_SPACE } from '@fura/domain/listing-title';
import { cmsPages, faqQuestions, faqSections } from '../src/db/schema';
import { REPO_ROOT } from '../src/paths';
import { createArticle } from './helpers/articles';
import { createCargo, createCarrier } from './helpers/deals';
import { startTestApp } from './helpers/test-app';

/** Issue 13: every known route's index.html carries its own head; listings, pages and questions their own titles. */
let t: Awaited<ReturnType<typeof startTestApp>>;
let webDist: string;
let indexHtml: string;
const SITE = 'https://fura.example';
const madePages: string[] = [];
const madeSections: string[] = [];

beforeAll(async () => {
  // The web app's real index.html (its head is what a build keeps).
  webDist = mkdtempSync(join(tmpdir(), 'fura-web-'));
  indexHtml = readFileSync(join(REPO_ROOT, 'packages/web/index.html'), 'utf8');
  writeFileSync(join(webDist, 'index.html'), indexHtml);
  t = await startTestApp({ config: { publicUrl: SITE, webDist } });
});
afterAll(async () => {
  if (madePages.length) await t.deps.db.delete(cmsPages).where(inArray(cmsPages.slug, madePages));
  if (madeSections.length) await t.deps.db.delete(faqSections).where(inArray(faqSections.id, madeSections));
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

interface Head {
  status: number;
  html: string;
  title: string | null;
  meta: (key: string) => string | null;
  canonical: string | null;
}

/** The page and what its head says (values unescaped as a browser reads them). */
async function page(url: string): Promise<Head> {
  const res = await t.app.inject({ method: 'GET', url });
  const html = res.body;
  const head = html.slice(0, html.indexOf('</head>'));
  const unescape = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)];
  expect(titles.length, 'one <title>').toBeLessThanOrEqual(1);
  return {
    status: res.statusCode,
    html,
    title: titles[0] ? unescape(titles[0][1]!) : null,
    meta: (key) => {
      const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(head);
      return found ? unescape(found[1]!) : null;
    },
    canonical: /<link rel="canonical" href="([^"]*)" \/>/.exec(head)?.[1] ?? null,
  };
}

describe('public pages', () => {
  it('the main page: product title, one description, Open Graph and canonical', async () => {
    const main = await page('/?utm_source=x');
    expect(main.status).toBe(200);
    expect(main.title).toBe('Фура | Биржа грузоперевозок');
    expect(main.html.match(/name="description"/g)).toHaveLength(1);
    expect(main.meta('description')).toMatch(/^Фура — биржа грузоперевозок/);
    expect(main.meta('og:title')).toBe(main.title);
    expect(main.meta('og:description')).toBe(main.meta('description'));
    expect(main.meta('og:type')).toBe('website');
    expect(main.meta('og:url')).toBe(`${SITE}/`);
    expect(main.meta('og:site_name')).toBe('Фура');
    expect(main.meta('og:locale')).toBe('ru_RU');
    expect(main.canonical).toBe(`${SITE}/`);
    expect(main.meta('robots')).toBeNull();
    expect(main.html).toContain('<div id="root">');
  });

  it.each([
    ['/cargo', 'Фура | Грузовладельцам'],
    ['/carrier/', 'Фура | Перевозчикам'],
    ['/faq', 'Фура | Частые вопросы'],
    ['/tariffs', 'Фура | Тарифы'],
    ['/download-app', 'Фура | Мобильное приложение'],
    ['/login', 'Фура | Вход'],
    ['/register', 'Фура | Регистрация'],
  ])('%s has its title, a description and a canonical link', async (url, title) => {
    const got = await page(url);
    expect(got.title).toBe(title);
    expect(got.meta('description')?.length).toBeGreaterThan(20);
    expect(got.canonical).toBe(`${SITE}${url.replace(/\/$/, '')}`);
  });
});

describe('listing pages', () => {
  it('a published order is titled by its route, weight and budget', async () => {
    const cargo = await createCargo(t.deps.db);
    const order = await createArticle(t.deps.db, cargo.user.id, {
      fromSettlement: 'Москва',
      toSettlement: 'Тула',
      weightKg: 5000,
      budgetKopecks: 2_000_000,
    });
    const got = await page(`/order/${order.id}`);
    expect(got.title).toBe(`Фура | Москва → Тула, 5 т, 20${THIN_SPACE}000 ₽`);
    expect(got.meta('og:type')).toBe('article');
    expect(got.meta('description')).toContain('Заказ на перевозку: Москва → Тула');
    expect(got.canonical).toBe(`${SITE}/order/${order.id}`);
  });

  it('a settlement with <script> is escaped everywhere in the head', async () => {
    const cargo = await createCargo(t.deps.db);
    const order = await createArticle(t.deps.db, cargo.user.id, {
      fromSettlement: '<script>alert("x")</script>',
      toSettlement: `Тула' onload='x`,
      budgetKopecks: null,
      weightKg: null,
    });
    const got = await page(`/order/${order.id}`);
    expect(got.title).toBe(`Фура | <script>alert("x")</script> → Тула' onload='x`);
    expect(got.html).not.toContain('<script>alert');
    expect(got.html).not.toContain(`' onload='`);
    expect(got.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('a listing a guest may not see gets the generic title and noindex', async () => {
    const cargo = await createCargo(t.deps.db);
    const lapsed = await createCarrier(t.deps.db, { tariffExpiresAt: new Date(Date.now() - 60_000) });
    const draft = await createArticle(t.deps.db, cargo.user.id, { status: 1, toSettlement: 'Секретово' });
    const hidden = await createArticle(t.deps.db, lapsed.user.id, {
      type: 'offer',
      toSettlement: 'Скрытово',
    });
    for (const [url, title] of [
      [`/order/${draft.id}`, 'Фура | Заказ'],
      [`/offer/${hidden.id}`, 'Фура | Предложение'],
      [`/order/${hidden.id}`, 'Фура | Заказ'],
      ['/order/not-a-uuid', 'Фура | Заказ'],
      [`/order/${randomUUID()}`, 'Фура | Заказ'],
    ] as const) {
      const got = await page(url);
      expect(got.status, url).toBe(200);
      expect(got.title, url).toBe(title);
      expect(got.meta('robots'), url).toBe('noindex');
      expect(got.html).not.toMatch(/Секретово|Скрытово/);
    }
  });
});

describe('CMS pages and questions', () => {
  it('/page/{slug} uses the page’s title and description; an unknown slug is noindex', async () => {
    const slug = `terms-${randomUUID().slice(0, 8)}`;
    await t.deps.db.insert(cmsPages).values({
      slug,
      title: 'Условия & правила',
      description: 'Условия использования биржи',
      body: '# Текст',
    });
    madePages.push(slug);
    const got = await page(`/page/${slug}`);
    expect(got.title).toBe('Фура | Условия & правила');
    expect(got.meta('description')).toBe('Условия использования биржи');
    expect(got.canonical).toBe(`${SITE}/page/${slug}`);
    const unknown = await page(`/page/nope-${randomUUID().slice(0, 8)}`);
    expect(unknown.title).toBe('Фура | Страница');
    expect(unknown.meta('robots')).toBe('noindex');
  });

  it('/questions/{slug} is titled by the question, described by the answer', async () => {
    const [section] = await t.deps.db
      .insert(faqSections)
      .values({ title: 'Тарифы', audience: 'carrier' })
      .returning();
    madeSections.push(section!.id);
    const slug = `pay-${randomUUID().slice(0, 8)}`;
    await t.deps.db.insert(faqQuestions).values({
      sectionId: section!.id,
      slug,
      question: 'Как оплатить тариф?',
      answer: '**Картой** на странице [Тарифы](/tariffs).',
    });
    const got = await page(`/questions/${slug}`);
    expect(got.title).toBe('Фура | Как оплатить тариф?');
    expect(got.meta('description')).toBe('Картой на странице Тарифы.');
    expect(got.meta('og:type')).toBe('article');
  });
});

describe('private pages and unknown paths', () => {
  it.each([
    '/messages',
    '/dialog/1',
    '/my-orders',
    '/admin',
    '/forgot',
    '/reset/abc',
    '/track/abc',
    '/lk/questions/x',
  ])('%s is noindex, without Open Graph or canonical', async (url) => {
    const got = await page(url);
    expect(got.status).toBe(200);
    expect(got.meta('robots')).toBe('noindex');
    // One tag: the web app's screen takes this one over after hydration (shared/ui/page-meta.ts, issue 24).
    expect(got.html.match(/<meta name="robots"/g)).toHaveLength(1);
    expect(got.canonical).toBeNull();
    expect(got.html).not.toContain('og:');
    expect(got.title).toMatch(/^Фура \| /);
  });

  it('an unknown path gets 404 and index.html with only the session hint added', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body.replace('  <meta name="fura-session" content="0" />\n  ', '')).toBe(indexHtml);
  });
});
