import { describe, expect, it } from 'vitest';
import { ARTICLE_STATUSES, ArticleStatus } from '../src/articles';
import { DEAL_CONTACTS_DAYS_AFTER_CLOSE } from '../src/constants';
import { closedAtFor, contactIdsFor, dealContactsOpen, ZDealContact } from '../src/deal-contacts';

const now = new Date('2030-05-20T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('dealContactsOpen: from the choice to a week after closing', () => {
  it('is open while the deal is in progress, whatever closedAt says', () => {
    for (const status of [2, 3, 4, 10]) {
      expect(dealContactsOpen({ status, closedAt: null }, now), `status ${status}`).toBe(true);
    }
  });

  it('is never open in a draft or in the trash (an admin hiding a closed deal too)', () => {
    for (const status of [1, 7]) {
      expect(dealContactsOpen({ status, closedAt: ago(DAY) }, now), `status ${status}`).toBe(false);
      expect(dealContactsOpen({ status, closedAt: null }, now), `status ${status}`).toBe(false);
    }
  });

  it('stays open after completing or cancelling until the days run out, to the millisecond', () => {
    const limit = DEAL_CONTACTS_DAYS_AFTER_CLOSE * DAY;
    expect(DEAL_CONTACTS_DAYS_AFTER_CLOSE).toBe(7);
    for (const status of [ArticleStatus.Completed, ArticleStatus.Cancelled]) {
      expect(dealContactsOpen({ status, closedAt: now }, now)).toBe(true);
      expect(dealContactsOpen({ status, closedAt: ago(6 * DAY) }, now)).toBe(true);
      expect(dealContactsOpen({ status, closedAt: ago(limit - 1) }, now)).toBe(true);
      expect(dealContactsOpen({ status, closedAt: ago(limit) }, now)).toBe(false);
      expect(dealContactsOpen({ status, closedAt: ago(30 * DAY) }, now)).toBe(false);
    }
  });

  it('a closed deal without a closing time is not open (nothing to count from)', () => {
    expect(dealContactsOpen({ status: ArticleStatus.Completed, closedAt: null }, now)).toBe(false);
  });

  it('knows every status', () => {
    const open = ARTICLE_STATUSES.filter((status) => dealContactsOpen({ status, closedAt: now }, now));
    expect(open).toEqual([2, 3, 4, 5, 6, 10]);
  });
});

describe('contactIdsFor: the author and each executor, pairwise', () => {
  const deal = { authorId: 'author', executorIds: ['one', 'two'] };

  it('the author sees every executor', () => {
    expect(contactIdsFor(deal, 'author')).toEqual(['one', 'two']);
  });

  it('an executor sees the author only, never another executor', () => {
    expect(contactIdsFor(deal, 'one')).toEqual(['author']);
    expect(contactIdsFor(deal, 'two')).toEqual(['author']);
  });

  it('guests and anyone else (a requester, a removed executor, an admin) see nobody', () => {
    expect(contactIdsFor(deal, null)).toEqual([]);
    expect(contactIdsFor(deal, 'stranger')).toEqual([]);
    expect(contactIdsFor({ authorId: 'author', executorIds: [] }, 'author')).toEqual([]);
  });
});

describe('closedAtFor', () => {
  it('stamps completing and cancelling, clears any other status', () => {
    expect(closedAtFor(ArticleStatus.Completed, now)).toBe(now);
    expect(closedAtFor(ArticleStatus.Cancelled, now)).toBe(now);
    for (const status of [1, 2, 3, 4, 7, 10]) expect(closedAtFor(status, now)).toBeNull();
  });
});

describe('ZDealContact', () => {
  it('keeps the whitelisted fields only', () => {
    const parsed = ZDealContact.parse({
      userId: 'u',
      name: { first: 'Иван', last: 'Петров' },
      phone: '79990001122',
      email: 'ivan@example.ru',
      passwordHash: 'x',
    });
    expect(parsed).toEqual({
      userId: 'u',
      name: { first: 'Иван', last: 'Петров' },
      phone: '79990001122',
      email: 'ivan@example.ru',
    });
  });
});
