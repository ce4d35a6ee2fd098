import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_FORMS, daysRu, pluralRu } from '../src/plural';

const FORMS = ['one', 'few', 'many'] as const;

/** The textbook Russian rule, independent of Intl. */
function expectedForm(n: number): (typeof FORMS)[number] {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return 'one';
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return 'few';
  return 'many';
}

describe('pluralRu', () => {
  it.each([
    [0, 'many'],
    [1, 'one'],
    [2, 'few'],
    [3, 'few'],
    [4, 'few'],
    [5, 'many'],
    [11, 'many'],
    [12, 'many'],
    [14, 'many'],
    [21, 'one'],
    [22, 'few'],
    [25, 'many'],
    [101, 'one'],
    [111, 'many'],
  ] as const)('%i → %s', (count, form) => {
    expect(pluralRu(count, FORMS)).toBe(form);
  });

  it('treats negative numbers like positive ones', () => {
    expect(pluralRu(-1, FORMS)).toBe('one');
    expect(pluralRu(-3, FORMS)).toBe('few');
    expect(pluralRu(-11, FORMS)).toBe('many');
  });

  it('follows the Russian rule for every non-negative integer', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), (n) => pluralRu(n, FORMS) === expectedForm(n)),
      { numRuns: 500 },
    );
  });
});

describe('daysRu', () => {
  it('uses день / дня / дней', () => {
    expect(DAY_FORMS).toEqual(['день', 'дня', 'дней']);
  });

  it.each([
    [0, '0 дней'],
    [1, '1 день'],
    [2, '2 дня'],
    [3, '3 дня'],
    [4, '4 дня'],
    [5, '5 дней'],
    [11, '11 дней'],
    [12, '12 дней'],
    [14, '14 дней'],
    [21, '21 день'],
    [22, '22 дня'],
    [25, '25 дней'],
    [101, '101 день'],
    [111, '111 дней'],
  ])('%i → «%s»', (count, text) => {
    expect(daysRu(count)).toBe(text);
  });
});
