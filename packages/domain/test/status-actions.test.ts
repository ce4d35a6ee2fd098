import { describe, expect, it } from 'vitest';
import { ARTICLE_MESSAGES } from '../src/article-schemas';
import {
  ARTICLE_ACTIONS,
  allowedStatusActions,
  availableActions,
  statusActionRefusal,
  type StatusActionState,
} from '../src/article-transitions';
import { ARTICLE_STATUSES, type ArticleStatus } from '../src/articles';
import { DEAL_MESSAGES } from '../src/deal-items';
import { ERROR_MESSAGES } from '../src/errors';
import { isLoadingDatePast, moscowToday } from '../src/loading-date';

const state = (status: ArticleStatus, fields: Partial<StatusActionState> = {}): StatusActionState => ({
  status,
  executorsCount: 0,
  loadingDatePast: false,
  hiddenByAdmin: false,
  actorBanned: false,
  ...fields,
});

/** The author's buttons written out by hand, status by status, for a listing with and without executors. */
const WITHOUT_EXECUTORS: Record<ArticleStatus, string[]> = {
  1: ['publish', 'delete'],
  2: ['draft', 'cancel', 'delete'],
  3: ['onWay', 'complete', 'cancel'],
  4: ['complete', 'cancel'],
  5: ['delete'],
  6: ['draft', 'delete'],
  7: ['draft'],
  10: [],
};
const WITH_EXECUTORS: Record<ArticleStatus, string[]> = {
  1: ['publish', 'delete'],
  2: ['equip', 'cancel'],
  3: ['onWay', 'complete', 'cancel'],
  4: ['complete', 'cancel'],
  5: ['delete'],
  6: ['delete'],
  7: [],
  10: [],
};

describe('allowedStatusActions', () => {
  for (const status of ARTICLE_STATUSES) {
    it(`status ${status}: without executors, then with one`, () => {
      expect(allowedStatusActions(state(status))).toEqual(WITHOUT_EXECUTORS[status]);
      expect(allowedStatusActions(state(status, { executorsCount: 1 }))).toEqual(WITH_EXECUTORS[status]);
    });
  }

  it('is the table narrowed, never widened, and names a reason for every verb it leaves out', () => {
    for (const status of ARTICLE_STATUSES) {
      for (const executorsCount of [0, 2]) {
        for (const loadingDatePast of [false, true]) {
          const current = state(status, { executorsCount, loadingDatePast });
          const allowed = allowedStatusActions(current);
          expect(availableActions(status)).toEqual(expect.arrayContaining(allowed));
          for (const action of ARTICLE_ACTIONS) {
            expect(statusActionRefusal(action, current) === null).toBe(allowed.includes(action));
          }
        }
      }
    }
  });

  it('refuses a cancelled deal with executors its restore, and a published one with executors draft and trash', () => {
    expect(statusActionRefusal('draft', state(6, { executorsCount: 1 }))).toEqual({
      code: 400,
      msg: DEAL_MESSAGES.closedDealRestore,
    });
    expect(statusActionRefusal('draft', state(7, { executorsCount: 1 }))?.msg).toBe(
      DEAL_MESSAGES.closedDealRestore,
    );
    for (const action of ['draft', 'delete'] as const) {
      expect(statusActionRefusal(action, state(2, { executorsCount: 1 }))?.msg).toBe(
        DEAL_MESSAGES.removeExecutorsFirst,
      );
    }
    expect(statusActionRefusal('equip', state(2))?.msg).toBe(DEAL_MESSAGES.needExecutor);
  });

  it('does not publish a draft whose loading date has passed: the field is named', () => {
    expect(allowedStatusActions(state(1, { loadingDatePast: true }))).toEqual(['delete']);
    expect(statusActionRefusal('publish', state(1, { loadingDatePast: true }))).toEqual({
      code: 400,
      msg: ARTICLE_MESSAGES.loadingDatePast,
      param: 'loadingDate',
    });
    // Only publishing looks at the date: a published listing may still be withdrawn.
    expect(allowedStatusActions(state(2, { loadingDatePast: true }))).toEqual(WITHOUT_EXECUTORS[2]);
  });

  it('leaves nothing to a banned author or on a listing an administrator hid (403)', () => {
    for (const status of ARTICLE_STATUSES) {
      expect(allowedStatusActions(state(status, { actorBanned: true }))).toEqual([]);
      expect(allowedStatusActions(state(status, { hiddenByAdmin: true }))).toEqual([]);
    }
    expect(statusActionRefusal('draft', state(7, { hiddenByAdmin: true }))).toEqual({
      code: 403,
      msg: ARTICLE_MESSAGES.hiddenByAdmin,
    });
    expect(statusActionRefusal('publish', state(1, { actorBanned: true }))).toEqual({
      code: 403,
      msg: ERROR_MESSAGES.banned,
    });
  });
});

describe('loading dates in Moscow', () => {
  it('a date passes at Moscow midnight, not UTC midnight', () => {
    // 21:30 UTC on 1 March is 00:30 on 2 March in Moscow.
    const now = new Date('2030-03-01T21:30:00Z');
    expect(moscowToday(now)).toBe('2030-03-02');
    expect(isLoadingDatePast('2030-03-01', now)).toBe(true);
    expect(isLoadingDatePast('2030-03-02', now)).toBe(false);
  });
});
