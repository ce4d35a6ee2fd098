import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ARTICLE_STATUSES,
  ARTICLE_STATUS_COLORS,
  ARTICLE_STATUS_LABELS,
  ARTICLE_TYPES,
  ArticleStatus,
  CARGO_TYPES,
  CARGO_TYPE_LABELS,
  LIST_GROUPS,
  LIST_GROUP_LABELS,
  LIST_GROUP_STATUSES,
  MY_LIST_STATUSES,
  TAKING_LIST_STATUSES,
  isArticleStatus,
  listGroupOf,
} from '../src/articles';

describe('article types', () => {
  it('are order and offer', () => {
    expect(ARTICLE_TYPES).toEqual(['order', 'offer']);
  });
});

describe('article statuses (SPEC §4)', () => {
  it('are exactly 1–7 and 10', () => {
    expect([...ARTICLE_STATUSES]).toEqual([1, 2, 3, 4, 5, 6, 7, 10]);
  });

  it('name every status by its spec meaning', () => {
    expect(ArticleStatus).toEqual({
      Draft: 1,
      Published: 2,
      ExecutorSelected: 3,
      OnTheWay: 4,
      Completed: 5,
      Cancelled: 6,
      Trash: 7,
      Delivered: 10,
    });
  });

  it.each([
    [1, 'Черновик'],
    [2, 'Опубликовано'],
    [3, 'Исполнитель выбран'],
    [4, 'В пути'],
    [5, 'Завершено'],
    [6, 'Отменено'],
    [7, 'Корзина'],
    [10, 'Доставлено'],
  ] as const)('status %i is labelled «%s»', (status, label) => {
    expect(ARTICLE_STATUS_LABELS[status]).toBe(label);
  });

  it('has a label and a colour for every status and nothing else', () => {
    const statusKeys = ARTICLE_STATUSES.map(String).sort();
    expect(Object.keys(ARTICLE_STATUS_LABELS).sort()).toEqual(statusKeys);
    expect(Object.keys(ARTICLE_STATUS_COLORS).sort()).toEqual(statusKeys);
  });

  it('uses a different colour for each status', () => {
    const colours = Object.values(ARTICLE_STATUS_COLORS);
    expect(new Set(colours).size).toBe(colours.length);
  });
});

describe('list groups (SPEC §4: 1, 2 open; 3, 4 in work; 5, 6 closed; 7 deleted)', () => {
  it('are open, working, completed, deleted in that order', () => {
    expect(LIST_GROUPS).toEqual(['open', 'working', 'completed', 'deleted']);
  });

  it('hold the spec statuses', () => {
    expect(LIST_GROUP_STATUSES).toEqual({ open: [1, 2], working: [3, 4], completed: [5, 6], deleted: [7] });
  });

  it('have Russian labels', () => {
    expect(LIST_GROUP_LABELS).toEqual({
      open: 'Открытые',
      working: 'В работе',
      completed: 'Завершённые',
      deleted: 'Корзина',
    });
  });

  it.each([
    [1, 'open'],
    [2, 'open'],
    [3, 'working'],
    [4, 'working'],
    [5, 'completed'],
    [6, 'completed'],
    [7, 'deleted'],
    [10, null],
  ] as const)('listGroupOf(%i) is %s', (status, group) => {
    expect(listGroupOf(status)).toBe(group);
  });

  it('partition the "my" list statuses: every one of 1..7 is in exactly one group', () => {
    for (const status of MY_LIST_STATUSES) {
      const groups = LIST_GROUPS.filter((group) => LIST_GROUP_STATUSES[group].includes(status));
      expect(groups).toHaveLength(1);
    }
    const grouped = LIST_GROUPS.flatMap((group) => [...LIST_GROUP_STATUSES[group]]).sort((a, b) => a - b);
    expect(grouped).toEqual([...MY_LIST_STATUSES]);
  });

  it('listGroupOf is consistent with LIST_GROUP_STATUSES for any status', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ARTICLE_STATUSES), (status) => {
        const group = listGroupOf(status);
        if (group === null) return !MY_LIST_STATUSES.includes(status);
        return LIST_GROUP_STATUSES[group].includes(status);
      }),
    );
  });
});

describe('kept lists (SPEC §3)', () => {
  it('"my" lists keep statuses 1..7', () => {
    expect([...MY_LIST_STATUSES]).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('"taking" lists keep statuses 2..6', () => {
    expect([...TAKING_LIST_STATUSES]).toEqual([2, 3, 4, 5, 6]);
  });
});

describe('cargo types (SPEC §3)', () => {
  it('are 1..6', () => {
    expect(CARGO_TYPES).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it.each([
    [1, 'Коробки'],
    [2, 'Мебель'],
    [3, 'Строительный груз'],
    [4, 'Курьерский груз'],
    [5, 'Коммерческий груз'],
    [6, 'Другое'],
  ] as const)('type %i is labelled «%s»', (type, label) => {
    expect(CARGO_TYPE_LABELS[type]).toBe(label);
  });

  it('has exactly one label per type', () => {
    expect(Object.keys(CARGO_TYPE_LABELS).sort()).toEqual(CARGO_TYPES.map(String));
  });
});

describe('isArticleStatus', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 10])('accepts %i', (value) => {
    expect(isArticleStatus(value)).toBe(true);
  });

  it.each([
    0,
    8,
    9,
    11,
    -1,
    1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '1',
    '10',
    null,
    undefined,
    true,
    {},
    [1],
  ])('rejects %o', (value) => {
    expect(isArticleStatus(value)).toBe(false);
  });

  it('accepts exactly the listed statuses among arbitrary values', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -50, max: 50 }), fc.double(), fc.anything()), (value) => {
        const expected = typeof value === 'number' && [1, 2, 3, 4, 5, 6, 7, 10].includes(value);
        return isArticleStatus(value) === expected;
      }),
    );
  });
});
