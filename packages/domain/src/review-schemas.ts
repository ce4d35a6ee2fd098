import { z } from 'zod';
import { ZSocketIdField } from './article-schemas';
import { ZReview, ZReviewInput } from './deal-items';
import { withFreeTextField } from './free-text';

/** saveReview and the review lists (SPEC §3 Review, §7 saveReview; /reviews and /user/{id}). */

const ZId = z.string().min(1).max(64);

/** saveReview: `orderId` is the listing (order or offer), `userId` the other side being reviewed. */
export const ZSaveReviewRequest = z.object({
  review: withFreeTextField(ZReviewInput, 'comment'),
  orderId: ZId,
  userId: ZId,
  socketId: ZSocketIdField,
});
export type TSaveReviewRequest = z.input<typeof ZSaveReviewRequest>;

/** existReview: true when the review already existed and was updated. */
export const ZSaveReviewResponse = z.object({
  error: z.literal(false),
  newReview: ZReview,
  existReview: z.boolean(),
});
export type TSaveReviewResponse = z.infer<typeof ZSaveReviewResponse>;

/** /reviews tabs: reviews I wrote (reviewsMy) and reviews about me (reviewsMe). */
export const REVIEW_LIST_KINDS = ['my', 'me'] as const;
export type ReviewListKind = (typeof REVIEW_LIST_KINDS)[number];

export const ZGetReviewsRequest = z.object({
  kind: z.enum(REVIEW_LIST_KINDS),
  offset: z.number().int().min(0).max(1_000_000).default(0),
});
export type TGetReviewsRequest = z.input<typeof ZGetReviewsRequest>;

/** Reviews about a user, for his public profile (anyone, guests too). */
export const ZGetUserReviewsRequest = z.object({
  userId: ZId,
  offset: z.number().int().min(0).max(1_000_000).default(0),
});
export type TGetUserReviewsRequest = z.input<typeof ZGetUserReviewsRequest>;

export const ZReviewsResponse = z.object({
  error: z.literal(false),
  reviews: z.array(ZReview),
  countAll: z.number().int(),
});
export type TReviewsResponse = z.infer<typeof ZReviewsResponse>;
