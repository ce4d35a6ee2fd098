/** Deal users, reviews and public profiles for the reviews, profile and offered-order tests. */
import type { TDealUser, TReview } from '@fura/domain/deal-items';
import type { TPublicUser } from '@fura/domain/user';

export function makeDealUser(id: string, overrides: Partial<TDealUser> = {}): TDealUser {
  return {
    _id: id,
    type: 'carrier',
    name: { first: 'Никита', last: 'Соколов' },
    rating: 4.5,
    reviewsCount: 3,
    avatar: null,
    contract: { id: 4 },
    isPassportVerified: true,
    ...overrides,
  };
}

export function makeReview(id: string, overrides: Partial<TReview> = {}): TReview {
  return {
    _id: id,
    articleId: `a-${id}`,
    articleType: 'order',
    author: makeDealUser('author1', { type: 'cargo', name: { first: 'Анна', last: 'Иванова' } }),
    user: makeDealUser('subject1', { name: { first: 'Пётр', last: 'Смирнов' } }),
    rating: 4,
    comment: `Отзыв ${id}`,
    createdAt: '2030-03-05T12:00:00.000Z',
    updatedAt: '2030-03-05T12:00:00.000Z',
    ...overrides,
  };
}

export function makePublicUser(id: string, overrides: Partial<TPublicUser> = {}): TPublicUser {
  return {
    _id: id,
    type: 'carrier',
    name: { first: 'Никита', last: 'Соколов' },
    rating: 4.5,
    reviewsCount: 3,
    contract: { id: 4 },
    isPassportVerified: true,
    isBan: false,
    avatar: null,
    createdAt: '2024-01-10T10:00:00.000Z',
    ...overrides,
  };
}

/** A paged list answer from `list`: `perPage` items from body.offset, with countAll. */
export function pagedReviews(list: () => TReview[], perPage = 10) {
  return (body: Record<string, unknown>) => {
    const offset = typeof body.offset === 'number' ? body.offset : 0;
    const all = list();
    return { body: { error: false, reviews: all.slice(offset, offset + perPage), countAll: all.length } };
  };
}
