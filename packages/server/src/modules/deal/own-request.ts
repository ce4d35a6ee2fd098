import { DEAL_MESSAGES } from '@fura/domain/deal-items';
import type { Db } from '../../db/connect';
import type { ArticleRequestRow, ArticleRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import { lockArticle } from '../listing/repo';
import { assertOwnRequest } from './request-policy';
import { findRequest } from './request-repo';

/**
 * The actor's own request and its listing, the listing locked until the transaction ends (so the request does not
 * race a status change or an executor pick). The request is read again under the lock: it may have gone meanwhile.
 */
export async function lockOwnRequest(
  tx: Db,
  requestId: string,
  actorId: string,
): Promise<{ request: ArticleRequestRow; article: ArticleRow }> {
  const found = await findRequest(tx, requestId);
  assertOwnRequest(found, actorId);
  const article = await lockArticle(tx, found.articleId);
  const request = await findRequest(tx, requestId);
  assertOwnRequest(request, actorId);
  if (!article) throw notFound(DEAL_MESSAGES.requestNotFound);
  return { request, article };
}
