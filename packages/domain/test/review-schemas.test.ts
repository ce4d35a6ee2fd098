import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '../src/deal-items';
import {
  REVIEW_LIST_KINDS,
  ZGetReviewsRequest,
  ZGetUserReviewsRequest,
  ZSaveReviewRequest,
} from '../src/review-schemas';
import { messagesOf } from './zod-issues';

describe('ZGetReviewsRequest', () => {
  it('kinds are my and me', () => expect(REVIEW_LIST_KINDS).toEqual(['my', 'me']));

  it('offset defaults to 0', () => {
    expect(ZGetReviewsRequest.parse({ kind: 'me' })).toEqual({ kind: 'me', offset: 0 });
    expect(ZGetReviewsRequest.parse({ kind: 'my', offset: 10 })).toEqual({ kind: 'my', offset: 10 });
  });

  it.each([{}, { kind: 'all' }, { kind: 'me', offset: -1 }, { kind: 'me', offset: 1.5 }])(
    '%o is refused',
    (body) => {
      expect(ZGetReviewsRequest.safeParse(body).success).toBe(false);
    },
  );
});

describe('ZGetUserReviewsRequest', () => {
  it('offset defaults to 0', () => {
    expect(ZGetUserReviewsRequest.parse({ userId: 'u1' })).toEqual({ userId: 'u1', offset: 0 });
  });

  it('needs a user id', () => {
    expect(ZGetUserReviewsRequest.safeParse({}).success).toBe(false);
    expect(ZGetUserReviewsRequest.safeParse({ userId: '' }).success).toBe(false);
  });
});

describe('ZSaveReviewRequest', () => {
  it('trims the comment; socketId is optional', () => {
    expect(
      ZSaveReviewRequest.parse({ review: { rating: 5, comment: ' Спасибо ' }, orderId: 'a1', userId: 'u1' }),
    ).toEqual({ review: { rating: 5, comment: 'Спасибо' }, orderId: 'a1', userId: 'u1' });
  });

  it('reports a bad review in Russian under review.*', () => {
    expect(
      messagesOf(
        ZSaveReviewRequest.safeParse({ review: { rating: 0, comment: '' }, orderId: 'a1', userId: 'u1' }),
      ),
    ).toEqual([
      { path: 'review.rating', message: REVIEW_MESSAGES.rating },
      { path: 'review.comment', message: REVIEW_MESSAGES.comment },
    ]);
  });
});
