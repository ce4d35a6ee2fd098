import { ARTICLE_MESSAGES } from '@fura/domain/article-schemas';
import { ArticleStatus, isArticleStatus, type ArticleType } from '@fura/domain/articles';
import { DEAL_MESSAGES } from '@fura/domain/deal-items';
import { acceptsRequests, canRemoveExecutor, REQUESTER_ROLE } from '@fura/domain/deal-rules';
import type { ArticleExecutorRow, ArticleRequestRow, ArticleRow, UserRow } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { articleTypeOf } from '../listing/article-type';
import { isAuthor } from '../article/policy';
import { carrierHasTariff } from '../tariff/tariff-state';

const REQUEST_ROLE_MESSAGE: Record<ArticleType, string> = {
  order: DEAL_MESSAGES.wrongRoleOrder,
  offer: DEAL_MESSAGES.wrongRoleOffer,
};

/** Another's draft or trashed listing is not revealed; listings that were published once are known to exist. */
const HIDDEN_STATUSES: readonly number[] = [ArticleStatus.Draft, ArticleStatus.Trash];

export function isHiddenFrom(article: ArticleRow, actorId: string): boolean {
  return !isAuthor(article, actorId) && HIDDEN_STATUSES.includes(article.status);
}

/** The actor may send a request on the listing (banned actors are refused before). */
export function assertCanRequest(
  actor: UserRow,
  article: ArticleRow | null,
  now: Date,
): asserts article is ArticleRow {
  if (!article || isHiddenFrom(article, actor.id)) throw notFound(ARTICLE_MESSAGES.notFound);
  if (isAuthor(article, actor.id)) throw forbidden(DEAL_MESSAGES.ownListing);
  const type = articleTypeOf(article);
  if (actor.type !== REQUESTER_ROLE[type]) throw forbidden(REQUEST_ROLE_MESSAGE[type]);
  assertAcceptsRequests(article);
  if (actor.type === 'carrier' && !carrierHasTariff(actor, now)) throw forbidden(DEAL_MESSAGES.noTariff);
}

/** The actor's own request; another's is forbidden, an unknown one not found. */
export function assertOwnRequest(
  request: ArticleRequestRow | null,
  actorId: string,
): asserts request is ArticleRequestRow {
  if (!request) throw notFound(DEAL_MESSAGES.requestNotFound);
  if (request.userId !== actorId) throw forbidden(DEAL_MESSAGES.notYourRequest);
}

export function assertAcceptsRequests(article: ArticleRow): void {
  if (!isArticleStatus(article.status) || !acceptsRequests(article.status)) {
    throw badRequest(DEAL_MESSAGES.notPublished);
  }
}

/**
 * setRequestCancel: the executor himself asks to be removed, once, while executors may still be removed.
 * `executor` is the caller's executor row on the listing.
 */
export function assertCanRequestCancel(article: ArticleRow, executor: ArticleExecutorRow | null): void {
  if (!executor) throw badRequest(DEAL_MESSAGES.notExecutor);
  if (!isArticleStatus(article.status) || !canRemoveExecutor(article.status)) {
    throw badRequest(DEAL_MESSAGES.executorsClosed);
  }
  if (executor.cancelRequestedAt) throw conflict(DEAL_MESSAGES.cancelAlreadyRequested);
}
