import { ARTICLE_MESSAGES } from '@fura/domain/article-schemas';
import { DEAL_MESSAGES, type TArticleRequest, type TRequestInput } from '@fura/domain/deal-items';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../http/errors';
import { pendingEvent } from '../../events/event-bus';
import { uniqueViolationConstraint } from '../../db/unique-violation';
import { articleTypeOf } from '../listing/article-type';
import { isOfferHiddenFrom } from '../article/offer-visibility';
import { assertNotBanned } from '../article/policy';
import { lockArticle } from '../listing/repo';
import { createNotification } from '../notification/create';
import { assertCanRequest } from './request-policy';
import { assertCompanyAllowsDeals } from '../company/policy';
import { assertRequestVehicle } from './request-vehicle';
import { requestForAuthor } from './request-for-author';
import { findRequestOf, fioOf, insertRequest, presentRequestRow } from './request-repo';

export interface CreateRequestCommand {
  articleId: string;
  request: TRequestInput;
  socketId: string | null;
}

/**
 * createRequest: a carrier requests an order, a cargo owner an offer — one request per user and listing. The listing
 * row is locked so the request and a status change of the listing run one after another; two concurrent requests of
 * one user meet the unique index, and the loser answers 409 like any duplicate.
 */
export async function createRequest(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  actor: UserRow,
  command: CreateRequestCommand,
  now: Date = new Date(),
): Promise<TArticleRequest> {
  assertNotBanned(actor);
  // A company the register bars cannot send requests (issue 29).
  await assertCompanyAllowsDeals(deps.db, actor);
  try {
    return await inTransaction(deps.db, deps.bus, async (tx, events) => {
      const article = await lockArticle(tx, command.articleId);
      assertCanRequest(actor, article, now);
      if (await isOfferHiddenFrom(tx, article, actor.id)) throw notFound(ARTICLE_MESSAGES.notFound);
      if (await findRequestOf(tx, article.id, actor.id)) throw conflict(DEAL_MESSAGES.duplicateRequest);
      await assertRequestVehicle(tx, actor, command.request.vehicleTemplateId);
      const row = await insertRequest(tx, article.id, actor.id, command.request);
      const request = await presentRequestRow(tx, row);
      await createNotification(tx, events, {
        userId: article.authorId,
        code: 'newRequest',
        info: {
          articleType: articleTypeOf(article),
          articleId: article.id,
          articleStatus: article.status,
          userType: actor.type,
          userFio: fioOf(actor),
          author: actor.id,
        },
      });
      // Per recipient: the author sees the request's contacts masked until the two are in a deal (issue 29).
      const forAuthor = await requestForAuthor(tx, article, request, now);
      events.push(
        pendingEvent('createRequest', { articleId: article.id, request: forAuthor }, [article.authorId]),
        pendingEvent('createRequest', { articleId: article.id, request }, [actor.id], command.socketId),
      );
      return request;
    });
  } catch (error) {
    if (uniqueViolationConstraint(error) !== null) throw conflict(DEAL_MESSAGES.duplicateRequest);
    throw error;
  }
}
