import { ArticleStatus } from '@fura/domain/articles';
import { carrierIdsOf } from '@fura/domain/deal-rules';
import type { Db } from '../../db/connect';
import type { ArticleRow } from '../../db/schema';
import { articleTypeOf } from './article-type';
import { setNeedSendLocation, stopLocationIfIdle } from './on-the-way';

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
