/** Query keys of the deal screens that socket events refresh (shared, so the realtime hooks reach them). */

/** `['reviews', kind]`: /reviews tabs (kind 'me' — about me, 'my' — written by me). */
export const REVIEWS_QUERY_KEY = ['reviews'] as const;

export function reviewsQueryKey(kind: 'me' | 'my') {
  return [...REVIEWS_QUERY_KEY, kind] as const;
}

/** `['public-user', id]`: a user's public profile (POST /api/user/get). */
export function publicUserQueryKey(userId: string) {
  return ['public-user', userId] as const;
}

/** `['user-reviews', id]`: reviews about a user, on his profile. */
export function userReviewsQueryKey(userId: string) {
  return ['user-reviews', userId] as const;
}

/** `['user-articles', id]`: a user's published listings, on his profile. */
export function userArticlesQueryKey(userId: string) {
  return ['user-articles', userId] as const;
}
