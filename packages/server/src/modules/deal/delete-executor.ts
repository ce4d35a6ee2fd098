import { ArticleStatus } from '@fura/domain/articles';
import { DEAL_MESSAGES } from '@fura/domain/deal-items';
import { canRemoveExecutor, statusAfterExecutorRemoved } from '@fura/domain/deal-rules';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest } from '../../http/errors';
import { pendingEvent } from '../../events/event-bus';
import { articleTypeOf } from '../listing/article-type';
import { leavesOnTheWay, locationColumnsFor } from '../listing/carrier-location';
import { findDealUsers, presentDealUser } from '../listing/deal-data';
import { assertAuthor, assertNotBanned } from '../article/policy';
import {
  findAuthor,
  listExecutorIds,
  listRequesterIds,
  lockArticle,
  updateArticleRow,
} from '../listing/repo';
import { revokeLinks } from '../listing/link-repo';
import { forgetTrack } from '../listing/track-repo';
import { deleteExecutorRow } from './executor-repo';
import { updateLocationSending } from '../listing/executor-status';
import { ListingViews, notifyAboutListing, statusOf } from '../listing/executor-views';
import type { ExecutorCall, ExecutorResult } from './set-executor';

/**
 * deleteExecutor: the author removes an executor (his request stays). Removing the last one puts a listing in work
 * back to published (a listing leaving "on the way" forgets the carrier's position, the track and its tracking
 * links); a carrier removed on the way
 * stops sending his location unless another listing needs it.
 */
export async function deleteExecutor(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  actor: UserRow,
  call: ExecutorCall,
): Promise<ExecutorResult> {
  assertNotBanned(actor);
  return inTransaction(deps.db, deps.bus, async (tx, events) => {
    const locked = await lockArticle(tx, call.articleId);
    assertAuthor(locked, actor.id);
    const oldStatus = statusOf(locked);
    if (!canRemoveExecutor(oldStatus)) throw badRequest(DEAL_MESSAGES.executorsClosed);
    const executorIds = await listExecutorIds(tx, locked.id);
    if (!executorIds.includes(call.executorId)) throw badRequest(DEAL_MESSAGES.executorNotFound);
    await deleteExecutorRow(tx, locked.id, call.executorId);
    const left = executorIds.filter((id) => id !== call.executorId);
    const status = statusAfterExecutorRemoved(oldStatus, left.length);
    const row = await updateArticleRow(
      tx,
      locked.id,
      status === oldStatus ? {} : { status, ...locationColumnsFor(status) },
    );
    if (leavesOnTheWay(oldStatus, status)) await forgetTrack(tx, row.id);
    // A cargo owner taken off an offer still on the way tracks it no more: his link dies.
    else if (status === ArticleStatus.OnTheWay && row.type === 'offer')
      await revokeLinks(tx, row.id, call.executorId, new Date());
    await updateLocationSending(tx, row, oldStatus, executorIds);

    // One after another: a transaction is one connection.
    const author = await findAuthor(tx, actor.id);
    const requesterIds = await listRequesterIds(tx, row.id);
    const dealUsers = await findDealUsers(tx, [call.executorId]);
    const removedRow = dealUsers.get(call.executorId);
    if (!removedRow) throw new Error(`executor ${call.executorId} vanished`);
    const views = await ListingViews.load(tx, row, author, [
      actor.id,
      call.executorId,
      ...left,
      ...requesterIds,
    ]);
    await notifyAboutListing(tx, events, 'executorRemoved', [call.executorId], row, author);
    for (const userId of views.recipients) {
      events.push(
        pendingEvent(
          'deleteExecutor',
          { articleId: row.id, executorId: call.executorId, status, article: views.of(userId) },
          [userId],
          call.socketId,
        ),
      );
    }
    const type = articleTypeOf(row);
    events.push(
      pendingEvent('deleteTaking', { articleId: row.id, type, status }, [call.executorId], call.socketId),
    );
    if (status !== oldStatus) {
      const change = { articleId: row.id, type, oldStatus, status };
      events.push(
        pendingEvent(
          'updateStatusMyArticle',
          { ...change, isTaking: false, article: views.of(actor.id) },
          [actor.id],
          call.socketId,
        ),
        ...left.map((userId) =>
          pendingEvent(
            'updateStatusMyArticle',
            { ...change, isTaking: true, article: views.of(userId) },
            [userId],
            call.socketId,
          ),
        ),
      );
    }
    return { executor: presentDealUser(removedRow), article: views.of(actor.id) };
  });
}
