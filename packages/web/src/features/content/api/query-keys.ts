/** React Query keys of the public content screens; every key starts with `content`. */
export function pageQueryKey(slug: string) {
  return ['content', 'page', slug] as const;
}

export function faqQueryKey(audience: 'cargo' | 'carrier' | null) {
  return ['content', 'faq', audience ?? 'every'] as const;
}

export function faqQuestionQueryKey(slug: string) {
  return ['content', 'faq-question', slug] as const;
}
