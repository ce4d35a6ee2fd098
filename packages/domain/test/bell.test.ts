import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bellLabel } from '../src/bell';

describe('bellLabel (SPEC §2, §9: 10+ at 10 or more)', () => {
  it.each([
    [0, ''],
    [1, '1'],
    [9, '9'],
    [10, '10+'],
    [11, '10+'],
    [99, '10+'],
  ])('%i → %o', (unread, label) => {
    expect(bellLabel(unread)).toBe(label);
  });

  it('shows nothing for a negative count', () => {
    expect(bellLabel(-1)).toBe('');
  });

  it('shows the exact number below the cap and 10+ from the cap on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (n) =>
        n >= 10 ? bellLabel(n) === '10+' : bellLabel(n) === String(n),
      ),
    );
  });
});
