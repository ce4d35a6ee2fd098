import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountValueToKopecks, kopecksToAmountValue } from '../src/money';

describe('kopecks → a payment amount value', () => {
  it('writes roubles with a dot and two decimals', () => {
    expect(kopecksToAmountValue(14_000)).toBe('140.00');
    expect(kopecksToAmountValue(129_000)).toBe('1290.00');
    expect(kopecksToAmountValue(1)).toBe('0.01');
    expect(kopecksToAmountValue(10)).toBe('0.10');
    expect(kopecksToAmountValue(0)).toBe('0.00');
    expect(kopecksToAmountValue(449_099)).toBe('4490.99');
  });

  it('refuses what is not a whole non-negative number of kopecks', () => {
    for (const bad of [-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => kopecksToAmountValue(bad)).toThrow(RangeError);
    }
  });

  it('is exact for every amount and reads back to the same kopecks (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (kopecks) => {
        const value = kopecksToAmountValue(kopecks);
        expect(value).toMatch(/^\d+\.\d{2}$/);
        expect(amountValueToKopecks(value)).toBe(kopecks);
        // The same as exact decimal arithmetic on the string of the integer.
        const digits = String(kopecks).padStart(3, '0');
        expect(value).toBe(`${Number(digits.slice(0, -2))}.${digits.slice(-2)}`);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads amount values a provider sends, and nothing else', () => {
    expect(amountValueToKopecks('140.00')).toBe(14_000);
    expect(amountValueToKopecks('140.5')).toBe(14_050);
    expect(amountValueToKopecks('140')).toBe(14_000);
    for (const bad of ['', '140,00', '-1.00', '1.001', '1e3', ' 140.00', '140.', '.50']) {
      expect(amountValueToKopecks(bad), bad).toBeNull();
    }
  });
});
