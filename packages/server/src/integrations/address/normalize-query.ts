/**
 * The search form of a place name or query: lower case, «ё» as «е», hyphens and runs of spaces as one space,
 * punctuation dropped. «Ростов-на-Дону», «ростов на дону» and «Ростов  на-Дону» all become «ростов на дону».
 */
export function normalizeQuery(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[-‐‑–—_.,;:()«»"'’/\\]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
