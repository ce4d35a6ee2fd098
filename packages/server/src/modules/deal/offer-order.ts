import { ARTICLE_MESSAGES } from '@fura/domain/article-schemas';
import { ArticleStatus } from '@fura/domain/articles';
import { DEAL_MESSAGES } from '@fura/domain/deal-items';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { uniqueViolationConstraint } from '../../db/unique-violation';
import { assertAuthor, assertNotBanned } from '../article/policy';
import { lockArticle } from '../listing/repo';
import { createNotification } from '../notification/create';
import { carrierHasTariff } from '../tariff/tariff-state';
import { DEAL_SERVER_MESSAGES } from './messages';
import { findRequestOf, findUser, fioOf, insertOrderOffer, orderOfferExists } from './request-repo';

export interface OfferOrderCommand {
  orderId: string;
  carrierId: string;
}

/**
 * offerOrder: a cargo owner offers one of his published orders to a carrier ("offered order") — once per order and
 * carrier, not to a carrier who already requested it, nor to one without an active tariff. The carrier hears of it
 * through his notification.
 */
export async function offerOrder(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  actor: UserRow,
  command: OfferOrderCommand,
): Promise<{ orderId: string; carrierId: string }> {
  assertNotBanned(actor);
  if (actor.type !== 'cargo') throw forbidden(DEAL_SERVER_MESSAGES.offerOrderNotCargo);
  try {
    return await inTransaction(deps.db, deps.bus, async (tx, events) => {
      const order = await lockArticle(tx, command.orderId);
      assertAuthor(order, actor.id);
      if (order.type !== 'order') throw notFound(ARTICLE_MESSAGES.notFound);
      if (order.status !== ArticleStatus.Published) throw badRequest(DEAL_MESSAGES.offerOrderNotPublished);
      const carrier = await findUser(tx, command.carrierId);
      if (!carrier) throw notFound(DEAL_MESSAGES.userNotFound);
      if (carrier.type !== 'carrier') throw badRequest(DEAL_MESSAGES.offerOrderNotCarrier);
      // Without an active tariff a carrier cannot take orders (SPEC §6): offering him one would lead nowhere.
      if (!carrierHasTariff(carrier, new Date())) throw badRequest(DEAL_MESSAGES.offerOrderNoTariff);
      if (await orderOfferExists(tx, order.id, carrier.id)) throw conflict(DEAL_MESSAGES.offerOrderDuplicate);
      if (await findRequestOf(tx, order.id, carrier.id)) {
        throw conflict(DEAL_MESSAGES.offerOrderCarrierRequested);
      }
      await insertOrderOffer(tx, order.id, carrier.id);
      await createNotification(tx, events, {
        userId: carrier.id,
        code: 'offeredOrder',
        info: {
          articleType: 'order',
          articleId: order.id,
          articleStatus: order.status,
          userType: 'cargo',
          userFio: fioOf(actor),
          author: actor.id,
          authorFIO: fioOf(actor),
        },
      });
      return { orderId: order.id, carrierId: carrier.id };
    });
  } catch (error) {
    if (uniqueViolationConstraint(error) !== null) throw conflict(DEAL_MESSAGES.offerOrderDuplicate);
    throw error;
  }
}
