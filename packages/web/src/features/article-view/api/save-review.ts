import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TArticle } from '@fura/domain/article-schemas';
import type { TReviewInput } from '@fura/domain/deal-items';
import type { TSaveReviewRequest, TSaveReviewResponse } from '@fura/domain/review-schemas';
import { apiPost } from '../../../shared/api/client';
import { getSocketId } from '../../../shared/socket/socket-id';
import { patchArticlePage, withReviewSaved } from './deal-cache';

export interface SaveReviewVariables {
  article: TArticle;
  /** The other side being reviewed. */
  userId: string;
  review: TReviewInput;
}

/** POST /api/article/saveReview `{ review, orderId, userId, socketId }` → `{ newReview, existReview }`. */
export function postSaveReview({
  article,
  userId,
  review,
}: SaveReviewVariables): Promise<TSaveReviewResponse> {
  const body: TSaveReviewRequest = { review, orderId: article._id, userId, socketId: getSocketId() };
  return apiPost<TSaveReviewResponse>('/api/article/saveReview', body);
}

/** Errors are left to the form, which shows them inline. */
export function useSaveReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postSaveReview,
    onSuccess: ({ newReview }, { article }) =>
      patchArticlePage(client, article, (current) => withReviewSaved(current, newReview)),
  });
}
