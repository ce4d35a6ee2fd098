import { describe, expect, it } from 'vitest';
import {
  bodyTypesLabel,
  cargoTypesLabel,
  formatDimensions,
  formatDistance,
  formatLoading,
  formatRoute,
  formatTimeWindow,
  formatVolume,
  formatWeight,
} from '../src/shared/format/article';
import { makeArticle } from './my-articles-fixtures';

// Intl puts a no-break space (U+00A0) between thousands in ru-RU.
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('article formatters', () => {
  it('shows weight in kilograms below a tonne and in tonnes from a tonne', () => {
    expect(formatWeight(850)).toBe('850 кг');
    expect(formatWeight(999)).toBe('999 кг');
    expect(formatWeight(1000)).toBe('1 т');
    expect(formatWeight(1500)).toBe('1,5 т');
    expect(formatWeight(20_000)).toBe('20 т');
    expect(formatWeight(1234)).toBe('1,234 т');
    expect(formatWeight(null)).toBe('');
  });

  it('shows volume in cubic metres with a decimal comma', () => {
    expect(formatVolume(82)).toBe('82 м³');
    expect(formatVolume(12.5)).toBe('12,5 м³');
    expect(formatVolume(null)).toBe('');
    expect(formatVolume(undefined)).toBe('');
  });

  it('joins the known dimensions', () => {
    expect(formatDimensions({ lengthM: 13.6, widthM: 2.45, heightM: 2.7 })).toBe('13,6 × 2,45 × 2,7 м');
    expect(formatDimensions({ lengthM: 2, widthM: null, heightM: null })).toBe('2 м');
    expect(formatDimensions({ lengthM: null, widthM: null, heightM: null })).toBe('');
  });

  it('reads the route by settlements', () => {
    expect(formatRoute(makeArticle('a'))).toBe('Москва → Казань');
  });

  it('formats the loading date dd.MM.yyyy with the time window', () => {
    const article = makeArticle('a', {
      loadingDate: '2030-08-02',
      loadingTimeFrom: '09:00',
      loadingTimeTo: '18:30',
    });
    expect(formatLoading(article)).toBe('02.08.2030, 09:00–18:30');
    expect(formatLoading({ ...article, loadingTimeFrom: null, loadingTimeTo: null })).toBe('02.08.2030');
    expect(formatTimeWindow({ loadingTimeFrom: '09:00', loadingTimeTo: null })).toBe('с 09:00');
    expect(formatTimeWindow({ loadingTimeFrom: null, loadingTimeTo: '12:00' })).toBe('до 12:00');
    expect(formatTimeWindow({ loadingTimeFrom: '12:00', loadingTimeTo: '12:00' })).toBe('12:00');
  });

  it('labels cargo and body types, skipping unknown cargo codes', () => {
    expect(cargoTypesLabel([2, 1])).toBe('Мебель, Коробки');
    expect(cargoTypesLabel([6, 42])).toBe('Другое');
    expect(cargoTypesLabel([])).toBe('');
    expect(bodyTypesLabel(['tent', 'refrigerator'])).toBe('Тент, Рефрижератор');
    expect(bodyTypesLabel([])).toBe('Любой кузов');
  });

  it('rounds distances to 0.1 km', () => {
    expect(nbsp(formatDistance(12.345))).toBe('12,3 км');
    expect(nbsp(formatDistance(12_345))).toBe('12 345 км');
  });
});
