import type { TFaqQuestion, TFaqSection, TPage } from '@fura/domain/content';
import type { CmsPageRow, FaqQuestionRow, FaqSectionRow } from '../../db/schema';

/** The fields a page shows to anyone; who edited it last stays inside. */
export function presentPage(row: CmsPageRow): TPage {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    body: row.body,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentQuestion(row: FaqQuestionRow): TFaqQuestion {
  return {
    id: row.id,
    slug: row.slug,
    question: row.question,
    answer: row.answer,
    position: row.position,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentSection(row: FaqSectionRow, questions: readonly FaqQuestionRow[]): TFaqSection {
  return {
    id: row.id,
    title: row.title,
    audience: row.audience,
    position: row.position,
    questions: questions.map(presentQuestion),
  };
}
