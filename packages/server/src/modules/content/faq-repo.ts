import { asc, eq, inArray } from 'drizzle-orm';
import {
  CONTENT_MESSAGES,
  FAQ_AUDIENCES,
  type FaqAudience,
  type TFaqQuestionResponse,
  type TFaqSection,
} from '@fura/domain/content';
import type { Db } from '../../db/connect';
import { faqQuestions, faqSections } from '../../db/schema';
import { notFound } from '../../http/errors';
import { isSlug } from './pages-repo';
import { presentQuestion, presentSection } from './present';

/** Which sections a reader sees: his side's and those «для всех»; without a side every section. */
function audiencesFor(audience: 'cargo' | 'carrier' | undefined): FaqAudience[] {
  return audience ? [audience, 'all'] : [...FAQ_AUDIENCES];
}

/** The FAQ: sections in their order, each with its questions in theirs (two queries, whatever the size). */
export async function readFaq(db: Db, audience?: 'cargo' | 'carrier'): Promise<TFaqSection[]> {
  const sections = await db
    .select()
    .from(faqSections)
    .where(inArray(faqSections.audience, audiencesFor(audience)))
    .orderBy(asc(faqSections.position), asc(faqSections.title), asc(faqSections.id));
  if (sections.length === 0) return [];
  const questions = await db
    .select()
    .from(faqQuestions)
    .where(
      inArray(
        faqQuestions.sectionId,
        sections.map((section) => section.id),
      ),
    )
    .orderBy(asc(faqQuestions.position), asc(faqQuestions.slug));
  return sections.map((section) =>
    presentSection(
      section,
      questions.filter((question) => question.sectionId === section.id),
    ),
  );
}

/** One question of /questions/{slug} with its section; 404 «Вопрос не найден». */
export async function readQuestion(db: Db, slug: string): Promise<TFaqQuestionResponse> {
  if (!isSlug(slug)) throw notFound(CONTENT_MESSAGES.questionNotFound);
  const [row] = await db
    .select({ question: faqQuestions, section: faqSections })
    .from(faqQuestions)
    .innerJoin(faqSections, eq(faqSections.id, faqQuestions.sectionId))
    .where(eq(faqQuestions.slug, slug))
    .limit(1);
  if (!row) throw notFound(CONTENT_MESSAGES.questionNotFound);
  return {
    question: presentQuestion(row.question),
    section: { id: row.section.id, title: row.section.title, audience: row.section.audience },
  };
}
