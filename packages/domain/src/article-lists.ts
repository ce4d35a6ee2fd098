import {
  LIST_GROUP_STATUSES,
  MY_LIST_STATUSES,
  TAKING_LIST_STATUSES,
  type ArticleStatus,
  type ListGroup,
} from './articles';

/** SPEC §3: the kept lists — "my" (statuses 1..7) and "taking" (2..6) — each with countAll and counts by status. */
export type ListKind = 'my' | 'taking';

export interface StatusCounts {
  countAll: number;
  /** Keys are statuses as strings ("1".."7"); a missing key counts 0. */
  byStatus: Record<string, number>;
}

export const LIST_KIND_STATUSES: Record<ListKind, readonly ArticleStatus[]> = {
  my: MY_LIST_STATUSES,
  taking: TAKING_LIST_STATUSES,
};

export const EMPTY_COUNTS: StatusCounts = { countAll: 0, byStatus: {} };

export function countOf(counts: StatusCounts, statuses: readonly ArticleStatus[]): number {
  return statuses.reduce((sum, status) => sum + (counts.byStatus[String(status)] ?? 0), 0);
}

export function groupCount(counts: StatusCounts, group: ListGroup): number {
  return countOf(counts, LIST_GROUP_STATUSES[group]);
}

/**
 * Counts after an article moves from `from` to `to` (`null` = not in the list: created or gone). Statuses outside
 * the kind's list are ignored; counts never go below 0.
 */
export function moveCounts(
  counts: StatusCounts,
  kind: ListKind,
  from: ArticleStatus | null,
  to: ArticleStatus | null,
): StatusCounts {
  const kept = LIST_KIND_STATUSES[kind];
  const byStatus = { ...counts.byStatus };
  if (from !== null && kept.includes(from)) {
    byStatus[String(from)] = Math.max(0, (byStatus[String(from)] ?? 0) - 1);
  }
  if (to !== null && kept.includes(to)) {
    byStatus[String(to)] = (byStatus[String(to)] ?? 0) + 1;
  }
  return { byStatus, countAll: countOf({ countAll: 0, byStatus }, kept) };
}

/**
 * One list view (e.g. "open": statuses 1, 2) after an article changed: updated in place when it still belongs,
 * removed when it left, added on top when it arrived (SPEC §4: a status change moves the article between lists).
 */
export function applyToList<T extends { _id: string; status: ArticleStatus }>(
  items: readonly T[],
  article: T,
  statuses: readonly ArticleStatus[],
): T[] {
  const belongs = statuses.includes(article.status);
  const index = items.findIndex((item) => item._id === article._id);
  if (index === -1) return belongs ? [article, ...items] : [...items];
  if (!belongs) return items.filter((item) => item._id !== article._id);
  const next = [...items];
  next[index] = article;
  return next;
}
