import { FAQ_AUDIENCES, type FaqAudience, type TFaqSection } from '@fura/domain/content';

function normalize(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е');
}

/**
 * The sections with only the questions whose question or answer holds every word of the search (case and «ё»
 * ignored); sections left without questions are dropped. An empty search keeps everything.
 */
export function filterFaq(sections: readonly TFaqSection[], search: string): TFaqSection[] {
  const words = normalize(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return sections.filter((section) => section.questions.length > 0);
  return sections
    .map((section) => ({
      ...section,
      questions: section.questions.filter((question) => {
        const text = normalize(`${question.question} ${question.answer}`);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((section) => section.questions.length > 0);
}

export interface AudienceGroup {
  audience: FaqAudience;
  sections: TFaqSection[];
}

/** Sections grouped by audience: cargo owners, carriers, then everyone; sections keep their order. */
export function groupByAudience(sections: readonly TFaqSection[]): AudienceGroup[] {
  return FAQ_AUDIENCES.map((audience) => ({
    audience,
    sections: sections
      .filter((section) => section.audience === audience)
      .sort((a, b) => a.position - b.position),
  })).filter((group) => group.sections.length > 0);
}

export function countQuestions(sections: readonly TFaqSection[]): number {
  return sections.reduce((sum, section) => sum + section.questions.length, 0);
}
