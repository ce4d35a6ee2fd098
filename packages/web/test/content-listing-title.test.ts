import { describe, expect, it } from 'vitest';
import { listingTitle } from '../src/features/article-view/listing-title';

const place = (settlement: string) => ({ settlement }) as never;

describe('listingTitle (the listing page’s document title)', () => {
  it('reads «Москва → Тула, 5 т, 20 000 ₽»', () => {
    const title = listingTitle({
      from: place('Москва'),
      to: place('Тула'),
      weightKg: 5000,
      budgetKopecks: 2_000_000,
    });
    expect(title.replace(/\s/g, ' ')).toBe('Москва → Тула, 5 т, 20 000 ₽');
  });

  it('gives the weight in tonnes, fractions included', () => {
    const title = listingTitle({
      from: place('Казань'),
      to: place('Уфа'),
      weightKg: 850,
      budgetKopecks: null,
    });
    expect(title).toBe('Казань → Уфа, 0,85 т');
  });

  it('leaves out what is unknown: no weight, a negotiable price', () => {
    expect(
      listingTitle({ from: place('Омск'), to: place('Томск'), weightKg: null, budgetKopecks: null }),
    ).toBe('Омск → Томск');
  });
});
