import { useQueryClient } from '@tanstack/react-query';
import type { TArticle } from '@fura/domain/article-schemas';
import type { TReview } from '@fura/domain/deal-items';
import type { TUserResponse } from '@fura/domain/user';
import { REVIEWS_QUERY_KEY, publicUserQueryKey, userReviewsQueryKey } from '../deals/query-keys';
import { SESSION_QUERY_KEY } from '../session/session-query';
import { withNeedSendLocation } from '../session/session-updates';
import { useSocketEvent } from '../socket/use-socket-event';
import { putDeliveredInLists } from './delivered-in-lists';
import { placeMyArticle } from './my-articles-cache';
import { applyTakingArticleChange, refreshTakingArticle, removeTakingArticle } from './taking-articles-cache';

/**
 * Deal events for the user's lists and session (SPEC §4, §7): listings he takes or loses as an executor, executors
 * changing on his listings, delivery marks (the lists show «Доставлено»), his delivery stopping location sending, reviews about him changing his rating.
 * The listing page itself follows these events on its own.
 */
export function useDealRealtime(userId: string | null): void {
  const client = useQueryClient();

  useSocketEvent('createTakingArticle', ({ article }) => applyTakingArticleChange(client, article, null));

  useSocketEvent('deleteTaking', ({ articleId, type }) => removeTakingArticle(client, type, articleId));

  const executorsChanged = (article: TArticle | undefined) => {
    if (!article || !userId) return;
    // The status move of the author's listing is counted by its updateStatusMyArticle event.
    if (article.author._id === userId) placeMyArticle(client, article);
    else if (article.executors.some((executor) => executor.user._id === userId)) {
      refreshTakingArticle(client, article);
    }
  };
  useSocketEvent('setExecutor', ({ article }) => executorsChanged(article));
  useSocketEvent('deleteExecutor', ({ article }) => executorsChanged(article));

  useSocketEvent('setDelivered', ({ articleId, carrierId, delivered, isDisableGeo }) => {
    putDeliveredInLists(client, articleId, delivered);
    if (!isDisableGeo || carrierId !== userId) return;
    client.setQueryData<TUserResponse | null>(SESSION_QUERY_KEY, (session) =>
      session ? withNeedSendLocation(session, false) : session,
    );
  });

  const reviewChanged = (review: TReview) => {
    // A review about the user changes his rating and reviews count: the session has them.
    if (review.user._id === userId) void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    void client.invalidateQueries({ queryKey: REVIEWS_QUERY_KEY });
    void client.invalidateQueries({ queryKey: publicUserQueryKey(review.user._id) });
    void client.invalidateQueries({ queryKey: userReviewsQueryKey(review.user._id) });
  };
  useSocketEvent('createArticleReview', ({ review }) => reviewChanged(review));
  useSocketEvent('updateArticleReview', ({ review }) => reviewChanged(review));
}
