import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LIST_GROUP_STATUSES, type ArticleStatus } from '../src/articles';
import { applyToList, groupCount, moveCounts, type StatusCounts } from '../src/article-lists';

const counts = (byStatus: Record<string, number>): StatusCounts => ({
  byStatus,
  countAll: Object.entries(byStatus)
    .filter(([status]) => Number(status) >= 1 && Number(status) <= 7)
    .reduce((sum, [, n]) => sum + n, 0),
});

describe('moveCounts (SPEC §4: a status change moves the article between lists)', () => {
  it('moves one article from published to trash in the my lists', () => {
    const next = moveCounts(counts({ '2': 3, '7': 1 }), 'my', 2, 7);
    expect(next.byStatus).toEqual({ '2': 2, '7': 2 });
    expect(next.countAll).toBe(4);
    expect(groupCount(next, 'open')).toBe(2);
    expect(groupCount(next, 'deleted')).toBe(2);
  });

  it('counts a new article and a removed one', () => {
    expect(moveCounts(counts({}), 'my', null, 1)).toEqual({ byStatus: { '1': 1 }, countAll: 1 });
    expect(moveCounts(counts({ '1': 1 }), 'my', 1, null)).toEqual({ byStatus: { '1': 0 }, countAll: 0 });
  });

  it('ignores statuses outside the kind: taking lists keep 2..6 only', () => {
    const next = moveCounts(counts({ '6': 1 }), 'taking', 6, 7);
    expect(next.byStatus).toEqual({ '6': 0 });
    expect(next.countAll).toBe(0);
    expect(moveCounts(counts({}), 'taking', null, 1).countAll).toBe(0);
  });

  it('never goes below zero and keeps countAll the sum of the kept statuses', () => {
    const status = fc.constantFrom<ArticleStatus | null>(null, 1, 2, 3, 4, 5, 6, 7, 10);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(status, status), { maxLength: 40 }),
        fc.constantFrom('my', 'taking'),
        (moves, kind) => {
          let current: StatusCounts = { countAll: 0, byStatus: {} };
          for (const [from, to] of moves) current = moveCounts(current, kind, from, to);
          const values = Object.values(current.byStatus);
          expect(values.every((n) => n >= 0)).toBe(true);
          const kept = kind === 'my' ? [1, 2, 3, 4, 5, 6, 7] : [2, 3, 4, 5, 6];
          expect(current.countAll).toBe(kept.reduce((sum, s) => sum + (current.byStatus[String(s)] ?? 0), 0));
        },
      ),
    );
  });
});

describe('applyToList', () => {
  const a = (id: string, status: ArticleStatus) => ({ _id: id, status });
  const open = LIST_GROUP_STATUSES.open;

  it('adds an arriving article on top, updates one that stays, removes one that leaves', () => {
    const list = [a('x', 2), a('y', 1)];
    expect(applyToList(list, a('z', 2), open).map((i) => i._id)).toEqual(['z', 'x', 'y']);
    expect(applyToList(list, a('y', 2), open)).toEqual([a('x', 2), a('y', 2)]);
    expect(applyToList(list, a('x', 7), open)).toEqual([a('y', 1)]);
    expect(applyToList(list, a('q', 7), open)).toEqual(list);
  });

  it('does not change the list it was given', () => {
    const list = [a('x', 2)];
    applyToList(list, a('x', 7), open);
    expect(list).toEqual([a('x', 2)]);
  });
});
