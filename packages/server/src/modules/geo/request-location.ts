import { TRACKING_MESSAGES } from '@fura/domain/geo-tracking';
import { carrierOfMark } from '@fura/domain/delivery';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest } from '../../http/errors';
import { articleTypeOf } from '../listing/article-type';
import { listDelivered } from '../deal/delivery-repo';
import { fioOf } from '../listing/executor-views';
import { createNotification } from '../notification/create';
import { assertCargoOwner, trackedListing } from './policy';

/**
 * Takes the listing's one request slot of the interval (request-limit.ts), or throws 429. Called once every check
 * passed, so a refused call never blocks the listing's real requests.
 */
export type ClaimRequestSlot = () => Promise<void>;

/**
 * «Запросить геолокацию»: the cargo side asks the listing's carriers still driving (delivery not marked) to turn
 * location sending on — a `geolocationRequest` notification each, live through `sendNotification`.
 */
export async function requestLocation(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  actor: UserRow,
  articleId: string,
  claimSlot: ClaimRequestSlot,
): Promise<void> {
  assertCargoOwner(actor);
  await inTransaction(deps.db, deps.bus, async (tx, events) => {
    const { article, executorIds } = await trackedListing(tx, actor, articleId, true);
    const type = articleTypeOf(article);
    const delivered = new Set((await listDelivered(tx, article.id)).map((mark) => mark.userId));
    // Marks name executors (domain/delivery.ts): a carrier drives while one of his executors is not delivered.
    const sides = { type, authorId: article.authorId };
    const driving = [
      ...new Set(executorIds.filter((id) => !delivered.has(id)).map((id) => carrierOfMark(sides, id))),
    ];
    if (driving.length === 0) throw badRequest(TRACKING_MESSAGES.noCarrier);
    await claimSlot();
    for (const carrierId of driving) {
      await createNotification(tx, events, {
        userId: carrierId,
        code: 'geolocationRequest',
        info: { articleType: type, articleId: article.id, author: actor.id, authorFIO: fioOf(actor) },
      });
    }
  });
}
