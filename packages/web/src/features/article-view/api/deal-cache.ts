import type { QueryClient } from '@tanstack/react-query';
import type { TArticle } from '@fura/domain/article-schemas';
import type { TArticleRequest, TDelivered, TReview } from '@fura/domain/deal-items';
import type { TUserResponse } from '@fura/domain/user';
import { applyMyArticleChange, articleQueryKey } from '../../../shared/articles/my-articles-cache';
import { SESSION_QUERY_KEY } from '../../../shared/session/session-query';
import { keepAuthorTrust } from '../../../shared/users/keep-trust';

/** How the deal answers change the cached listing page (the calling tab updates from its HTTP answer). */

/** A new request goes to the end and counts; an edited one is replaced in place. */
export function withRequestSaved(article: TArticle, request: TArticleRequest): TArticle {
  const exists = article.requests.some((item) => item.requestId === request.requestId);
  if (exists) {
    return {
      ...article,
      requests: article.requests.map((item) => (item.requestId === request.requestId ? request : item)),
    };
  }
  return { ...article, requests: [...article.requests, request], requestsCount: article.requestsCount + 1 };
}

export function withRequestRemoved(article: TArticle, requestId: string): TArticle {
  const requests = article.requests.filter((item) => item.requestId !== requestId);
  if (requests.length === article.requests.length) return article;
  return { ...article, requests, requestsCount: Math.max(0, article.requestsCount - 1) };
}

export function withDelivered(article: TArticle, delivered: TDelivered[]): TArticle {
  return { ...article, delivered };
}

/** A saved review replaces the earlier one of the same author about the same user. */
export function withReviewSaved(article: TArticle, review: TReview): TArticle {
  const others = article.reviews.filter(
    (item) =>
      item._id !== review._id &&
      !(item.author._id === review.author._id && item.user._id === review.user._id),
  );
  return { ...article, reviews: [...others, review] };
}

/** Changes the cached page of a listing; nothing when it is not cached. */
export function patchArticlePage(
  client: QueryClient,
  article: Pick<TArticle, '_id' | 'type'>,
  patch: (current: TArticle) => TArticle,
): void {
  client.setQueryData<TArticle>(articleQueryKey(article.type, article._id), (current) =>
    current ? patch(current) : current,
  );
}

/**
 * A full listing from an answer: the page shows it as it is (deal data changes may keep `updatedAt`), and for its
 * author the my-lists and counts follow a status change.
 */
export function putArticle(client: QueryClient, article: TArticle, from: TArticle, isAuthor: boolean): void {
  if (isAuthor) applyMyArticleChange(client, article, from.status);
  client.setQueryData<TArticle>(articleQueryKey(article.type, article._id), (current) =>
    keepAuthorTrust(article, current),
  );
}

/** The server stopped this user's location sending (nothing else of his is on the way). */
export function stopLocationSending(client: QueryClient): void {
  client.setQueryData<TUserResponse | null>(SESSION_QUERY_KEY, (session) =>
    session ? { ...session, user: { ...session.user, needSendLocation: false } } : session,
  );
}
