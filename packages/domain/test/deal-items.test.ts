import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../src/calendar-date';
import {
  DEAL_MESSAGES,
  REQUEST_PRICE_MAX_KOPECKS,
  REQUEST_TEXT_MAX,
  REVIEW_COMMENT_MAX,
  REVIEW_MESSAGES,
  ZRequestInput,
  ZReviewInput,
} from '../src/deal-items';
import { messagesOf } from './zod-issues';

describe('ZRequestInput (SPEC §3 Request)', () => {
  it('trims the text and defaults price, date and vehicle to null', () => {
    expect(ZRequestInput.parse({ request: '  Возьму груз  ' })).toEqual({
      request: 'Возьму груз',
      priceKopecks: null,
      date: null,
      vehicleTemplateId: null,
    });
  });

  it('keeps a price, a date and the vehicle (issue 29)', () => {
    const input = { request: 'Да', priceKopecks: 1_500_00, date: '2025-03-10', vehicleTemplateId: 't1' };
    expect(ZRequestInput.parse(input)).toEqual(input);
  });

  it.each([undefined, '', '   ', 5])('text %o is refused in Russian', (request) => {
    expect(messagesOf(ZRequestInput.safeParse({ request }))).toEqual([
      { path: 'request', message: DEAL_MESSAGES.requestText },
    ]);
  });

  it(`text up to ${REQUEST_TEXT_MAX} characters (after trimming) passes, one more fails`, () => {
    expect(ZRequestInput.safeParse({ request: ` ${'я'.repeat(REQUEST_TEXT_MAX)} ` }).success).toBe(true);
    expect(messagesOf(ZRequestInput.safeParse({ request: 'я'.repeat(REQUEST_TEXT_MAX + 1) }))).toEqual([
      { path: 'request', message: DEAL_MESSAGES.requestTextLong },
    ]);
    expect(DEAL_MESSAGES.requestTextLong).toBe('Текст заявки — не длиннее 1000 символов');
  });

  it('price 0 and the maximum pass', () => {
    expect(ZRequestInput.parse({ request: 'x', priceKopecks: 0 }).priceKopecks).toBe(0);
    expect(ZRequestInput.parse({ request: 'x', priceKopecks: REQUEST_PRICE_MAX_KOPECKS }).priceKopecks).toBe(
      REQUEST_PRICE_MAX_KOPECKS,
    );
  });

  it.each([-1, 10.5, REQUEST_PRICE_MAX_KOPECKS + 1, '100', Number.NaN, Number.POSITIVE_INFINITY])(
    'price %o is refused in Russian',
    (priceKopecks) => {
      const issues = messagesOf(ZRequestInput.safeParse({ request: 'x', priceKopecks }));
      expect(issues.length).toBeGreaterThan(0);
      for (const issue of issues) {
        expect(issue).toEqual({ path: 'priceKopecks', message: DEAL_MESSAGES.requestPrice });
      }
    },
  );

  it.each(['2025-03-10', '2024-02-29', '2025-12-31'])('date %o passes', (date) => {
    expect(ZRequestInput.parse({ request: 'x', date }).date).toBe(date);
  });

  it.each(['10.03.2025', '2025-3-10', '2025-03-10T00:00:00Z', '', 'завтра', 20250310])(
    'date in a wrong format %o is refused',
    (date) => {
      const issues = messagesOf(ZRequestInput.safeParse({ request: 'x', date }));
      expect(issues.length).toBeGreaterThan(0);
      for (const issue of issues) expect(issue).toEqual({ path: 'date', message: DEAL_MESSAGES.requestDate });
    },
  );

  it.each(['2025-13-01', '2025-00-10', '2025-01-32', '2025-01-00'])(
    'impossible date %o is refused',
    (date) => {
      expect(messagesOf(ZRequestInput.safeParse({ request: 'x', date }))).toEqual([
        { path: 'date', message: DEAL_MESSAGES.requestDate },
      ]);
    },
  );

  it.each(['2025-02-30', '2025-02-29', '2025-04-31', '2025-06-31'])(
    'day past the end of its month %o is refused',
    (date) => {
      expect(messagesOf(ZRequestInput.safeParse({ request: 'x', date }))).toEqual([
        { path: 'date', message: DEAL_MESSAGES.requestDate },
      ]);
    },
  );

  it('every message is Russian', () => {
    for (const message of Object.values(DEAL_MESSAGES)) expect(message).toMatch(/[А-Яа-яЁё]/);
  });
});

describe('ZReviewInput (SPEC §3 Review)', () => {
  it('takes a 1–5 rating and trims the comment', () => {
    expect(ZReviewInput.parse({ rating: 1, comment: '  Отлично  ' })).toEqual({
      rating: 1,
      comment: 'Отлично',
    });
    expect(ZReviewInput.parse({ rating: 5, comment: 'Хорошо' }).rating).toBe(5);
  });

  it.each([0, 6, 2.5, -1, '5', undefined, null])('rating %o is refused in Russian', (rating) => {
    const issues = messagesOf(ZReviewInput.safeParse({ rating, comment: 'Хорошо' }));
    expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues) expect(issue).toEqual({ path: 'rating', message: REVIEW_MESSAGES.rating });
  });

  it.each(['', '   ', undefined])('empty comment %o is refused', (comment) => {
    expect(messagesOf(ZReviewInput.safeParse({ rating: 4, comment }))).toEqual([
      { path: 'comment', message: REVIEW_MESSAGES.comment },
    ]);
  });

  it(`comment up to ${REVIEW_COMMENT_MAX} characters passes, one more fails`, () => {
    expect(ZReviewInput.safeParse({ rating: 4, comment: 'я'.repeat(REVIEW_COMMENT_MAX) }).success).toBe(true);
    expect(
      messagesOf(ZReviewInput.safeParse({ rating: 4, comment: 'я'.repeat(REVIEW_COMMENT_MAX + 1) })),
    ).toEqual([{ path: 'comment', message: REVIEW_MESSAGES.commentLong }]);
  });

  it('messages are Russian', () => {
    expect(REVIEW_MESSAGES.rating).toBe('Поставьте оценку от 1 до 5');
    expect(REVIEW_MESSAGES.commentLong).toBe('Отзыв — не длиннее 2000 символов');
    for (const message of Object.values(REVIEW_MESSAGES)) expect(message).toMatch(/[А-Яа-яЁё]/);
  });
});

describe('isCalendarDate (listing loading dates and request dates)', () => {
  it('accepts real days and refuses days past the end of the month', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-04-31')).toBe(false);
    expect(isCalendarDate('27-04-01')).toBe(false);
  });
});
