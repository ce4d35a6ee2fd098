import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { cmsPages, faqQuestions, faqSections, siteSettings } from '../db/schema';
import { DEFAULT_LANDING_TEXTS } from '../modules/content/default-landing';
import { SEED_FAQ, SEED_PAGES } from './content/installation-content';
import { SETTING_KEYS } from '../modules/page/default-settings';

/**
 * The site's content on a fresh installation (issue 13), run at every start, production too: the CMS pages, the
 * landing texts and the FAQ. Idempotent and safe when several instances start at once; never overwrites what an
 * administrator edited — pages and the landing row are inserted `on conflict do nothing` (a seeded page an admin
 * deleted comes back with its default text at the next start), and the FAQ is seeded only while `faq_sections` is
 * empty, under a table lock so that two instances cannot both find it empty.
 */
export async function seedContent(db: Db): Promise<void> {
  await db
    .insert(cmsPages)
    .values(SEED_PAGES.map((page) => ({ ...page })))
    .onConflictDoNothing({ target: cmsPages.slug });
  await db
    .insert(siteSettings)
    .values({ key: SETTING_KEYS.landing, value: DEFAULT_LANDING_TEXTS })
    .onConflictDoNothing({ target: siteSettings.key });
  await seedFaq(db);
}

async function seedFaq(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Blocks another instance's seed (same mode conflicts with itself), not the readers of the FAQ.
    await tx.execute(sql`lock table ${faqSections} in share row exclusive mode`);
    const [existing] = await tx.select({ id: faqSections.id }).from(faqSections).limit(1);
    if (existing) return;
    for (const section of SEED_FAQ) {
      const [row] = await tx
        .insert(faqSections)
        .values({ title: section.title, audience: section.audience, position: section.position })
        .returning({ id: faqSections.id });
      if (!row) throw new Error('faq section not seeded');
      await tx
        .insert(faqQuestions)
        .values(
          section.questions.map((question, index) => ({ ...question, sectionId: row.id, position: index })),
        )
        .onConflictDoNothing({ target: faqQuestions.slug });
    }
  });
}
