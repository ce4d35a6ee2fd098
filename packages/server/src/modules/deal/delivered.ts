import { ARTICLE_MESSAGES } from '@fura/domain/article-schemas';
import { ArticleStatus } from '@fura/domain/articles';
import { DEAL_MESSAGES, type TDelivered } from '@fura/domain/deal-items';
import { cargoOwnerOfMark, carrierOfMark } from '@fura/domain/delivery';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { pendingEvent } from '../../events/event-bus';
import { articleTypeOf } from '../listing/article-type';
import { assertNotBanned, isAuthor } from '../article/policy';
import { lockArticle } from '../listing/repo';
import { createNotification } from '../notification/create';
import { forgetLocation, insertDelivered, isDelivered, listDelivered } from './delivery-repo';
import { fioOf } from '../listing/executor-views';
import { DEAL_SERVER_MESSAGES } from './messages';
import { listingsOnTheWay, setNeedSendLocation } from '../listing/on-the-way';
import { isHiddenFrom } from './request-policy';
import { executorIdsOf } from './request-repo';

export interface SetDeliveredCommand {
  articleId: string;
  deliveredUser: string;
  socketId: string | null;
}

/**
 * setDeliveredCargo: a mark names an executor — an order's carrier, or one cargo owner of an offer whose load its
 * carrier (the author) delivered (`@fura/domain/delivery`). The author or that executor marks it, once. The status
 * stays (the author completes); the other side of the mark is notified (`cargoDelivered`: bell, live, e-mail per his
 * settings). Once every executor is delivered the stored position is forgotten; when the carrier has nothing else on
 * the way his location sending stops (`isDisableGeo`, about the carrier of the mark).
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
    const executorId = command.deliveredUser;
    if (!executorIds.includes(executorId)) throw badRequest(DEAL_MESSAGES.deliveredNotExecutor);
    if (article.status !== ArticleStatus.OnTheWay) throw badRequest(DEAL_MESSAGES.notOnTheWay);
    if (await isDelivered(tx, article.id, executorId)) throw conflict(DEAL_MESSAGES.alreadyDelivered);

    const sides = { type: articleTypeOf(article), authorId: article.authorId };
    const carrierId = carrierOfMark(sides, executorId);
    const cargoOwnerId = cargoOwnerOfMark(sides, executorId);
    await insertDelivered(tx, article.id, executorId);
    const isDisableGeo = (await listingsOnTheWay(tx, carrierId)).length === 0;
    if (isDisableGeo) await setNeedSendLocation(tx, [carrierId], false);
    const delivered = await listDelivered(tx, article.id);
    // Nobody is driving this listing's cargo any more: its tracking is over (the status waits for the author).
    if (executorIds.every((id) => delivered.some((mark) => mark.userId === id))) {
      await forgetLocation(tx, article.id);
    }
    await createNotification(tx, events, {
      userId: actor.id === cargoOwnerId ? carrierId : cargoOwnerId,
      code: 'cargoDelivered',
      info: {
        articleType: sides.type,
        articleId: article.id,
        articleStatus: article.status,
        author: actor.id,
        userFio: fioOf(actor),
      },
    });
    events.push(
      pendingEvent(
        'setDelivered',
        { articleId: article.id, deliveredUser: executorId, carrierId, delivered, isDisableGeo },
        [...new Set([article.authorId, ...executorIds])],
        command.socketId,
      ),
    );
    return { isDisableGeo, delivered };
  });
}
