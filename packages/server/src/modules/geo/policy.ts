import { ARTICLE_MESSAGES } from '@fura/domain/article-schemas';
import { ArticleStatus } from '@fura/domain/articles';
import { cargoSideIdsOf, TRACKING_MESSAGES } from '@fura/domain/geo-tracking';
import type { Db } from '../../db/connect';
import type { ArticleRow, UserRow } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { articleTypeOf } from '../listing/article-type';
import { assertNotBanned } from '../article/policy';
import { findArticleWithAuthor, listExecutorIds, lockArticle } from '../listing/repo';
import { isHiddenFrom } from '../deal/request-policy';

/**
 * Who tracks: a cargo owner (not banned), on a listing of which he is the cargo side (an order he authored, an offer
 * whose executor he is), while it is on the way. Another's draft or trashed listing is not revealed (404, as the
 * deal calls do); any other listing he is not the cargo side of is 403 `notOwner`; not on the way is 400.
 */
export function assertCargoOwner(actor: UserRow): void {
  assertNotBanned(actor);
  if (actor.type !== 'cargo') throw forbidden(TRACKING_MESSAGES.notCargo);
}

export interface TrackedListing {
  article: ArticleRow;
  executorIds: string[];
}

/** The listing after the checks above; `lock`: locked for the caller's transaction (SELECT … FOR UPDATE). */
export async function trackedListing(
  db: Db,
  actor: UserRow,
  articleId: string,
  lock = false,
): Promise<TrackedListing> {
  const article = lock
    ? await lockArticle(db, articleId)
    : ((await findArticleWithAuthor(db, articleId))?.article ?? null);
  if (!article || isHiddenFrom(article, actor.id)) throw notFound(ARTICLE_MESSAGES.notFound);
  const executorIds = await listExecutorIds(db, article.id);
  const cargoSide = cargoSideIdsOf({ type: articleTypeOf(article), authorId: article.authorId }, executorIds);
  if (!cargoSide.includes(actor.id)) throw forbidden(TRACKING_MESSAGES.notOwner);
  if (article.status !== ArticleStatus.OnTheWay) throw badRequest(TRACKING_MESSAGES.notOnTheWay);
  return { article, executorIds };
}
