import { describe, expect, it } from 'vitest';
import {
  DEAL_TERM_FIELDS,
  DEAL_TERM_FIELD_LABELS,
  DEAL_TERMS_MESSAGES,
  GUARDED_DEAL_FIELDS,
  changeAwaitsCarrier,
  dealTermValueLabel,
  dealTermsOpen,
} from '../src/deal-terms';
import { ZDealChangeRequest, ZDealTermsInput } from '../src/deal-terms-schemas';

const place = {
  address: 'Казань, улица Баумана, 1',
  settlement: 'Казань',
  region: 'Республика Татарстан',
  lat: 55.79,
  lon: 49.1,
  placeId: null,
};

const messagesOf = (input: unknown) => {
  const parsed = ZDealTermsInput.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the deal terms the cargo owner changes', () => {
  it('are the guarded ones, then the price and the payment terms, each labelled in Russian', () => {
    expect(DEAL_TERM_FIELDS).toEqual([...GUARDED_DEAL_FIELDS, 'priceKopecks', 'paymentTerms']);
    for (const field of DEAL_TERM_FIELDS) expect(DEAL_TERM_FIELD_LABELS[field]).toMatch(/^[А-Я]/);
  });

  it('change in an offer published with executors, in work and on the way; wait for the carrier only on the way', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].filter(dealTermsOpen)).toEqual([2, 3, 4]);
    expect([1, 2, 3, 4, 5, 6, 7, 10].filter(changeAwaitsCarrier)).toEqual([4]);
  });

  it('read as people write them', () => {
    expect(dealTermValueLabel('loadingDate', '2026-12-05')).toBe('05.12.2026');
    expect(dealTermValueLabel('consigneePhone', '79161234567')).toBe('+7 (916) 123-45-67');
    expect(dealTermValueLabel('priceKopecks', '2400000')).toBe('24\u2009000 ₽');
    expect(dealTermValueLabel('priceKopecks', '150050')).toBe('1\u2009500,50 ₽');
    expect(dealTermValueLabel('consigneeName', null)).toBe('не указано');
    expect(dealTermValueLabel('paymentTerms', '  ')).toBe('не указано');
    expect(dealTermValueLabel('toAddress', 'Тверь')).toBe('Тверь');
  });
});

describe('ZDealTermsInput', () => {
  it('takes any part of the terms; empty texts clear, null clears the unloading date', () => {
    expect(messagesOf({})).toEqual([]);
    expect(messagesOf({ to: place, unloadingDate: null, consigneeName: '', consigneePhone: '' })).toEqual([]);
    expect(ZDealTermsInput.parse({ to: { ...place, region: undefined, placeId: undefined } }).to).toEqual({
      ...place,
      region: '',
    });
  });

  it('refuses an unloading date before the loading date, at the unloading date', () => {
    expect(messagesOf({ loadingDate: '2026-12-05', unloadingDate: '2026-12-04' })).toEqual([
      ['unloadingDate', DEAL_TERMS_MESSAGES.unloadingBeforeLoading],
    ]);
    expect(messagesOf({ loadingDate: '2026-12-05', unloadingDate: '2026-12-05' })).toEqual([]);
  });

  it('refuses an address not picked from the suggestions, a date that is none, a bad phone, a negative price', () => {
    expect(messagesOf({ to: { ...place, address: ' ' } })).toEqual([
      ['to.address', DEAL_TERMS_MESSAGES.address],
    ]);
    expect(messagesOf({ to: 'Казань' })).toEqual([['to', DEAL_TERMS_MESSAGES.address]]);
    expect(messagesOf({ from: { address: 'Казань' } }).map(([path]) => path)).toEqual([
      'from.settlement',
      'from.lat',
      'from.lon',
    ]);
    expect(messagesOf({ loadingDate: '2026-02-30' })).toEqual([['loadingDate', DEAL_TERMS_MESSAGES.date]]);
    expect(messagesOf({ consigneePhone: '89161234567' })).toEqual([
      ['consigneePhone', 'Телефон должен состоять из 11 цифр и начинаться с 7'],
    ]);
    expect(messagesOf({ priceKopecks: -1 })).toEqual([['priceKopecks', DEAL_TERMS_MESSAGES.price]]);
    expect(messagesOf({ consigneeName: 'a\u0000b' })).toHaveLength(1);
  });

  it("is sent with the deal's ids", () => {
    expect(ZDealChangeRequest.safeParse({ articleId: 'a', executorId: 'b', terms: {} }).success).toBe(true);
    expect(ZDealChangeRequest.safeParse({ articleId: 'a', terms: {} }).success).toBe(false);
  });
});
