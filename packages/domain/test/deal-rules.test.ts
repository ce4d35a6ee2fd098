import { describe, expect, it } from 'vitest';
import { ARTICLE_STATUSES, ArticleStatus } from '../src/articles';
import {
  MAX_EXECUTORS,
  REQUESTER_ROLE,
  acceptsRequests,
  acceptsReviews,
  canPickExecutor,
  canRemoveExecutor,
  canReview,
  carrierIdsOf,
  ratingOf,
  statusAfterExecutorRemoved,
  statusAfterExecutorSet,
} from '../src/deal-rules';

const { Published, ExecutorSelected, OnTheWay, Completed, Delivered } = ArticleStatus;

function only(allowed: readonly ArticleStatus[], rule: (status: ArticleStatus) => boolean): void {
  for (const status of ARTICLE_STATUSES)
    expect(rule(status), `status ${status}`).toBe(allowed.includes(status));
}

describe('who requests and how many executors (SPEC §6)', () => {
  it('carriers request orders, cargo owners request offers', () => {
    expect(REQUESTER_ROLE).toEqual({ order: 'carrier', offer: 'cargo' });
  });

  it('an order takes one executor, an offer up to ten', () => {
    expect(MAX_EXECUTORS).toEqual({ order: 1, offer: 10 });
  });
});

describe('status gates (SPEC §4)', () => {
  it('requests only on published listings', () => only([Published], acceptsRequests));
  it('executors are picked on published or executor-selected listings', () =>
    only([Published, ExecutorSelected], canPickExecutor));
  it('executors are removed on published, executor-selected or on-the-way listings', () =>
    only([Published, ExecutorSelected, OnTheWay], canRemoveExecutor));
  it('reviews only on completed deals', () => only([Completed], acceptsReviews));
});

describe('statusAfterExecutorSet', () => {
  it('a published order moves to executor selected', () => {
    expect(statusAfterExecutorSet('order', Published)).toBe(ExecutorSelected);
  });

  it('an order in any other status keeps it', () => {
    for (const status of ARTICLE_STATUSES.filter((s) => s !== Published)) {
      expect(statusAfterExecutorSet('order', status)).toBe(status);
    }
  });

  it('an offer keeps its status whatever it is', () => {
    for (const status of ARTICLE_STATUSES) expect(statusAfterExecutorSet('offer', status)).toBe(status);
  });
});

describe('statusAfterExecutorRemoved', () => {
  it('removing the last executor of a listing in work puts it back to published', () => {
    expect(statusAfterExecutorRemoved(ExecutorSelected, 0)).toBe(Published);
    expect(statusAfterExecutorRemoved(OnTheWay, 0)).toBe(Published);
  });

  it('a published listing stays published', () => {
    expect(statusAfterExecutorRemoved(Published, 0)).toBe(Published);
    expect(statusAfterExecutorRemoved(Published, 2)).toBe(Published);
  });

  it('executors left → the status is kept', () => {
    for (const status of [ExecutorSelected, OnTheWay, Completed, Delivered]) {
      expect(statusAfterExecutorRemoved(status, 1)).toBe(status);
      expect(statusAfterExecutorRemoved(status, 9)).toBe(status);
    }
  });
});

describe('carrierIdsOf', () => {
  it("an order's carriers are its executors (a copy)", () => {
    const executors = ['c1'];
    const ids = carrierIdsOf({ type: 'order', authorId: 'cargo1' }, executors);
    expect(ids).toEqual(['c1']);
    expect(ids).not.toBe(executors);
    expect(carrierIdsOf({ type: 'order', authorId: 'cargo1' }, [])).toEqual([]);
  });

  it("an offer's carrier is its author, whoever the executors are", () => {
    expect(carrierIdsOf({ type: 'offer', authorId: 'carrier1' }, ['g1', 'g2'])).toEqual(['carrier1']);
    expect(carrierIdsOf({ type: 'offer', authorId: 'carrier1' }, [])).toEqual(['carrier1']);
  });
});

describe('canReview', () => {
  const deal = { authorId: 'author', executorIds: ['ex1', 'ex2'] };
  const people = ['author', 'ex1', 'ex2', 'outsider'];
  const allowed = new Set(['author→ex1', 'author→ex2', 'ex1→author', 'ex2→author']);

  it('the author reviews an executor and an executor reviews the author — nothing else', () => {
    for (const reviewer of people) {
      for (const reviewed of people) {
        const key = `${reviewer}→${reviewed}`;
        expect(canReview(deal, reviewer, reviewed), key).toBe(allowed.has(key));
      }
    }
  });

  it('nobody reviews himself, even when he is both author and executor', () => {
    expect(canReview({ authorId: 'u', executorIds: ['u'] }, 'u', 'u')).toBe(false);
  });

  it('a deal without executors cannot be reviewed', () => {
    expect(canReview({ authorId: 'author', executorIds: [] }, 'author', 'ex1')).toBe(false);
    expect(canReview({ authorId: 'author', executorIds: [] }, 'ex1', 'author')).toBe(false);
  });
});

describe('ratingOf', () => {
  it('is 0 without ratings', () => expect(ratingOf([])).toBe(0));

  it('is the mean', () => {
    expect(ratingOf([5])).toBe(5);
    expect(ratingOf([4, 5])).toBe(4.5);
    expect(ratingOf([1, 2, 3, 4, 5])).toBe(3);
  });

  it('is rounded to two decimals', () => {
    expect(ratingOf([5, 4, 4])).toBe(4.33);
    expect(ratingOf([5, 5, 4])).toBe(4.67);
    expect(ratingOf([1, 1, 1, 1, 1, 1, 2])).toBe(1.14);
    expect(ratingOf([5, 5, 5, 5, 5, 5, 4])).toBe(4.86);
  });

  it('ignores the order of ratings', () => {
    expect(ratingOf([3, 5, 4, 4])).toBe(ratingOf([4, 4, 5, 3]));
  });
});
