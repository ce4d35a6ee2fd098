import { describe, expect, it } from 'vitest';
import { listingTitle, roublesLabel, routeLabel, THIN_SPACE, tonnesLabel } from '../src/listing-title';

const thin = (text: string) => text.replaceAll('_', THIN_SPACE);

describe('listingTitle', () => {
  it('reads «Москва → Тула, 5 т, 20 000 ₽» with a thin space grouping the roubles', () => {
    const title = listingTitle({
      fromSettlement: 'Москва',
      toSettlement: 'Тула',
      weightKg: 5000,
      budgetKopecks: 2_000_000,
    });
    expect(title).toBe(thin('Москва → Тула, 5 т, 20_000 ₽'));
    expect(title).toContain('\u2009');
    expect(title).not.toContain('\u00a0');
  });

  it('leaves missing parts out', () => {
    const base = { fromSettlement: 'Казань', toSettlement: 'Самара', weightKg: null, budgetKopecks: null };
    expect(listingTitle(base)).toBe('Казань → Самара');
    expect(listingTitle({ ...base, budgetKopecks: 4_500_000 })).toBe(thin('Казань → Самара, 45_000 ₽'));
    expect(listingTitle({ ...base, weightKg: 1500 })).toBe('Казань → Самара, 1,5 т');
    expect(listingTitle({ ...base, toSettlement: ' ' })).toBe('Казань');
    expect(listingTitle({ fromSettlement: '', toSettlement: '', weightKg: null, budgetKopecks: null })).toBe(
      '',
    );
  });
});

describe('the parts', () => {
  it.each([
    [5000, '5 т'],
    [1500, '1,5 т'],
    [850, '0,85 т'],
    [20_125, '20,125 т'],
    [1_200_000, thin('1_200 т')],
    [0, ''],
    [null, ''],
    [-5, ''],
  ])('tonnesLabel(%o) = %o', (kg, label) => {
    expect(tonnesLabel(kg)).toBe(label);
  });

  it.each([
    [2_000_000, thin('20_000 ₽')],
    [100, '1 ₽'],
    [99_900, '999 ₽'],
    [150_050, thin('1_500,50 ₽')],
    [123_456_789_00, thin('123_456_789 ₽')],
    [5, '0,05 ₽'],
    [0, ''],
    [null, ''],
    [1.5, ''],
  ])('roublesLabel(%o) = %o', (kopecks, label) => {
    expect(roublesLabel(kopecks)).toBe(label);
  });

  it('routeLabel joins by an arrow', () => {
    expect(routeLabel(' Москва ', 'Тула')).toBe('Москва → Тула');
    expect(routeLabel('', 'Тула')).toBe('Тула');
  });
});
