import { pluralRu } from '@fura/domain/plural';
import { formatRating } from '../format/number';

const REVIEW_FORMS = ['отзыв', 'отзыва', 'отзывов'] as const;

/** «1 отзыв», «3 отзыва», «12 отзывов». */
export function reviewsCountLabel(count: number): string {
  return `${count} ${pluralRu(count, REVIEW_FORMS)}`;
}

export const NO_REVIEWS_LABEL = 'Нет отзывов';

/** «4,5 · 3 отзыва» or «Нет отзывов»: a rating means nothing before the first review. */
export function ratingLabel(rating: number, reviewsCount: number): string {
  if (reviewsCount <= 0) return NO_REVIEWS_LABEL;
  return `${formatRating(rating)} · ${reviewsCountLabel(reviewsCount)}`;
}

/** «Никита Соколов». */
export function fullName(user: { name: { first: string; last: string } }): string {
  return `${user.name.first} ${user.name.last}`.trim();
}
