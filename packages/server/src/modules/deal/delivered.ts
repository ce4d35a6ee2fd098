import { ARTICLE_MESSAGES } from '@fura/domain/article-schemas';
import { ArticleStatus } from '@fura/domain/articles';
import { DEAL_MESSAGES, type TDelivered } from '@fura/domain/deal-items';
import { carrierIdsOf } from '@fura/domain/deal-rules';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { pendingEvent } from '../../realtime/event-bus';
import { articleTypeOf } from '../article/article-type';
import { assertNotBanned, isAuthor } from '../article/policy';
import { lockArticle } from '../article/repo';
import { forgetLocation, insertDelivered, isDelivered, listDelivered } from './delivery-repo';
import { DEAL_SERVER_MESSAGES } from './messages';
import { listingsOnTheWay, setNeedSendLocation } from './on-the-way';
import { isHiddenFrom } from './request-policy';
import { executorIdsOf } from './request-repo';

export interface SetDeliveredCommand {
  articleId: string;
  deliveredUser: string;
  socketId: string | null;
}

/**
 * setDeliveredCargo: the author, or the carrier himself, marks that carrier's cargo delivered on a listing on the
 * way. The status stays (the author completes). Once every carrier of the listing delivered, its stored position is
 * forgotten. When the carrier has nothing else on the way his location sending stops (`isDisableGeo`).
 */
export async function setDeliveredCargo(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  actor: UserRow,
  command: SetDeliveredCommand,
): Promise<{ isDisableGeo: boolean; delivered: TDelivered[] }> {
  assertNotBanned(actor);
  return inTransaction(deps.db, deps.bus, async (tx, events) => {
    const article = await lockArticle(tx, command.articleId);
    if (!article || isHiddenFrom(article, actor.id)) throw notFound(ARTICLE_MESSAGES.notFound);
    if (!isAuthor(article, actor.id) && command.deliveredUser !== actor.id) {
      throw forbidden(DEAL_SERVER_MESSAGES.deliveredNotAllowed);
    }
    const executorIds = await executorIdsOf(tx, article.id);
    const carrierIds = carrierIdsOf(
      { type: articleTypeOf(article), authorId: article.authorId },
      executorIds,
    );
    const carrierId = command.deliveredUser;
    if (!carrierIds.includes(carrierId)) throw badRequest(DEAL_MESSAGES.deliveredNotExecutor);
    if (article.status !== ArticleStatus.OnTheWay) throw badRequest(DEAL_MESSAGES.notOnTheWay);
    if (await isDelivered(tx, article.id, carrierId)) throw conflict(DEAL_MESSAGES.alreadyDelivered);

    await insertDelivered(tx, article.id, carrierId);
    const isDisableGeo = (await listingsOnTheWay(tx, carrierId)).length === 0;
    if (isDisableGeo) await setNeedSendLocation(tx, [carrierId], false);
    const delivered = await listDelivered(tx, article.id);
    // Nobody is driving this listing's cargo any more: its tracking is over (the status waits for the author).
    if (carrierIds.every((id) => delivered.some((mark) => mark.userId === id))) {
      await forgetLocation(tx, article.id);
    }
    events.push(
      pendingEvent(
        'setDelivered',
        { articleId: article.id, deliveredUser: carrierId, delivered, isDisableGeo },
        [...new Set([article.authorId, ...executorIds])],
        command.socketId,
      ),
    );
    return { isDisableGeo, delivered };
  });
}
