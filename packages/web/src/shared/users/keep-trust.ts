import type { TArticle } from '@fura/domain/article-schemas';

/**
 * A listing from an event or a command's answer carries no trust line (issue 29: only the listing's own page reads
 * it); the page keeps the author's it had, so the line does not vanish while the page is open.
 */
export function keepAuthorTrust(next: TArticle, current: TArticle | undefined): TArticle {
  const trust = current?.author.trust;
  if (next.author.trust || !trust || current.author._id !== next.author._id) return next;
  return { ...next, author: { ...next.author, trust } };
}
