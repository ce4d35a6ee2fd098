import type { FaqAudience } from '@fura/domain/content';

/** A CMS page as seeded: Markdown body, internal links as site paths. */
export interface SeedPage {
  slug: string;
  title: string;
  description: string;
  body: string;
}

export interface SeedQuestion {
  slug: string;
  question: string;
  answer: string;
}

export interface SeedFaqSection {
  title: string;
  audience: FaqAudience;
  position: number;
  questions: SeedQuestion[];
}
