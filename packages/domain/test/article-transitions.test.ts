import { describe, expect, it } from 'vitest';
import { ARTICLE_STATUSES, type ArticleStatus } from '../src/articles';
import {
  ARTICLE_ACTIONS,
  ARTICLE_ACTION_PATHS,
  availableActions,
  canApplyAction,
  isEditableStatus,
  nextStatus,
  refusedTransitionMessage,
  type ArticleAction,
} from '../src/article-transitions';

/** The table written out by hand, status by status (SPEC §4: draft/restore 1, publish 2, equip 3, on way 4,
 * complete 5, cancel 6, delete 7). Every pair not listed here must be refused. */
const ALLOWED: Record<ArticleStatus, Partial<Record<ArticleAction, ArticleStatus>>> = {
  1: { publish: 2, delete: 7 },
  2: { draft: 1, equip: 3, cancel: 6, delete: 7 },
  3: { onWay: 4, complete: 5, cancel: 6 },
  4: { complete: 5, cancel: 6 },
  5: { delete: 7 },
  6: { draft: 1, delete: 7 },
  7: { draft: 1 },
  10: {},
};

describe('article status transitions', () => {
  for (const from of ARTICLE_STATUSES) {
    for (const action of ARTICLE_ACTIONS) {
      const expected = ALLOWED[from][action] ?? null;
      it(`${action} from ${from} → ${expected ?? 'refused'}`, () => {
        expect(nextStatus(action, from)).toBe(expected);
        expect(canApplyAction(action, from)).toBe(expected !== null);
      });
    }
  }

  it('every action sets the status SPEC §4 names', () => {
    const sets: Record<ArticleAction, ArticleStatus> = {
      draft: 1,
      publish: 2,
      equip: 3,
      onWay: 4,
      complete: 5,
      cancel: 6,
      delete: 7,
    };
    for (const action of ARTICLE_ACTIONS) {
      for (const from of ARTICLE_STATUSES) {
        const to = nextStatus(action, from);
        if (to !== null) expect(to).toBe(sets[action]);
      }
    }
  });

  it('lists the available actions in table order', () => {
    expect(availableActions(2)).toEqual(['draft', 'equip', 'cancel', 'delete']);
    expect(availableActions(7)).toEqual(['draft']);
    expect(availableActions(10)).toEqual([]);
  });

  it('names the API verbs of SPEC §7', () => {
    expect(Object.values(ARTICLE_ACTION_PATHS).sort()).toEqual(
      [
        'draftArticle',
        'publicArticle',
        'equipArticle',
        'onWayArticle',
        'completeArticle',
        'cancelArticle',
        'deleteArticle',
      ].sort(),
    );
  });

  it('explains a refusal in Russian with the action and the status', () => {
    expect(refusedTransitionMessage('publish', 5)).toBe(
      'Действие «Опубликовать» недоступно для объявления в статусе «Завершено»',
    );
  });
});

describe('which statuses the author may edit (one rule for the server policy and both web screens)', () => {
  const EDITABLE: Record<ArticleStatus, boolean> = {
    1: true,
    2: true,
    3: false,
    4: false,
    5: false,
    6: true,
    7: true,
    10: false,
  };
  for (const status of ARTICLE_STATUSES) {
    it(`status ${status}: ${EDITABLE[status] ? 'editable' : 'frozen'}`, () => {
      expect(isEditableStatus(status)).toBe(EDITABLE[status]);
    });
  }
});
