import type { ArticleAction } from '@fura/domain/article-transitions';
import { ArticleStatus } from '@fura/domain/articles';
import { DEAL_MESSAGES } from '@fura/domain/deal-items';
import { carrierIdsOf } from '@fura/domain/deal-rules';
import type { Db } from '../../db/connect';
import type { ArticleRow } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { articleTypeOf } from '../article/article-type';
import { setNeedSendLocation, stopLocationIfIdle } from './on-the-way';

/**
 * Status verbs and executors: "equip" needs one. A published listing with executors goes to draft or the trash only
 * after they are removed (nobody loses a deal unannounced). A closed deal (completed, cancelled, in the trash) keeps
 * its executors as history: it may go to the trash, but it is not restored as a draft — copying it starts anew.
 */
export function assertExecutorsAllow(
  action: ArticleAction,
  status: ArticleStatus,
  executorsCount: number,
): void {
  if (action === 'equip' && executorsCount === 0) throw badRequest(DEAL_MESSAGES.needExecutor);
  if (executorsCount === 0) return;
  if (status === ArticleStatus.Published && (action === 'draft' || action === 'delete')) {
    throw badRequest(DEAL_MESSAGES.removeExecutorsFirst);
  }
  if (action === 'draft' && status !== ArticleStatus.Published) {
    throw badRequest(DEAL_MESSAGES.closedDealRestore);
  }
}

/**
 * Location sending follows "on the way": starting the way turns it on for the deal's carriers; leaving it
 * (completed, cancelled, last executor removed) turns it off for each carrier with nothing else on the way.
 * Call after the listing's row changed, in the same transaction.
 */
export async function updateLocationSending(
  tx: Db,
  row: ArticleRow,
  oldStatus: ArticleStatus,
  executorIds: readonly string[],
): Promise<void> {
  const carriers = carrierIdsOf({ type: articleTypeOf(row), authorId: row.authorId }, executorIds);
  if (row.status === ArticleStatus.OnTheWay && oldStatus !== ArticleStatus.OnTheWay) {
    await setNeedSendLocation(tx, carriers, true);
  } else if (oldStatus === ArticleStatus.OnTheWay) {
    await stopLocationIfIdle(tx, carriers);
  }
}
