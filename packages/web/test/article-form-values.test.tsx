import { describe, expect, it } from 'vitest';
import { ARTICLE_MESSAGES } from '@fura/domain/article-schemas';
import {
  articleFormValues,
  emptyArticleForm,
  parseDecimal,
  parseDigits,
  toArticleRaw,
} from '../src/features/article-form/article-form-values';
import { articleFormSchema, articleIssueMessage } from '../src/features/article-form/article-form-schema';
import { keepDecimal } from '../src/features/article-form/components/DecimalField';
import { photoFileError } from '../src/features/article-form/photo-files';
import { articleServerFields } from '../src/features/article-form/server-fields';
import { PLACES, TEMPLATE, photoFile, savedArticle } from './article-form-fixtures';
import { carValuesFromTemplate } from '../src/features/article-form/article-form-values';

describe('article form values', () => {
  it('keeps digits and one decimal comma with two places at most', () => {
    expect(keepDecimal('12.5')).toBe('12,5');
    expect(keepDecimal('1,234')).toBe('1,23');
    expect(keepDecimal('a4b')).toBe('4');
    expect(keepDecimal(',5')).toBe('0,5');
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal(',')).toBeNaN();
    expect(parseDigits('007')).toBe(7);
  });

  it('derives an offer’s weight, volume, body and loading types from its vehicle', () => {
    const values = { ...emptyArticleForm(), car: carValuesFromTemplate(TEMPLATE), cargoTypes: [1 as const] };
    const raw = toArticleRaw(values, 'offer');
    expect(raw).toMatchObject({
      cargoTypes: [],
      weightKg: 20_000,
      volumeM3: 82,
      bodyTypes: ['tent'],
      loadingTypes: ['side', 'rear'],
      car: { templateId: 't1', capacityTons: 20 },
    });
    expect(toArticleRaw(values, 'order').car).toBeNull();
  });

  it('round-trips a saved listing through the form (kopecks → roubles → kopecks)', () => {
    const article = savedArticle('a1');
    const raw = toArticleRaw(articleFormValues(article), 'order');
    const parsed = articleFormSchema('order').parse(articleFormValues(article));
    expect(raw.budgetKopecks).toBe(4_500_000);
    expect(parsed).toMatchObject({
      from: PLACES.Москва,
      loadingDate: '2026-11-25',
      volumeM3: 12.5,
      contractType: 2,
      paymentMethod: 'cashlessVat',
    });
  });

  it('reports the time window out of order under the end time', () => {
    const values = {
      ...articleFormValues(savedArticle('a1')),
      loadingTimeFrom: '15:00',
      loadingTimeTo: '09:00',
    };
    const result = articleFormSchema('order').safeParse(values, { error: articleIssueMessage });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['loadingTimeTo', ARTICLE_MESSAGES.timeOrder],
    ]);
  });

  it('accepts HEIC without a type by its name and refuses other files', () => {
    expect(photoFileError(photoFile('IMG_1.HEIC', ''))).toBeNull();
    expect(photoFileError(photoFile('doc.pdf', 'application/pdf'))).toBe(ARTICLE_MESSAGES.photoType);
    expect(photoFileError(photoFile('a.jpg', 'image/jpeg', 10 * 1024 * 1024))).toBeNull();
  });

  it('maps server params to the fields that show them', () => {
    const order = articleServerFields('order');
    expect(order['article.loadingDate']).toBe('loadingDate');
    expect(order['article.from.lat']).toBe('from');
    expect(order['article.budgetKopecks']).toBe('budget');
    expect(order.cargoPhoto3).toBe('photos');
    expect(order['article.car.capacityTons']).toBeUndefined();
    const offer = articleServerFields('offer');
    expect(offer['article.weightKg']).toBe('car.capacityTons');
    expect(offer['article.car']).toBe('car.vehicleType');
    expect(offer.carPhoto).toBe('carPhoto');
  });
});
