import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { matchRoute } from '@fura/domain/routes';
import {
  SLUG_PATTERN,
  ZFaqQuestionSave,
  ZFaqSectionSave,
  ZLandingTexts,
  ZPageSave,
} from '@fura/domain/content';
import type { Db } from '../src/db/connect';
import { cmsPages, faqQuestions, faqSections, siteSettings } from '../src/db/schema';
import { seedContent } from '../src/seed/seed-content';
import { DEFAULT_LANDING_TEXTS } from '../src/modules/content/default-landing';
import { SEED_FAQ, SEED_PAGES } from '../src/seed/content/installation-content';
import { DEFAULT_MENU, DEFAULT_GEO_INSTRUCTION } from '../src/modules/page/default-settings';
import { emptyDatabases } from './helpers/empty-database';

/** Issue 13: the seeded pages, FAQ and landing texts — real content, idempotent, concurrent-safe, never overwriting. */
const { emptyDatabase, dropEmptyDatabases } = emptyDatabases();
afterEach(dropEmptyDatabases);

const randomUuid = '00000000-0000-4000-8000-000000000000';

async function counts(db: Db) {
  return {
    pages: (await db.select({ slug: cmsPages.slug }).from(cmsPages)).length,
    sections: (await db.select({ id: faqSections.id }).from(faqSections)).length,
    questions: (await db.select({ id: faqQuestions.id }).from(faqQuestions)).length,
  };
}

const questionCount = SEED_FAQ.reduce((sum, section) => sum + section.questions.length, 0);
const seeded = { pages: 4, sections: 3, questions: questionCount };

describe('seedContent', () => {
  it('seeds the four pages, the FAQ (≥ 12 questions, three audiences) and the landing texts, once', async () => {
    const { db } = await emptyDatabase();
    await seedContent(db);
    await seedContent(db);
    expect(await counts(db)).toEqual(seeded);
    expect(questionCount).toBeGreaterThanOrEqual(14);
    const pages = await db.select().from(cmsPages);
    expect(pages.map((page) => page.slug).sort()).toEqual(['about', 'geolocation', 'privacy', 'terms']);
    const sections = await db.select().from(faqSections);
    expect(sections.map((section) => section.audience).sort()).toEqual(['all', 'cargo', 'carrier']);
    const [landing] = await db.select().from(siteSettings).where(eq(siteSettings.key, 'landing'));
    expect(ZLandingTexts.parse(landing?.value)).toEqual(DEFAULT_LANDING_TEXTS);
  });

  it('several instances starting at once seed everything exactly once', async () => {
    const { db } = await emptyDatabase();
    await Promise.all([seedContent(db), seedContent(db), seedContent(db)]);
    expect(await counts(db)).toEqual(seeded);
  });

  it('never overwrites an edited page, section, question or landing text; re-creates only what is missing', async () => {
    const { db } = await emptyDatabase();
    await seedContent(db);
    await db.update(cmsPages).set({ title: 'О нас (ред.)', body: 'Своё' }).where(eq(cmsPages.slug, 'about'));
    await db.delete(cmsPages).where(eq(cmsPages.slug, 'terms'));
    const edited = { ...DEFAULT_LANDING_TEXTS, main: { title: 'Свой заголовок', lead: 'Свой текст' } };
    await db.update(siteSettings).set({ value: edited }).where(eq(siteSettings.key, 'landing'));
    await db.delete(faqQuestions).where(eq(faqQuestions.slug, 'avtoplatezh'));
    const [section] = await db.select().from(faqSections).where(eq(faqSections.audience, 'cargo'));
    await db.update(faqSections).set({ title: 'Свой раздел' }).where(eq(faqSections.id, section!.id));

    await seedContent(db);
    const [about] = await db.select().from(cmsPages).where(eq(cmsPages.slug, 'about'));
    expect(about).toMatchObject({ title: 'О нас (ред.)', body: 'Своё' });
    // A seeded page an admin deleted comes back with its default text (documented).
    expect((await db.select().from(cmsPages).where(eq(cmsPages.slug, 'terms'))).length).toBe(1);
    const [landing] = await db.select().from(siteSettings).where(eq(siteSettings.key, 'landing'));
    expect(landing?.value).toEqual(edited);
    // The FAQ is not empty: nothing is added back, the edit stays.
    expect(await counts(db)).toEqual({ ...seeded, questions: questionCount - 1 });
    const [kept] = await db.select().from(faqSections).where(eq(faqSections.id, section!.id));
    expect(kept?.title).toBe('Свой раздел');
  });

  it('seeds the FAQ again only when every section was deleted', async () => {
    const { db } = await emptyDatabase();
    await seedContent(db);
    await db.delete(faqSections);
    await seedContent(db);
    expect(await counts(db)).toEqual(seeded);
  });
});

/** Every internal link of a text: `](/path)` in Markdown. */
function internalLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1] ?? '');
}

describe('the seeded texts', () => {
  const pageSlugs = new Set(SEED_PAGES.map((page) => page.slug));
  const texts = [
    ...SEED_PAGES.map((page) => ({ where: `/page/${page.slug}`, text: page.body })),
    ...SEED_FAQ.flatMap((section) =>
      section.questions.map((question) => ({ where: `/questions/${question.slug}`, text: question.answer })),
    ),
  ];

  it('pass the admin editor’s own checks, so an admin can save them back unchanged', () => {
    for (const page of SEED_PAGES) expect(ZPageSave.safeParse(page).success, page.slug).toBe(true);
    const slugs = new Set<string>();
    for (const section of SEED_FAQ) {
      expect(ZFaqSectionSave.safeParse(section).success, section.title).toBe(true);
      for (const [position, question] of section.questions.entries()) {
        const save = { ...question, sectionId: randomUuid, position };
        expect(ZFaqQuestionSave.safeParse(save).success, question.slug).toBe(true);
        expect(SLUG_PATTERN.test(question.slug)).toBe(true);
        slugs.add(question.slug);
      }
    }
    expect(slugs.size).toBe(questionCount);
    expect(ZLandingTexts.safeParse(DEFAULT_LANDING_TEXTS).success).toBe(true);
  });

  it('every internal link leads to a screen of the app (and /page/… to a seeded page)', () => {
    for (const { where, text } of texts) {
      for (const link of internalLinks(text)) {
        const route = matchRoute(link);
        expect(route, `${where} → ${link}`).not.toBeNull();
        if (route?.name === 'page') expect(pageSlugs.has(route.params.slug ?? ''), link).toBe(true);
      }
    }
    const menuLinks = DEFAULT_MENU.flatMap((partition) => partition.items.map((item) => item.link));
    for (const link of [...menuLinks, DEFAULT_GEO_INSTRUCTION]) expect(matchRoute(link), link).not.toBeNull();
    expect(menuLinks).toEqual(
      expect.arrayContaining(['/page/about', '/page/terms', '/page/privacy', '/faq', '/cargo', '/carrier']),
    );
    expect(menuLinks).toEqual(expect.arrayContaining(['/tariffs', '/download-app']));
    expect(DEFAULT_GEO_INSTRUCTION).toBe('/page/geolocation');
  });

  it('are real Russian texts with headings and lists, no placeholders', () => {
    for (const { where, text } of texts) {
      expect(text, where).not.toMatch(/lorem|ipsum|TODO|xxx/i);
      expect(text.length, where).toBeGreaterThan(150);
      expect(text, where).toMatch(/[а-яё]{4,}/i);
    }
    for (const page of SEED_PAGES) {
      expect(page.body, page.slug).toMatch(/^## /m);
      expect(page.body, page.slug).toMatch(/^(?:- |\d+\. )/m);
      expect(page.description.length, page.slug).toBeGreaterThan(20);
    }
  });
});
