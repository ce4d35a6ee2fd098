import { describe, expect, it } from 'vitest';
import { ArticleStatus } from '../src/articles';
import {
  cargoOwnerOfMark,
  carrierOfMark,
  isDeliveredFor,
  shownArticleStatus,
  shownStatusOf,
  type DeliveryView,
} from '../src/delivery';

const order = { type: 'order' as const, authorId: 'owner' };
const offer = { type: 'offer' as const, authorId: 'carrier' };

function deal(overrides: Partial<DeliveryView> = {}): DeliveryView {
  return {
    status: ArticleStatus.OnTheWay,
    authorId: 'carrier',
    executorIds: ['a', 'b'],
    deliveredIds: [],
    ...overrides,
  };
}

describe('the sides of a delivery mark', () => {
  it('an order’s mark names its carrier; its cargo owner is the author', () => {
    expect(carrierOfMark(order, 'c1')).toBe('c1');
    expect(cargoOwnerOfMark(order, 'c1')).toBe('owner');
  });

  it('an offer’s mark names a cargo owner; its carrier is the author', () => {
    expect(carrierOfMark(offer, 'g1')).toBe('carrier');
    expect(cargoOwnerOfMark(offer, 'g1')).toBe('g1');
  });
});

describe('«Доставлено» per viewer', () => {
  it('an executor sees it for his own mark only', () => {
    const view = deal({ deliveredIds: ['a'] });
    expect(shownStatusOf(view, 'a')).toBe(ArticleStatus.Delivered);
    expect(shownStatusOf(view, 'b')).toBe(ArticleStatus.OnTheWay);
  });

  it('the author sees it once every executor is delivered', () => {
    expect(isDeliveredFor(deal({ deliveredIds: ['a'] }), 'carrier')).toBe(false);
    expect(isDeliveredFor(deal({ deliveredIds: ['b', 'a'] }), 'carrier')).toBe(true);
    expect(isDeliveredFor(deal({ executorIds: [], deliveredIds: [] }), 'carrier')).toBe(false);
  });

  it('a guest, a stranger and a mark of someone no longer executor see the stored status', () => {
    const view = deal({ deliveredIds: ['a', 'b', 'x'] });
    expect(shownStatusOf(view, null)).toBe(ArticleStatus.OnTheWay);
    expect(shownStatusOf(view, 'x')).toBe(ArticleStatus.OnTheWay);
  });

  it('only on the way: completed, cancelled or in work stay as they are', () => {
    for (const status of [ArticleStatus.ExecutorSelected, ArticleStatus.Completed, ArticleStatus.Cancelled]) {
      expect(shownStatusOf(deal({ status, deliveredIds: ['a', 'b'] }), 'a')).toBe(status);
    }
  });

  it('reads a presented listing', () => {
    const article = {
      status: ArticleStatus.OnTheWay,
      author: { _id: 'owner' },
      executors: [{ user: { _id: 'c1' } }],
      delivered: [{ userId: 'c1' }],
    };
    expect(shownArticleStatus(article, 'owner')).toBe(ArticleStatus.Delivered);
    expect(shownArticleStatus(article, 'c1')).toBe(ArticleStatus.Delivered);
    expect(shownArticleStatus({ ...article, delivered: [] }, 'owner')).toBe(ArticleStatus.OnTheWay);
  });
});
