import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaxesParser } from 'saxes';
import { eq, inArray } from 'drizzle-orm';
import { cmsPages, faqQuestions, faqSections } from '../src/db/schema';
import { createArticle } from './helpers/articles';
import { createCargo, createCarrier } from './helpers/deals';
import { startTestApp } from './helpers/test-app';

/** Issue 13: GET /sitemap.xml (public pages, CMS pages, questions, listings a guest may open) and GET /robots.txt. */
let t: Awaited<ReturnType<typeof startTestApp>>;
const SITE = 'https://fura.example';

beforeAll(async () => {
  t = await startTestApp({ config: { publicUrl: SITE } });
});
/** Content rows this file made: other files of the worker read the same tables. */
const made = { pages: [] as string[], sections: [] as string[] };
afterAll(async () => {
  if (made.pages.length) await t.deps.db.delete(cmsPages).where(inArray(cmsPages.slug, made.pages));
  for (const id of made.sections) await t.deps.db.delete(faqSections).where(eq(faqSections.id, id));
  await t.close();
});

/** The <loc> and <lastmod> of each <url>, read by a strict XML parser (malformed XML throws). */
function parseSitemap(xml: string): { root: string; urls: { loc: string; lastmod: string | null }[] } {
  const parser = new SaxesParser({ xmlns: true });
  const urls: { loc: string; lastmod: string | null }[] = [];
  const open: string[] = [];
  let root = '';
  parser.on('opentag', (tag) => {
    if (open.length === 0) root = `${tag.uri} ${tag.local}`;
    open.push(tag.local);
    if (tag.local === 'url') urls.push({ loc: '', lastmod: null });
  });
  parser.on('closetag', () => open.pop());
  parser.on('text', (text) => {
    const current = urls.at(-1);
    if (!current) return;
    if (open.at(-1) === 'loc') current.loc += text;
    if (open.at(-1) === 'lastmod') current.lastmod = (current.lastmod ?? '') + text;
  });
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(xml).close();
  return { root, urls };
}

async function sitemap() {
  const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  return parseSitemap(res.body);
}

describe('GET /sitemap.xml', () => {
  it('valid XML of the sitemaps.org namespace with the public pages', async () => {
    const { root, urls } = await sitemap();
    expect(root).toBe('http://www.sitemaps.org/schemas/sitemap/0.9 urlset');
    const locs = urls.map((url) => url.loc);
    for (const path of [
      '/',
      '/cargo',
      '/carrier',
      '/faq',
      '/tariffs',
      '/download-app',
      '/search-order',
      '/search-offer',
    ]) {
      expect(locs).toContain(`${SITE}${path}`);
    }
    expect(locs.every((loc) => loc.startsWith(`${SITE}/`))).toBe(true);
    expect(locs.some((loc) => /\/(messages|admin|login|track|api)\b/.test(loc))).toBe(false);
  });

  it('lists CMS pages and FAQ questions with lastmod', async () => {
    const slug = `about-${randomUUID().slice(0, 8)}`;
    const updatedAt = new Date('2026-03-04T05:06:07.000Z');
    await t.deps.db.insert(cmsPages).values({ slug, title: 'О нас', body: 'Текст', updatedAt });
    made.pages.push(slug);
    const [section] = await t.deps.db
      .insert(faqSections)
      .values({ title: 'Общее', audience: 'all' })
      .returning();
    made.sections.push(section!.id);
    const questionSlug = `q-${randomUUID().slice(0, 8)}`;
    await t.deps.db.insert(faqQuestions).values({
      sectionId: section!.id,
      slug: questionSlug,
      question: 'Как зарегистрироваться?',
      answer: 'Нажмите «Регистрация».',
    });
    const { urls } = await sitemap();
    expect(urls).toContainEqual({ loc: `${SITE}/page/${slug}`, lastmod: '2026-03-04T05:06:07.000Z' });
    expect(urls.find((url) => url.loc === `${SITE}/questions/${questionSlug}`)?.lastmod).toMatch(/^\d{4}-/);
  });

  it('lists published listings a guest may open, not drafts, banned authors or hidden carriers’ offers', async () => {
    const cargo = await createCargo(t.deps.db);
    const banned = await createCargo(t.deps.db, { isBan: true });
    const carrier = await createCarrier(t.deps.db);
    const lapsed = await createCarrier(t.deps.db, { tariffExpiresAt: new Date(Date.now() - 60_000) });
    const published = await createArticle(t.deps.db, cargo.user.id);
    const draft = await createArticle(t.deps.db, cargo.user.id, { status: 1, publishedAt: null });
    const inWork = await createArticle(t.deps.db, cargo.user.id, { status: 4 });
    const bannedOrder = await createArticle(t.deps.db, banned.user.id);
    const offer = await createArticle(t.deps.db, carrier.user.id, { type: 'offer' });
    const hiddenOffer = await createArticle(t.deps.db, lapsed.user.id, { type: 'offer' });

    const { urls } = await sitemap();
    const locs = urls.map((url) => url.loc);
    expect(locs).toContain(`${SITE}/order/${published.id}`);
    expect(locs).toContain(`${SITE}/offer/${offer.id}`);
    expect(urls.find((url) => url.loc.endsWith(published.id))?.lastmod).toBe(
      published.updatedAt.toISOString(),
    );
    for (const hidden of [draft, inWork, bannedOrder, hiddenOffer]) {
      expect(
        locs.filter((loc) => loc.endsWith(hidden.id)),
        hidden.id,
      ).toEqual([]);
    }
  });

  it('escapes what it prints: a slug with XML characters still parses', async () => {
    const slug = `x&y<z>-${randomUUID().slice(0, 6)}`;
    await t.deps.db.insert(cmsPages).values({ slug, title: 'Т', body: 'Б' });
    made.pages.push(slug);
    const { urls } = await sitemap();
    expect(urls.map((url) => url.loc)).toContain(`${SITE}/page/${encodeURIComponent(slug)}`);
  });
});

describe('GET /robots.txt', () => {
  it('disallows private routes, the API and tracking links, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/api/',
      '/track/',
      '/messages',
      '/dialog/',
      '/profile/info',
      '/admin',
      '/my-orders',
      '/forgot',
      '/reset/',
      '/geo-detect',
      '/lk/questions/',
      '/support',
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    for (const open of ['/', '/faq', '/order/', '/cargo', '/page/', '/questions/', '/login', '/register']) {
      expect(lines).not.toContain(`Disallow: ${open}`);
    }
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
