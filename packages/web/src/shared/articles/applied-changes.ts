import type { TArticle } from '@fura/domain/article-schemas';

export interface ChangeMemory {
  /** True for a change already applied; otherwise remembers it and answers false. */
  seen(article: Pick<TArticle, '_id' | 'updatedAt' | 'status'>): boolean;
  /** Forgets the listing: its next change applies even if it looks like the last one. */
  forget(id: string): void;
}

/**
 * A memory of the last change applied per listing, so that one change delivered twice (the answer and its event, or
 * an event on two paths) counts once. Forgets everything past `limit` listings.
 */
export function changeMemory(limit = 500): ChangeMemory {
  const applied = new Map<string, string>();
  return {
    seen(article) {
      const mark = `${article.updatedAt}|${article.status}`;
      if (applied.get(article._id) === mark) return true;
      if (applied.size >= limit) applied.clear();
      applied.set(article._id, mark);
      return false;
    },
    forget(id) {
      applied.delete(id);
    },
  };
}
