import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FaqAudience } from '@fura/domain/content';
import { users } from './users';

/** CMS pages of /page/{slug} (issue 13): Markdown bodies, edited in the admin console. */
export const cmsPages = pgTable('cms_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** FAQ sections by audience, in their order. */
export const faqSections = pgTable('faq_sections', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  title: text('title').notNull(),
  audience: text('audience').$type<FaqAudience>().notNull(),
  position: integer('position').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** FAQ questions: /questions/{slug}; the answer is Markdown. */
export const faqQuestions = pgTable(
  'faq_questions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => faqSections.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faq_questions_section_idx').on(t.sectionId, t.position)],
);

export type CmsPageRow = typeof cmsPages.$inferSelect;
export type FaqSectionRow = typeof faqSections.$inferSelect;
export type FaqQuestionRow = typeof faqQuestions.$inferSelect;
